import { sql } from 'drizzle-orm';
import type { Executor } from './client';

/**
 * Holds an advisory lock named by `name` (and `key`) until the transaction ends: every
 * transaction asking for the same name, on any server process, waits for the one holding it. The
 * names are hashed, so two different names may share a lock; that only makes them wait.
 */
export async function lockUntilCommit(tx: Executor, name: string, key?: string): Promise<void> {
  await tx.execute(
    key === undefined
      ? sql`select pg_advisory_xact_lock(hashtext(${name}))`
      : sql`select pg_advisory_xact_lock(hashtext(${name}), hashtext(${key}))`,
  );
}
