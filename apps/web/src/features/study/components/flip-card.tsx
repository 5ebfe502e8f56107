import type { Flashcard } from '@assignd/schemas';
import { clsx } from 'clsx';

interface Props {
  card: Flashcard;
  revealed: boolean;
  onReveal: () => void;
  /** Phone and tablet: a shorter card and larger text for a fingertip. */
  touch?: boolean;
  /** What reveals the answer besides a click, for the hint under the question. */
  hint: string;
  /** Takes the focus as each card comes, so Enter or Space shows its answer. */
  autoFocus?: boolean;
}

/**
 * The card being studied: the question, and once clicked the answer under it (spec 2: answer
 * revealed on click). The whole card is one button until the answer shows.
 */
export function FlipCard({ card, revealed, onReveal, touch, hint, autoFocus }: Props) {
  const frame = clsx(
    'bg-card text-card-foreground flex w-full flex-col items-center justify-center gap-4 rounded-2xl border p-6 text-center shadow-sm',
    touch ? 'min-h-56' : 'min-h-72',
  );
  const question = (
    <span className={clsx('font-semibold wrap-anywhere', touch ? 'text-xl' : 'text-2xl')}>
      {card.front}
    </span>
  );
  if (!revealed) {
    return (
      <button
        type="button"
        onClick={onReveal}
        autoFocus={autoFocus}
        className={clsx(
          frame,
          'hover:border-input focus-visible:ring-ring cursor-pointer transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:outline-none',
        )}
      >
        <span className="text-muted-foreground text-xs font-semibold tracking-wider uppercase">
          Question
        </span>
        {question}
        <span className="text-muted-foreground text-sm">{hint}</span>
      </button>
    );
  }
  return (
    <div className={frame}>
      <span className="text-muted-foreground text-xs font-semibold tracking-wider uppercase">
        Question
      </span>
      {question}
      <div aria-hidden="true" className="bg-border h-px w-16" />
      <span className="text-primary text-xs font-semibold tracking-wider uppercase">Answer</span>
      <p
        aria-live="polite"
        className={clsx('wrap-anywhere whitespace-pre-wrap', touch ? 'text-lg' : 'text-xl')}
      >
        {card.back}
      </p>
    </div>
  );
}
