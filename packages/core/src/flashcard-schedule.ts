import { type Card, createEmptyCard, fsrs, Rating, State } from 'ts-fsrs';
import type { FlashcardRating, FlashcardState } from './flashcard-constants';

/** A card's spaced-repetition state, as the flashcards table stores it. */
export interface CardSchedule {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: FlashcardState;
  lastReview: Date | null;
}

/** One review as the review log keeps it: the card before it, and the interval it got. */
export interface CardReviewLog {
  rating: FlashcardRating;
  stateBefore: FlashcardState;
  dueBefore: Date;
  /** Days since the card was last reviewed (0 for a new card). */
  elapsedDays: number;
  /** Days until the card is due again (0 while it is being learnt the same day). */
  scheduledDays: number;
  reviewedAt: Date;
}

const STATES: Record<State, FlashcardState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};
const STATE_OF: Record<FlashcardState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};
const RATINGS = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
} as const;

// Fuzz off: the same review at the same instant always gives the same next due, which tests and
// two devices reviewing offline can rely on. Intervals are counted in absolute time, so neither
// the server's time zone nor a daylight-saving change moves a due date.
const scheduler = fsrs({ enable_fuzz: false });

function toCard(state: CardSchedule): Card {
  return {
    due: state.due,
    stability: state.stability,
    difficulty: state.difficulty,
    elapsed_days: state.elapsedDays,
    scheduled_days: state.scheduledDays,
    learning_steps: state.learningSteps,
    reps: state.reps,
    lapses: state.lapses,
    state: STATE_OF[state.state],
    last_review: state.lastReview ?? undefined,
  };
}

function fromCard(card: Card): CardSchedule {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATES[card.state],
    lastReview: card.last_review ?? null,
  };
}

/** A card never studied, due at once. */
export function newCardState(now: Date): CardSchedule {
  return fromCard(createEmptyCard(now));
}

/**
 * When a review counts as made: the time the device says the student rated the card (a rating
 * made offline is sent later), kept between the card's last review and `now`, as a device's
 * clock may be wrong; `now` when the device said nothing.
 */
export function reviewTime(rated: Date | undefined, lastReview: Date | null, now: Date): Date {
  if (!rated) return now;
  const earliest = lastReview && lastReview < now ? lastReview.getTime() : -Infinity;
  return new Date(Math.min(now.getTime(), Math.max(earliest, rated.getTime())));
}

/** The card after the student rated it at `now`, and the log of that review. */
export function reviewCard(
  state: CardSchedule,
  rating: FlashcardRating,
  now: Date,
): { state: CardSchedule; log: CardReviewLog } {
  const { card, log } = scheduler.next(toCard(state), now, RATINGS[rating]);
  const next = fromCard(card);
  return {
    state: next,
    log: {
      rating,
      stateBefore: state.state,
      dueBefore: state.due,
      elapsedDays: log.elapsed_days,
      scheduledDays: next.scheduledDays,
      reviewedAt: now,
    },
  };
}
