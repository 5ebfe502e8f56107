import type { Flashcard } from '@assignd/schemas';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { clsx } from 'clsx';
import { Button } from '@/components/ui/button';
import { useStudySession } from '../hooks/use-study-session';
import { FlipCard } from './flip-card';

interface Props {
  cards: readonly Flashcard[];
  onDone: () => void;
  touch?: boolean;
}

/** Study mode (spec 2): 'Card i of n', the answer on click, 'Next Card', and 'Finish' last. */
export function StudyView({ cards, onDone, touch }: Props) {
  const session = useStudySession(cards, onDone);
  if (!session.card) return null;
  const size = touch ? 'min-h-11' : undefined;
  return (
    <section aria-label="Study mode" className="mx-auto grid w-full max-w-2xl gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" className={clsx('-ml-2', size)} onClick={onDone}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Stop
        </Button>
        <p className="text-muted-foreground text-sm font-medium tabular-nums" aria-live="polite">
          Card {session.position} of {session.total}
        </p>
      </div>
      <SessionBar position={session.position} total={session.total} />
      <FlipCard
        key={session.position}
        autoFocus
        card={session.card}
        revealed={session.revealed}
        onReveal={session.reveal}
        touch={touch}
        hint="Click to show the answer"
      />
      <div className="flex justify-end">
        {session.revealed ? (
          <Button
            key="next"
            size="lg"
            className="w-full sm:w-auto"
            onClick={session.next}
            autoFocus
          >
            {session.last ? 'Finish' : 'Next Card'}
          </Button>
        ) : (
          <Button
            key="show"
            size="lg"
            variant="outline"
            className="w-full sm:w-auto"
            onClick={session.reveal}
          >
            Show Answer
          </Button>
        )}
      </div>
    </section>
  );
}

/** How far through the run the student is. */
export function SessionBar({ position, total }: { position: number; total: number }) {
  return (
    <div
      role="progressbar"
      aria-label="Session progress"
      aria-valuemin={0}
      aria-valuemax={total}
      aria-valuenow={position}
      className="bg-muted h-1.5 overflow-hidden rounded-full"
    >
      <div
        className="bg-primary h-full rounded-full transition-[width]"
        style={{ width: `${(position / total) * 100}%` }}
      />
    </div>
  );
}
