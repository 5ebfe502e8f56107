import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
  },
  (t) => [index('study_sets_user_id_idx').on(t.userId)],
);

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
  },
  (t) => [
    index('flashcards_user_id_idx').on(t.userId),
    index('flashcards_study_set_id_idx').on(t.studySetId),
  ],
);
