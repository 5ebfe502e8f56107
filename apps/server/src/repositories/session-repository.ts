import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { SESSIONS_CHANNEL, sessionEndedPayload } from '../realtime/session-ends';

// One query per this many sessions, so a server with many sockets never sends a giant IN list.
const CHUNK = 1000;

export function sessionRepository(db: Database) {
  return {
    async publishEnded(sessionId: string): Promise<void> {
      await db.execute(
        sql`select pg_notify(${SESSIONS_CHANNEL}, ${sessionEndedPayload(sessionId)})`,
      );
    },

    /** When each of these sessions expires; a session that no longer exists is left out. */
    async expiries(ids: readonly string[]): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      const unique = [...new Set(ids)];
      for (let start = 0; start < unique.length; start += CHUNK) {
        const rows = await db
          .select({ id: sessions.id, expiresAt: sessions.expiresAt })
          .from(sessions)
          .where(inArray(sessions.id, unique.slice(start, start + CHUNK)));
        for (const row of rows) found.set(row.id, row.expiresAt.getTime());
      }
      return found;
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
