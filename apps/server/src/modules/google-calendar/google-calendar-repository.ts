import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { DatedWindow } from '../../platform/dated-window';
import { datedAssignments } from '../assignments/public';
import { datedEvents } from '../events/public';
import {
  calendarIntegrations,
  googleCalendarEvents,
  googleCalendarStates,
  type GoogleSyncItemType,
} from './table';

const GOOGLE = 'google';

export type IntegrationRow = typeof calendarIntegrations.$inferSelect;
export type StateRow = typeof googleCalendarStates.$inferSelect;
export type MappingRow = typeof googleCalendarEvents.$inferSelect;

export interface SealedTokens {
  accessToken: string;
  /** Undefined keeps the stored one (a refresh does not always send a new one). */
  refreshToken?: string;
  tokenExpiresAt: Date;
}

export type SyncWindow = DatedWindow;

/** Connect attempts one student may have waiting at once; older ones are dropped. */
const OPEN_STATES_MAX = 5;

export function googleCalendarRepository(db: Executor) {
  const mine = (userId: string) =>
    and(eq(calendarIntegrations.userId, userId), eq(calendarIntegrations.provider, GOOGLE));

  return {
    async find(userId: string): Promise<IntegrationRow | undefined> {
      const [row] = await db.select().from(calendarIntegrations).where(mine(userId));
      return row;
    },

    /** Stores a fresh grant; a reconnect keeps the calendar made before, so nothing duplicates. */
    async saveGrant(
      userId: string,
      tokens: SealedTokens & { refreshToken: string },
      timeZone: string | null,
    ): Promise<void> {
      const values = {
        enabled: true,
        needsReconnect: false,
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        tokenExpiresAt: tokens.tokenExpiresAt,
        ...(timeZone ? { timeZone } : {}),
      };
      await db
        .insert(calendarIntegrations)
        .values({ userId, provider: GOOGLE, ...values })
        .onConflictDoUpdate({
          target: [calendarIntegrations.userId, calendarIntegrations.provider],
          set: values,
        });
    },

    async saveTokens(userId: string, tokens: SealedTokens): Promise<void> {
      await db.update(calendarIntegrations).set(tokens).where(mine(userId));
    },

    async markNeedsReconnect(userId: string): Promise<void> {
      await db
        .update(calendarIntegrations)
        .set({ needsReconnect: true, accessToken: null, tokenExpiresAt: null })
        .where(mine(userId));
    },

    async setCalendar(userId: string, calendarId: string): Promise<void> {
      await db.update(calendarIntegrations).set({ calendarId }).where(mine(userId));
    },

    async setLastSync(userId: string, lastSync: Date): Promise<void> {
      await db.update(calendarIntegrations).set({ lastSync }).where(mine(userId));
    },

    /** Forgets the connection: tokens, calendar id and every mapping. */
    async remove(userId: string): Promise<void> {
      await db.delete(googleCalendarEvents).where(eq(googleCalendarEvents.userId, userId));
      await db.delete(calendarIntegrations).where(mine(userId));
    },

    async addState(row: typeof googleCalendarStates.$inferInsert, now: Date): Promise<void> {
      await db.delete(googleCalendarStates).where(lt(googleCalendarStates.expiresAt, now));
      await db.insert(googleCalendarStates).values(row);
      await db.execute(sql`
        delete from ${googleCalendarStates}
        where ${googleCalendarStates.userId} = ${row.userId}
          and ${googleCalendarStates.stateHash} not in (
            select ${googleCalendarStates.stateHash} from ${googleCalendarStates}
            where ${googleCalendarStates.userId} = ${row.userId}
            order by ${googleCalendarStates.createdAt} desc
            limit ${OPEN_STATES_MAX}
          )`);
    },

    /**
     * Takes the state (it is deleted whoever asks, so it works once) and returns it only to the
     * user and session it was made for.
     */
    async takeState(
      stateHash: string,
      owner: { userId: string; sessionId: string },
    ): Promise<StateRow | undefined> {
      const [row] = await db
        .delete(googleCalendarStates)
        .where(eq(googleCalendarStates.stateHash, stateHash))
        .returning();
      if (!row || row.userId !== owner.userId || row.sessionId !== owner.sessionId) return;
      return row;
    },

    mappings(userId: string): Promise<MappingRow[]> {
      return db.select().from(googleCalendarEvents).where(eq(googleCalendarEvents.userId, userId));
    },

    async saveMapping(
      userId: string,
      item: { itemType: GoogleSyncItemType; itemId: string },
      googleEventId: string,
      contentHash: string,
    ): Promise<void> {
      await db
        .insert(googleCalendarEvents)
        .values({ userId, ...item, googleEventId, contentHash })
        .onConflictDoUpdate({
          target: [
            googleCalendarEvents.userId,
            googleCalendarEvents.itemType,
            googleCalendarEvents.itemId,
          ],
          set: { googleEventId, contentHash },
        });
    },

    async removeMapping(
      userId: string,
      item: { itemType: GoogleSyncItemType; itemId: string },
    ): Promise<void> {
      await db
        .delete(googleCalendarEvents)
        .where(
          and(
            eq(googleCalendarEvents.userId, userId),
            eq(googleCalendarEvents.itemType, item.itemType),
            eq(googleCalendarEvents.itemId, item.itemId),
          ),
        );
    },

    async removeMappings(userId: string): Promise<void> {
      await db.delete(googleCalendarEvents).where(eq(googleCalendarEvents.userId, userId));
    },

    /** Assignments due in the window (done ones too: they are marked), with their class. */
    assignments: (userId: string, window: SyncWindow) => datedAssignments(db, userId, window, true),

    events: (userId: string, window: SyncWindow) => datedEvents(db, userId, window),
  };
}
