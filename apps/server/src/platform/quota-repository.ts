import type { QuotaTable } from '@assignd/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { assignments } from '../modules/assignments/table';
import { classes } from '../modules/classes/table';
import { events } from '../modules/events/table';
import { focusSessions } from '../modules/focus/table';
import { flashcards, studySets } from '../modules/study/table';

// The first key of a two-key advisory lock; the migration lock's single key lives in another space.
const QUOTA_LOCK = 72_743_101;

const tables = {
  assignments,
  classes,
  events,
  studySets,
  flashcards,
  focusSessions,
} as const satisfies Record<QuotaTable, unknown>;

export function quotaRepository(db: Executor) {
  return {
    /**
     * Holds the student's quota lock until the transaction ends, so two writes at once cannot
     * both see the last free place. A hash collision between two students only makes them wait.
     */
    async lock(userId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, hashtext(${userId}))`);
    },

    count(table: QuotaTable, userId: string): Promise<number> {
      const rows = tables[table];
      return db.$count(rows, eq(rows.userId, userId));
    },
  };
}

export type QuotaRepository = ReturnType<typeof quotaRepository>;
