import type { FlashcardRating } from '@assignd/core';
import type { Flashcard } from '@assignd/schemas';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useReviewFlashcard } from '../api/flashcards';
import { cardsToReview, RATINGS, SESSION_START, sessionReducer } from '../utils/study-session';

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
 * its next review, and the next card follows. Ends on a done state.
 */
export function useReviewSession(cards: readonly Flashcard[]) {
  // Picked once: a card rated Again comes due again later, in another session.
  const [queue] = useState(() => cardsToReview(cards, new Date()));
  const [state, dispatch] = useReducer(sessionReducer, SESSION_START);
  const [reviewed, setReviewed] = useState(0);
  const review = useReviewFlashcard();
  const total = queue.length;
  const card = state.finished ? undefined : queue[state.index];
  const busy = review.isPending;

  const rate = (rating: FlashcardRating) => {
    if (!card || !state.revealed || busy) return;
    review.mutate(
      { id: card.id, rating },
      {
        onSuccess: () => {
          setReviewed((count) => count + 1);
          dispatch({ type: 'next', total });
        },
      },
    );
  };
  const reveal = () => dispatch({ type: 'reveal' });

  // The listener reads the latest render's actions without being added again on every render.
  const actions = useRef({ rate, reveal, revealed: state.revealed });
  useEffect(() => {
    actions.current = { rate, reveal, revealed: state.revealed };
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
    position: state.index + 1,
    total,
    revealed: state.revealed,
    done: card === undefined,
    reviewed,
    busy,
    pendingRating: busy ? review.variables.rating : undefined,
    reveal,
    rate,
  };
}
