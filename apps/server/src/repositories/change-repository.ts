import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { CHANGES_CHANNEL, type ChangeNotice } from '../realtime/changes';

export function changeRepository(db: Executor) {
  return {
    /**
     * Run inside the write's transaction: NOTIFY is delivered only on commit, so a write that
     * rolls back publishes nothing, and listeners never hear of a row before they can read it.
     */
    async publish(notice: ChangeNotice): Promise<void> {
      await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(notice)})`);
    },
  };
}
