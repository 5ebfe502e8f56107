import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { ownerId } from '../../db/schema';

export const events = pgTable(
  'events',
  {
    id: id(),
    userId: ownerId(),
    title: text('title').notNull(),
    description: text('description'),
    eventDate: timestamp('event_date', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('events_user_id_idx').on(t.userId)],
);
