import { describe, expect, it } from 'vitest';
import {
  FLASHCARD_RATINGS,
  type FlashcardRating,
  type FlashcardState,
} from './flashcard-constants';
import { isDue, isGraduated, provisionalReview, setCounts } from './flashcard-due';
import { type CardSchedule, newCardState, reviewCard } from './flashcard-schedule';

const NOW = new Date('2026-03-07T17:00:00Z');
const MINUTE = 60_000;
const card = (state: CardSchedule['state'], due: string) => ({ state, due: new Date(due) });

/** A new card rated in turn, every rating at NOW (as in one sitting). */
function rated(ratings: readonly FlashcardRating[]): CardSchedule {
  return ratings.reduce((state, rating) => reviewCard(state, rating, NOW).state, newCardState(NOW));
}

describe('isDue', () => {
  it.each([
    [card('review', '2026-03-07T16:59:59Z'), true],
    [card('review', '2026-03-07T17:00:00Z'), true],
    [card('review', '2026-03-07T17:00:01Z'), false],
    // Still in its steps: due from the moment it was rated, until it graduates.
    [card('learning', '2026-03-07T17:01:00Z'), true],
    [card('relearning', '2026-03-07T17:10:00Z'), true],
    [card('learning', '2026-03-06T09:00:00Z'), true],
    // A new card is counted as new, never as due, even though it may be studied at once.
    [card('new', '2026-03-01T00:00:00Z'), false],
  ])('%o is due: %s', (state, expected) => {
    expect(isDue(state, NOW)).toBe(expected);
  });
});

describe('a card rated at the pinned clock', () => {
  it.each([
    [['again'], 'learning', true],
    [['hard'], 'learning', true],
    [['good'], 'learning', true],
    [['again', 'hard'], 'learning', true],
    [['good', 'good'], 'review', false],
    [['easy'], 'review', false],
    [['easy', 'again'], 'relearning', true],
    [['easy', 'again', 'hard'], 'relearning', true],
    [['easy', 'again', 'good'], 'review', false],
  ] as const)('after %j is %s, due at once: %s', (ratings, state, due) => {
    const after = rated(ratings);
    expect(after.state).toBe(state);
    expect(isGraduated(after.state)).toBe(state === 'review');
    expect(isDue(after, NOW)).toBe(due);
    expect(setCounts([after], NOW)).toEqual({ due: due ? 1 : 0, new: 0, learned: due ? 0 : 1 });
  });

  it('comes back within 15 minutes while it is in its steps, whatever the ratings', () => {
    // Every sequence of up to four ratings: the session brings a card back after its step, so no
    // step may be a wait the student would not sit through.
    let sequences: FlashcardRating[][] = [[]];
    const steps = new Set<number>();
    for (let depth = 0; depth < 4; depth += 1) {
      sequences = sequences.flatMap((ratings) => FLASHCARD_RATINGS.map((r) => [...ratings, r]));
      for (const ratings of sequences) {
        const after = rated(ratings);
        if (!isGraduated(after.state)) steps.add((after.due.getTime() - NOW.getTime()) / MINUTE);
      }
    }
    expect([...steps].sort((a, b) => a - b)).toEqual([1, 6, 10, 15]);
  });
});

describe('setCounts', () => {
  it('counts due, new and learned cards of a set', () => {
    const cards = [
      card('new', '2026-03-07T17:00:00Z'),
      card('new', '2026-03-07T17:00:00Z'),
      card('review', '2026-03-06T09:00:00Z'),
      card('relearning', '2026-03-07T17:10:00Z'),
      card('learning', '2026-03-07T17:01:00Z'),
      card('review', '2026-03-09T17:00:00Z'),
    ];
    expect(setCounts(cards, NOW)).toEqual({ due: 3, new: 2, learned: 1 });
    expect(setCounts([], NOW)).toEqual({ due: 0, new: 0, learned: 0 });
  });
});

describe('provisionalReview', () => {
  // Rated offline in Sydney (UTC+11 in March) just after midnight: the instants are what count.
  const now = new Date('2026-03-08T00:05:00+11:00');
  const card = (state: FlashcardState) => ({
    id: 'c1',
    due: '2026-03-07T12:00:00.000Z',
    state,
    reps: 3,
    lapses: 1,
    lastReview: '2026-03-01T12:00:00.000Z',
  });
  it.each<[FlashcardState, FlashcardRating, FlashcardState, string, number]>([
    ['new', 'again', 'learning', '2026-03-07T13:06:00.000Z', 1],
    ['new', 'good', 'learning', '2026-03-07T13:15:00.000Z', 1],
    ['new', 'easy', 'review', '2026-03-08T13:05:00.000Z', 1],
    ['learning', 'good', 'review', '2026-03-08T13:05:00.000Z', 1],
    ['review', 'again', 'relearning', '2026-03-07T13:06:00.000Z', 2],
    ['review', 'hard', 'review', '2026-03-08T13:05:00.000Z', 1],
    ['relearning', 'again', 'relearning', '2026-03-07T13:06:00.000Z', 1],
  ])('a %s card rated %s is shown %s, due %s', (state, rating, shown, due, lapses) => {
    expect(provisionalReview(card(state), rating, now)).toEqual({
      id: 'c1',
      state: shown,
      due,
      reps: 4,
      lapses,
      lastReview: '2026-03-07T13:05:00.000Z',
    });
  });
});
