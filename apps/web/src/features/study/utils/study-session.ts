import type { FlashcardRating, PastedLine } from '@assignd/core';
import type { StudySet } from '@assignd/schemas';

/** Where a study run is: the card shown (0-based), whether its answer shows, and whether it ended. */
export interface SessionState {
  index: number;
  revealed: boolean;
  finished: boolean;
}

export type SessionAction = { type: 'reveal' } | { type: 'next'; total: number };

export const SESSION_START: SessionState = { index: 0, revealed: false, finished: false };

/**
 * Card by card (spec 2): the answer shows on request, and only a shown answer moves on; past the
 * last card the run is finished.
 */
export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  if (state.finished) return state;
  if (action.type === 'reveal') return state.revealed ? state : { ...state, revealed: true };
  if (!state.revealed) return state;
  const index = state.index + 1;
  return index >= action.total
    ? { index: state.index, revealed: true, finished: true }
    : { index, revealed: false, finished: false };
}

/** Rating keys 1 to 4, worst to best, as on the buttons. */
export const RATINGS: readonly { rating: FlashcardRating; label: string; key: string }[] = [
  { rating: 'again', label: 'Again', key: '1' },
  { rating: 'hard', label: 'Hard', key: '2' },
  { rating: 'good', label: 'Good', key: '3' },
  { rating: 'easy', label: 'Easy', key: '4' },
];

/**
 * Share of a set's cards the student knows for now, in percent: graduated from their learning
 * steps and not due again yet, which is every card neither due nor new (setCounts in core).
 */
export function learnedPercent(set: Pick<StudySet, 'cardCount' | 'dueCount' | 'newCount'>) {
  if (set.cardCount === 0) return 0;
  const learned = Math.max(0, set.cardCount - set.dueCount - set.newCount);
  return Math.round((learned / set.cardCount) * 100);
}

/**
 * The text to send for a previewed paste: only the lines that make cards, one a line with a tab
 * between the sides. The server takes all lines or none, so the skipped ones are left out here,
 * as the preview says. A front never holds a tab (the first tab is where a line splits).
 */
export function importTextOf(lines: readonly PastedLine[]): string {
  return lines.flatMap((line) => (line.ok ? [`${line.front}\t${line.back}`] : [])).join('\n');
}
