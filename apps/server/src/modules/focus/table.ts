import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOfCheck } from '../../db/checks';
import { createdAt, id } from '../../db/columns';
import { ownerId } from '../../db/schema';
import { assignments } from '../assignments/table';

/** Only finished work sessions are recorded; breaks are not study time. */
export const FOCUS_KINDS = ['work'] as const;

export const focusSessions = pgTable(
  'focus_sessions',
  {
    id: id(),
    userId: ownerId(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    kind: text('kind', { enum: FOCUS_KINDS }).notNull().default('work'),
    // A deleted assignment leaves the time studied in place, untied.
    assignmentId: uuid('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('focus_sessions_user_id_started_at_idx').on(t.userId, t.startedAt),
    index('focus_sessions_assignment_id_idx').on(t.assignmentId),
    check('focus_sessions_minutes_check', sql`${t.minutes} between 1 and 180`),
    check('focus_sessions_span_check', sql`${t.endedAt} > ${t.startedAt}`),
    oneOfCheck('focus_sessions_kind_check', t.kind, FOCUS_KINDS),
  ],
);
