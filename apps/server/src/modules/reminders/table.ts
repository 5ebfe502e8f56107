import { REMINDER_KINDS } from '@assignd/core';
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOfCheck } from '../../db/checks';
import { createdAt, id } from '../../db/columns';
import { ownerId } from '../../db/schema';
import { assignments } from '../assignments/table';

export const REMINDER_STATES = ['planned', 'sent', 'stale', 'skipped'] as const;
export type ReminderState = (typeof REMINDER_STATES)[number];

/**
 * Every reminder planned for a student, and what became of it. The queue only wakes a sender at
 * `planned_at`; this row is the truth the sender locks, checks and marks, so a job delivered
 * twice, or one left behind by a replan, sends nothing more.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: id(),
    userId: ownerId(),
    // Null for the daily digest. Deleting the assignment drops its plan with it.
    assignmentId: uuid('assignment_id').references(() => assignments.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /**
     * One reminder per key ('evening:<assignment>:<instant>', 'digest:<user>:<date>'), so a
     * replan that comes to the same reminder does not send it again.
     */
    key: text('key').notNull().unique(),
    plannedAt: timestamp('planned_at', { withTimezone: true }).notNull(),
    /** The assignment's due instant when planned: a moved assignment's old reminders send nothing. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    state: text('state').notNull().default('planned'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reminders_user_id_idx').on(t.userId),
    index('reminders_assignment_id_idx').on(t.assignmentId),
    oneOfCheck('reminders_kind_check', t.kind, REMINDER_KINDS),
    oneOfCheck('reminders_state_check', t.state, REMINDER_STATES),
  ],
);

export const DELIVERY_CHANNELS = ['mail', 'push'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * A reminder's message accepted by the mail server (or handed to the push services), written the
 * moment it is, outside the sending job's transaction: when the process dies before that
 * transaction commits, the retry finds it and does not send it again (issue 28, item 18). Keyed
 * by the reminder's key, not a reference, so writing it never waits for the sender's row lock.
 * The sender deletes its rows when it marks the reminder handled.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    reminderKey: text('reminder_key').notNull(),
    channel: text('channel').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reminderKey, t.channel] }),
    oneOfCheck('reminder_deliveries_channel_check', t.channel, DELIVERY_CHANNELS),
  ],
);
