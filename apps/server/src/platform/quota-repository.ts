import type { QuotaTable } from '@assignd/schemas';
import type { Executor } from '../db/client';
import { lockUntilCommit } from '../db/transaction-lock';

/** How many rows a student has in one quota table; the module owning the table declares it. */
export type QuotaCount = (db: Executor, userId: string) => Promise<number>;

/** A counter for every quota table, gathered from the modules by the app. */
export type QuotaCounters = Readonly<Record<QuotaTable, QuotaCount>>;

export function quotaRepository(db: Executor, counters: QuotaCounters) {
  return {
    /**
     * Holds the student's quota lock until the transaction ends, so two writes at once cannot
     * both see the last free place. A hash collision between two students only makes them wait.
     */
    async lock(userId: string): Promise<void> {
      await lockUntilCommit(db, 'quota', userId);
    },

    count(table: QuotaTable, userId: string): Promise<number> {
      return counters[table](db, userId);
    },
  };
}

export type QuotaRepository = ReturnType<typeof quotaRepository>;
