import { type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Executor } from '../db/client';

/**
 * pg-boss's SQL ($1, $2...) run through a drizzle executor, so a job sent with a write is inserted
 * inside that write's transaction and rolls back with it.
 */
export function transactionDb(tx: Executor): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const chunks: SQL[] = [];
      // split with a capturing group: even entries are SQL text, odd ones a parameter's number.
      text.split(/\$(\d+)/).forEach((part, index) => {
        chunks.push(index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`);
      });
      const result = await tx.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}
