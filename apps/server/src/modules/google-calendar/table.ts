import { CALENDAR_PROVIDERS } from '@assignd/core';
import { DEFAULT_TIME_ZONE } from '@assignd/schemas';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOfCheck } from '../../db/checks';
import { createdAt, updatedAt } from '../../db/columns';
import { ownerId } from '../../db/schema';

/**
 * A student's connection to their Google Calendar. The tokens are AES-256-GCM ciphertexts under a
 * key derived from the server's secret (token-cipher.ts): a copy of the database alone holds no
 * usable grant.
 */
export const calendarIntegrations = pgTable(
  'calendar_integrations',
  {
    userId: ownerId(),
    provider: text('provider').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    lastSync: timestamp('last_sync', { withTimezone: true }),
    /** The 'Assignd' calendar the app made at Google; null until the first sync makes it. */
    calendarId: text('calendar_id'),
    /** Google refused the grant (revoked, or expired unused): the card asks to connect again. */
    needsReconnect: boolean('needs_reconnect').notNull().default(false),
    /** IANA zone all-day items are dated in, the browser's when the student connected. */
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.provider] }),
    oneOfCheck('calendar_integrations_provider_check', t.provider, CALENDAR_PROVIDERS),
  ],
);

/**
 * Connect attempts waiting for Google's redirect: the OAuth `state` (only its sha256 is kept)
 * bound to the session that asked, with its PKCE verifier. Each is used once and expires.
 */
export const googleCalendarStates = pgTable(
  'google_calendar_states',
  {
    stateHash: text('state_hash').primaryKey(),
    userId: ownerId(),
    sessionId: text('session_id').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    returnTo: text('return_to').notNull(),
    timeZone: text('time_zone'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('google_calendar_states_user_id_idx').on(t.userId)],
);

/** What a synced Google event stands for. */
export const GOOGLE_SYNC_ITEM_TYPES = ['assignment', 'event'] as const;
export type GoogleSyncItemType = (typeof GOOGLE_SYNC_ITEM_TYPES)[number];

/**
 * Which Google event each synced item is, and a hash of what was last sent, so a sync updates
 * instead of duplicating, sends nothing for an unchanged item and deletes what is gone.
 */
export const googleCalendarEvents = pgTable(
  'google_calendar_events',
  {
    userId: ownerId(),
    itemType: text('item_type', { enum: GOOGLE_SYNC_ITEM_TYPES }).notNull(),
    itemId: uuid('item_id').notNull(),
    googleEventId: text('google_event_id').notNull(),
    contentHash: text('content_hash').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemType, t.itemId] }),
    oneOfCheck('google_calendar_events_item_type_check', t.itemType, GOOGLE_SYNC_ITEM_TYPES),
  ],
);
