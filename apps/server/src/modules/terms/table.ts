import { TERM_DAYS_MAX, TERM_NAME_MAX } from '@assignd/schemas';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { ownerId } from '../../db/schema';

/** A student's terms (issue 30); deleting the account deletes them (the foreign key cascades). */
export const terms = pgTable(
  'terms',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    // Days on the student's calendar, first and last included.
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('terms_user_id_idx').on(t.userId),
    // The request schema's rules, kept by the database too.
    check(
      'terms_name_check',
      sql`char_length(${t.name}) between 1 and ${sql.raw(String(TERM_NAME_MAX))}`,
    ),
    check(
      'terms_dates_check',
      sql`${t.endDate} > ${t.startDate} and ${t.endDate} - ${t.startDate} <= ${sql.raw(String(TERM_DAYS_MAX))}`,
    ),
  ],
);
