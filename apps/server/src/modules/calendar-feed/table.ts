import { CALENDAR_FEED_DEFAULT_TIME_ZONE } from '@assignd/schemas';
import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { users } from '../../db/schema';

/**
 * One feed per student. The URL's token is never stored: it is derived from the server's secret
 * and `secret_nonce`, and only its sha256 is kept (and looked up), so a copy of the database alone
 * reads no one's calendar.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  /** Random; a new one (regenerate) makes a new token and so a new URL. */
  secretNonce: text('secret_nonce').notNull(),
  includeCompleted: boolean('include_completed').notNull().default(false),
  includeSchedule: boolean('include_schedule').notNull().default(false),
  /** IANA zone all-day dates and class periods are read in; the web sends the browser's. */
  timeZone: text('time_zone').notNull().default(CALENDAR_FEED_DEFAULT_TIME_ZONE),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
