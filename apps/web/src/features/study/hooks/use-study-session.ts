import type { Flashcard } from '@assignd/schemas';
import { useReducer, useState } from 'react';
import { notify } from '@/lib/notify';
import { SESSION_START, sessionReducer } from '../utils/study-session';

const COMPLETE_MESSAGE = 'Study session complete!';

/**
 * A click-through run over a set's cards in their order (spec 2): 'Card i of n', the answer on
 * request, 'Next Card' once it shows and 'Finish' on the last, which ends the run.
 */
export function useStudySession(cards: readonly Flashcard[], onFinish: () => void) {
  // The run keeps the cards it started with, whatever changes meanwhile.
  const [deck] = useState(cards);
  const [state, dispatch] = useReducer(sessionReducer, SESSION_START);
  const total = deck.length;
  const last = state.index === total - 1;

  return {
    card: deck[state.index],
    position: state.index + 1,
    total,
    revealed: state.revealed,
    last,
    reveal: () => dispatch({ type: 'reveal' }),
    next: () => {
      if (!state.revealed) return;
      dispatch({ type: 'next', total });
      if (last) {
        notify.success(COMPLETE_MESSAGE);
        onFinish();
      }
    },
  };
}
