import { PUSH_ENDPOINT_MAX } from '@assignd/schemas';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { sessions, users } from '../../db/schema';

/** Longest device label kept ('Chrome on Android' and the like; a user agent may be anything). */
export const PUSH_LABEL_MAX = 100;

/**
 * One browser that receives a student's notifications. The endpoint is the push service's address
 * of that browser, unique across students: when a second student subscribes on the same browser,
 * the row moves to them, so a shared computer only ever shows its current student's reminders.
 * It belongs to the session that subscribed it last: when that session ends (signed out here, or
 * from another device's list, or revoked by a password change) the row goes with it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (RFC 8291), base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    label: text('label').notNull(),
    /** Null for rows saved before subscriptions were tied to a session. */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** When the push service last accepted a message for it. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    index('push_subscriptions_user_id_idx').on(table.userId),
    index('push_subscriptions_session_id_idx').on(table.sessionId),
    check(
      'push_subscriptions_lengths_check',
      sql`char_length(${table.endpoint}) <= ${sql.raw(String(PUSH_ENDPOINT_MAX))} and char_length(${table.label}) <= ${sql.raw(String(PUSH_LABEL_MAX))} and char_length(${table.p256dh}) <= 88 and char_length(${table.auth}) <= 24`,
    ),
  ],
);
