import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { SESSIONS_CHANNEL, sessionEndedPayload } from '../realtime/session-ends';

// One query per this many sessions, so a server with many sockets never sends a giant IN list.
const CHUNK = 1000;

export function sessionRepository(db: Database) {
  const publishEnded = async (sessionId: string): Promise<void> => {
    await db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${sessionEndedPayload(sessionId)})`);
  };
  // Deleting here bypasses Better Auth's delete hook, so the sockets are told from here.
  const endWhere = async (where: ReturnType<typeof and>): Promise<number> => {
    const ended = await db.delete(sessions).where(where).returning({ id: sessions.id });
    await Promise.all(ended.map((row) => publishEnded(row.id)));
    return ended.length;
  };
  return {
    publishEnded,

    /** The student's unexpired sessions, most recently active first. */
    async listOf(userId: string, now: Date) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          updatedAt: sessions.updatedAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > ${now}`))
        .orderBy(desc(sessions.updatedAt), desc(sessions.id));
    },

    /** Ends one of the student's sessions; false when they have none of that id. */
    async end(userId: string, sessionId: string): Promise<boolean> {
      return (await endWhere(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))) > 0;
    },

    /** Ends the session holding this token, if it still exists. */
    async endByToken(token: string): Promise<void> {
      await endWhere(eq(sessions.token, token));
    },

    /** Ends every session of the student but `keepId`; how many it ended. */
    async endOthers(userId: string, keepId: string): Promise<number> {
      return endWhere(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
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
