import type { Flashcard } from '@assignd/schemas';
import { Button } from '@/components/ui/button';
import { useStudySession } from '../hooks/use-study-session';
import { FlipCard } from './flip-card';
import { SessionTop } from './session-top';

interface Props {
  cards: readonly Flashcard[];
  onDone: () => void;
  touch?: boolean;
}

/** Study mode (spec 2): 'Card i of n', the answer on click, 'Next Card', and 'Finish' last. */
export function StudyView({ cards, onDone, touch }: Props) {
  const session = useStudySession(cards, onDone);
  if (!session.card) return null;
  return (
    <section aria-label="Study mode" className="mx-auto grid w-full max-w-2xl gap-4">
      <SessionTop position={session.position} total={session.total} onStop={onDone} touch={touch} />
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
