import type { Flashcard } from '@assignd/schemas';
import PartyPopper from 'lucide-react/icons/party-popper';
import { EmptyState } from '@/components/feedback/empty-state';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useReviewSession } from '../hooks/use-review-session';
import { RATINGS } from '../utils/study-session';
import { FlipCard } from './flip-card';
import { SessionTop } from './session-top';

interface Props {
  cards: readonly Flashcard[];
  onDone: () => void;
  touch?: boolean;
}

/** 'Study due cards': the cards whose review has come, each rated Again, Hard, Good or Easy. */
export function ReviewView({ cards, onDone, touch }: Props) {
  const session = useReviewSession(cards);

  if (session.done) {
    return (
      <EmptyState
        icon={PartyPopper}
        touch={touch}
        className="px-6 py-12"
        title={session.reviewed > 0 ? 'All caught up!' : 'Nothing due right now'}
        description={
          session.reviewed > 0
            ? `You reviewed ${session.reviewed} ${session.reviewed === 1 ? 'card' : 'cards'}. Each comes back when it is due again.`
            : 'Every card is scheduled for later. Come back when some are due, or study the whole set.'
        }
        action={
          <Button size="lg" className="mt-6" onClick={onDone} autoFocus>
            Back to Cards
          </Button>
        }
      />
    );
  }

  const card = session.card as Flashcard;
  return (
    <section aria-label="Due cards" className="mx-auto grid w-full max-w-2xl gap-4">
      <SessionTop position={session.position} total={session.total} onStop={onDone} touch={touch} />
      <FlipCard
        key={card.id}
        card={card}
        revealed={session.revealed}
        onReveal={session.reveal}
        touch={touch}
        hint={touch ? 'Tap to show the answer' : 'Click or press Space to show the answer'}
      />
      {session.revealed ? (
        <div role="group" aria-label="How well did you remember?" className="grid gap-2">
          <p className="text-muted-foreground text-center text-sm">How well did you remember?</p>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {RATINGS.map(({ rating, label, key }) => (
              <Button
                key={rating}
                size="lg"
                variant={rating === 'good' ? 'primary' : 'outline'}
                disabled={session.busy}
                aria-keyshortcuts={key}
                onClick={() => session.rate(rating)}
              >
                {session.pendingRating === rating && <Spinner />}
                {label}
                {!touch && (
                  <kbd
                    aria-hidden="true"
                    className="ml-1 rounded border border-current/30 px-1 font-mono text-xs opacity-80"
                  >
                    {key}
                  </kbd>
                )}
              </Button>
            ))}
          </div>
        </div>
      ) : (
        <div className="flex justify-end">
          <Button
            size="lg"
            variant="outline"
            className="w-full sm:w-auto"
            aria-keyshortcuts="Space"
            onClick={session.reveal}
          >
            Show Answer
          </Button>
        </div>
      )}
    </section>
  );
}
