import { FLASHCARD_RATINGS, FLASHCARD_STATES } from '@assignd/core';
import {
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOfCheck } from '../../db/checks';
import { createdAt, id } from '../../db/columns';
import { ownerId } from '../../db/schema';

export const studySets = pgTable(
  'study_sets',
  {
    id: id(),
    userId: ownerId(),
    title: text('title').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    // Set by each review of a card in the set; kept on the set so deleting a card does not forget it.
    lastStudiedAt: timestamp('last_studied_at', { withTimezone: true }),
  },
  (t) => [index('study_sets_user_id_idx').on(t.userId)],
);

// The scheduling columns default to a new card due at once, so cards made before scheduling existed
// (and cards restored from older backups) are valid new cards without a data migration.
export const flashcards = pgTable(
  'flashcards',
  {
    id: id(),
    userId: ownerId(),
    studySetId: uuid('study_set_id')
      .notNull()
      .references(() => studySets.id, { onDelete: 'cascade' }),
    front: text('front').notNull(),
    back: text('back').notNull(),
    createdAt: createdAt(),
    due: timestamp('due', { withTimezone: true }).notNull().defaultNow(),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    state: text('state').notNull().default('new'),
    lastReview: timestamp('last_review', { withTimezone: true }),
  },
  (t) => [
    index('flashcards_user_id_idx').on(t.userId),
    index('flashcards_study_set_id_idx').on(t.studySetId),
    oneOfCheck('flashcards_state_check', t.state, FLASHCARD_STATES),
  ],
);

/** One row per review: what the card was before it, so scheduling can be audited or re-fitted later. */
export const flashcardReviews = pgTable(
  'flashcard_reviews',
  {
    id: id(),
    userId: ownerId(),
    flashcardId: uuid('flashcard_id')
      .notNull()
      .references(() => flashcards.id, { onDelete: 'cascade' }),
    rating: text('rating').notNull(),
    stateBefore: text('state_before').notNull(),
    dueBefore: timestamp('due_before', { withTimezone: true }).notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('flashcard_reviews_user_id_idx').on(t.userId),
    index('flashcard_reviews_flashcard_id_idx').on(t.flashcardId),
    oneOfCheck('flashcard_reviews_rating_check', t.rating, FLASHCARD_RATINGS),
    oneOfCheck('flashcard_reviews_state_before_check', t.stateBefore, FLASHCARD_STATES),
  ],
);
