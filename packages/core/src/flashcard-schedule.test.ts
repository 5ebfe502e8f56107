import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlashcardRating } from './flashcard-constants';
import { type CardSchedule, newCardState, reviewCard, reviewTime } from './flashcard-schedule';

// Saturday noon in New York, the day before the clocks go forward (8 March 2026).
const BEFORE_DST = new Date('2026-03-07T17:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Reviews a new card with each rating in turn, each at the moment the card fell due. */
function studyInTurn(ratings: readonly FlashcardRating[], start = BEFORE_DST): CardSchedule[] {
  let state = newCardState(start);
  let now = start;
  return ratings.map((rating) => {
    state = reviewCard(state, rating, now).state;
    now = state.due;
    return state;
  });
}

describe('newCardState', () => {
  it('is a never-studied card due at once', () => {
    expect(newCardState(BEFORE_DST)).toEqual({
      due: BEFORE_DST,
      stability: 0,
      difficulty: 0,
      elapsedDays: 0,
      scheduledDays: 0,
      learningSteps: 0,
      reps: 0,
      lapses: 0,
      state: 'new',
      lastReview: null,
    });
  });
});

describe('reviewCard on a new card', () => {
  it.each([
    ['again', 'learning', 1 * MINUTE, 0],
    ['hard', 'learning', 6 * MINUTE, 0],
    ['good', 'learning', 10 * MINUTE, 0],
    ['easy', 'review', 8 * DAY, 8],
  ] as const)('%s makes it %s, due %i ms later', (rating, state, wait, days) => {
    const { state: next, log } = reviewCard(newCardState(BEFORE_DST), rating, BEFORE_DST);
    expect(next.state).toBe(state);
    expect(next.due.getTime() - BEFORE_DST.getTime()).toBe(wait);
    expect(next.scheduledDays).toBe(days);
    expect(next.reps).toBe(1);
    expect(next.lastReview).toEqual(BEFORE_DST);
    expect(log).toEqual({
      rating,
      stateBefore: 'new',
      dueBefore: BEFORE_DST,
      elapsedDays: 0,
      scheduledDays: days,
      reviewedAt: BEFORE_DST,
    });
  });

  it('does not change the state it was given', () => {
    const before = newCardState(BEFORE_DST);
    const copy = { ...before, due: new Date(before.due) };
    reviewCard(before, 'good', BEFORE_DST);
    expect(before).toEqual(copy);
  });
});

describe('reviewCard over several days', () => {
  it('grows the interval with each good answer', () => {
    const days = studyInTurn(['good', 'good', 'good']).map((state) => state.scheduledDays);
    expect(days).toEqual([0, 2, 11]);
  });

  it('counts a lapse when a review card is forgotten, and relearns it', () => {
    const [, reviewed, forgotten] = studyInTurn(['good', 'good', 'again']);
    expect(reviewed?.state).toBe('review');
    expect(forgotten?.state).toBe('relearning');
    expect(forgotten?.lapses).toBe(1);
  });
});

describe('across a daylight-saving change and in other time zones', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('counts days as 24 hours, so a due time keeps its instant across the New York change', () => {
    vi.stubEnv('TZ', 'America/New_York');
    const [learnt, reviewed] = studyInTurn(['good', 'good']);
    // 12:10 EST on Saturday becomes 13:10 EDT on Monday: two days of 24 hours, not two calendar days.
    expect(reviewed?.due.getTime()).toBe((learnt?.due.getTime() ?? 0) + 2 * DAY);
    expect(reviewed?.due.toISOString()).toBe('2026-03-09T17:10:00.000Z');
  });

  it.each(['UTC', 'America/New_York', 'Pacific/Auckland', 'Asia/Kolkata'])(
    'schedules the same instants when the server runs in %s',
    (timeZone) => {
      vi.stubEnv('TZ', timeZone);
      const dues = studyInTurn(['good', 'good', 'good', 'hard', 'again', 'good']).map((state) =>
        state.due.toISOString(),
      );
      vi.stubEnv('TZ', 'UTC');
      const inUtc = studyInTurn(['good', 'good', 'good', 'hard', 'again', 'good']).map((state) =>
        state.due.toISOString(),
      );
      expect(dues).toEqual(inUtc);
    },
  );

  it('reviews just after midnight in Auckland the same as just before it', () => {
    vi.stubEnv('TZ', 'Pacific/Auckland');
    // 23:59 and 00:01 local on the night of 4-5 April 2026, when Auckland leaves daylight time.
    const before = new Date('2026-04-04T10:59:00Z');
    const after = new Date('2026-04-04T11:01:00Z');
    const [atBefore] = studyInTurn(['easy'], before);
    const [atAfter] = studyInTurn(['easy'], after);
    expect((atAfter?.due.getTime() ?? 0) - (atBefore?.due.getTime() ?? 0)).toBe(2 * MINUTE);
  });
});

describe('reviewTime', () => {
  const now = new Date('2026-03-08T12:00:00.000Z');
  const last = new Date('2026-03-08T06:30:00.000Z');
  it.each([
    ['no time from the device', undefined, last, now],
    // New York has just changed to daylight-saving time: 7:15 there is 11:15 UTC.
    [
      'a rating made offline earlier today',
      new Date('2026-03-08T07:15:00-04:00'),
      last,
      new Date('2026-03-08T11:15:00.000Z'),
    ],
    [
      'a rating between the last review and now',
      new Date('2026-03-08T08:00:00.000Z'),
      last,
      new Date('2026-03-08T08:00:00.000Z'),
    ],
    ['a clock behind the last review', new Date('2026-03-01T00:00:00.000Z'), last, last],
    ['a clock ahead of the server', new Date('2026-03-09T00:00:00.000Z'), last, now],
    [
      'a new card rated offline yesterday',
      new Date('2026-03-07T23:00:00.000Z'),
      null,
      new Date('2026-03-07T23:00:00.000Z'),
    ],
  ])('%s', (_case, rated, lastReview, expected) => {
    expect(reviewTime(rated, lastReview, now)).toEqual(expected);
  });
});
