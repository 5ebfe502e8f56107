import type { Flashcard } from '@assignd/schemas';
import { describe, expect, it } from 'vitest';
import { type ReviewQueue, reviewProgress, reviewReducer, startReview } from './review-queue';

const NOW = new Date('2026-03-29T01:30:00Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE).toISOString();

function card(id: string, state: Flashcard['state'], due: string): Flashcard {
  return {
    id,
    studySetId: 'set',
    front: id,
    back: id,
    createdAt: '2026-03-01T00:00:00Z',
    due,
    state,
    reps: state === 'new' ? 0 : 1,
    lapses: 0,
    lastReview: null,
  };
}

/** The cards in the order the session shows them, from the card shown on. */
const order = (queue: ReviewQueue) =>
  [queue.card, ...queue.ahead, ...queue.learning].map((row) => row?.id);

describe('startReview', () => {
  it('takes the due cards, most overdue first, then the new ones, then those mid-step', () => {
    const cards = [
      card('new-1', 'new', '2026-03-29T01:00:00Z'),
      card('later', 'review', '2026-03-30T00:00:00Z'),
      card('due-late', 'review', '2026-03-29T01:30:00Z'),
      card('due-early', 'relearning', '2026-03-28T22:00:00Z'),
      card('step-10', 'learning', at(10)),
      card('step-1', 'relearning', at(1)),
      card('new-2', 'new', '2026-03-29T01:00:00Z'),
    ];
    expect(order(startReview(cards, NOW))).toEqual([
      'due-early',
      'due-late',
      'new-1',
      'new-2',
      'step-1',
      'step-10',
    ]);
  });

  it('has nothing when nothing is due or new', () => {
    expect(startReview([card('later', 'review', '2026-04-01T00:00:00Z')], NOW).card).toBe(
      undefined,
    );
  });
});

describe('reviewReducer', () => {
  const start = startReview([card('a', 'new', at(0)), card('b', 'new', at(0))], NOW);
  const shown = reviewReducer(start, { type: 'reveal' });
  const rated = (answer: Flashcard, minutes = 0) =>
    reviewReducer(shown, { type: 'rated', card: answer, now: new Date(at(minutes)) });

  it.each([
    ['graduated: gone from the session', card('a', 'review', at(3 * 24 * 60)), 0, ['b'], 2],
    ['still learning: after the rest', card('a', 'learning', at(1)), 0, ['b', 'a'], 3],
    ['relearning, its step passed: next', card('a', 'relearning', at(1)), 1, ['a', 'b'], 3],
  ])('a card %s', (_name, answer, minutes, expected, total) => {
    const next = rated(answer, minutes);
    expect(order(next)).toEqual(expected);
    expect(next.revealed).toBe(false);
    expect(reviewProgress(next)).toEqual({ position: 2, total });
  });

  it('takes a rating only for the card shown, once its answer shows', () => {
    const answer = card('a', 'review', at(60));
    expect(reviewReducer(start, { type: 'rated', card: answer, now: NOW })).toBe(start);
    const other = card('b', 'review', at(60));
    expect(reviewReducer(shown, { type: 'rated', card: other, now: NOW })).toBe(shown);
  });

  it('counts a card that came back once among the cards reviewed', () => {
    const again = rated(card('a', 'learning', at(1)));
    const b = reviewReducer(reviewReducer(again, { type: 'reveal' }), {
      type: 'rated',
      card: card('b', 'review', at(60)),
      now: NOW,
    });
    expect(b.card?.id).toBe('a');
    const done = reviewReducer(reviewReducer(b, { type: 'reveal' }), {
      type: 'rated',
      card: card('a', 'review', at(60)),
      now: NOW,
    });
    expect(done.card).toBeUndefined();
    expect([done.ratings, done.reviewed]).toEqual([3, ['a', 'b']]);
  });
});
