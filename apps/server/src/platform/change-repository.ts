import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { CHANGES_CHANNEL, type ChangeNotice } from '../realtime/changes';

/** What else a change runs inside its transaction: the modules' follows (jobs/job-queue.ts). */
export type ChangeFollowers = (tx: Executor, notice: ChangeNotice) => Promise<void>;

/** For code that only reads, or tests of realtime alone. */
export const NO_FOLLOWERS: ChangeFollowers = () => Promise.resolve();

export function changeRepository(db: Executor, followers: ChangeFollowers) {
  return {
    /**
     * Run inside the write's transaction: NOTIFY is delivered only on commit, so a write that
     * rolls back publishes nothing, and listeners never hear of a row before they can read it.
     * Jobs the follows plan are written in the same transaction, so they share its fate.
     */
    async publish(notice: ChangeNotice): Promise<void> {
      await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(notice)})`);
      await followers(db, notice);
    },
  };
}
