import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { ownerId } from '../../db/schema';

export const events = pgTable(
  'events',
  {
    id: id(),
    userId: ownerId(),
    title: text('title').notNull(),
    description: text('description'),
    /** The start; for an all-day event, an instant of its day in the student's zone. */
    eventDate: timestamp('event_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    // Rows from before times existed held a placeholder 23:59, so they become all-day.
    allDay: boolean('all_day').notNull().default(true),
    location: text('location'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('events_user_id_idx').on(t.userId),
    check(
      'events_end_after_start_check',
      sql`${t.endDate} is null or (not ${t.allDay} and ${t.eventDate} is not null and ${t.endDate} > ${t.eventDate})`,
    ),
  ],
);
