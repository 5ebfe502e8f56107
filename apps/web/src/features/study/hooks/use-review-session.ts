import type { FlashcardRating } from '@assignd/core';
import type { Flashcard } from '@assignd/schemas';
import { useEffect, useReducer, useRef } from 'react';
import { useReviewFlashcard } from '../api/flashcards';
import { reviewProgress, reviewReducer, startReview } from '../utils/review-queue';
import { RATINGS } from '../utils/study-session';

/** Keys typed into a field or with a modifier are the field's or the browser's, not the session's. */
function ignoredKey(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return true;
  const target = event.target;
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * A due-card session: the cards whose review has come, then the new ones. Space (or a click) shows
 * the answer; Again, Hard, Good or Easy (or keys 1 to 4) rate it on the server, which schedules
 * its next review, and the next card follows. A card still in its learning steps after its rating
 * comes back in the same session (see review-queue). Ends on a done state.
 */
export function useReviewSession(cards: readonly Flashcard[]) {
  // Built once as the session starts; each rating then brings the rated card's new schedule.
  const [queue, dispatch] = useReducer(reviewReducer, cards, (list) =>
    startReview(list, new Date()),
  );
  const review = useReviewFlashcard();
  const { position, total } = reviewProgress(queue);
  const card = queue.card;
  const busy = review.isPending;

  const rate = (rating: FlashcardRating) => {
    if (!card || !queue.revealed || busy) return;
    review.mutate(
      { card, rating },
      // The time of the answer: a learning card whose step passed meanwhile comes next.
      { onSuccess: (rated) => dispatch({ type: 'rated', card: rated, now: new Date() }) },
    );
  };
  const reveal = () => dispatch({ type: 'reveal' });

  // The listener reads the latest render's actions without being added again on every render.
  const actions = useRef({ rate, reveal, revealed: queue.revealed });
  useEffect(() => {
    actions.current = { rate, reveal, revealed: queue.revealed };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (ignoredKey(event)) return;
      const { rate: rateCard, reveal: show, revealed } = actions.current;
      if (event.key === ' ' && !revealed) {
        // Not also a click on the focused button or a page scroll.
        event.preventDefault();
        show();
        return;
      }
      const choice = RATINGS.find(({ key }) => key === event.key);
      if (choice && revealed) {
        event.preventDefault();
        rateCard(choice.rating);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return {
    card,
    position,
    total,
    revealed: queue.revealed,
    done: card === undefined,
    /** Cards rated, each once however often it came back. */
    reviewed: queue.reviewed.length,
    busy,
    pendingRating: busy ? review.variables.rating : undefined,
    reveal,
    rate,
  };
}
