import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pushSubscriptions } from './table';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

export interface NewPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  /** The session subscribing it: its end removes the row. */
  sessionId: string;
}

/** Every device a student may have; subscribing one more replaces the least recently used. */
export const PUSH_DEVICES_MAX = 20;

export function pushRepository(db: Executor) {
  return {
    async moveToSession(from: string, to: string): Promise<void> {
      await db
        .update(pushSubscriptions)
        .set({ sessionId: to })
        .where(eq(pushSubscriptions.sessionId, from));
    },

    list(userId: string): Promise<PushSubscriptionRow[]> {
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id))
        .limit(PUSH_DEVICES_MAX + 1);
    },

    /**
     * Saves this browser's subscription for the student. A browser has one endpoint whoever is
     * signed in, so an endpoint another student registered moves to this one (with its new keys).
     */
    async save(userId: string, values: NewPushSubscription): Promise<PushSubscriptionRow> {
      const [row] = await db
        .insert(pushSubscriptions)
        .values({ userId, ...values })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId,
            p256dh: values.p256dh,
            auth: values.auth,
            label: values.label,
            sessionId: values.sessionId,
            // Moved to another student: a new device to them.
            createdAt: sql`case when ${pushSubscriptions.userId} = ${userId} then ${pushSubscriptions.createdAt} else now() end`,
          },
        })
        .returning();
      if (!row) throw new Error('Saving a push subscription returned no row');
      return row;
    },

    /** Keeps the newest `max` of the student's devices (by last use, else subscription). */
    async trim(userId: string, max: number): Promise<void> {
      await db.execute(sql`
        delete from ${pushSubscriptions}
        where ${pushSubscriptions.userId} = ${userId}
          and ${pushSubscriptions.id} not in (
            select ${pushSubscriptions.id} from ${pushSubscriptions}
            where ${pushSubscriptions.userId} = ${userId}
            order by coalesce(${pushSubscriptions.lastUsedAt}, ${pushSubscriptions.createdAt}) desc
            limit ${max}
          )`);
    },

    /** Also when the push service says the endpoint is gone (404 or 410). */
    async remove(userId: string, id: string): Promise<boolean> {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)))
        .returning({ id: pushSubscriptions.id });
      return removed.length > 0;
    },

    /** This browser's row, when signing out; false when the student has none with it. */
    async removeEndpoint(userId: string, endpoint: string): Promise<boolean> {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return removed.length > 0;
    },

    async markUsed(userId: string, id: string, at: Date): Promise<void> {
      await db
        .update(pushSubscriptions)
        .set({ lastUsedAt: at })
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)));
    },
  };
}
