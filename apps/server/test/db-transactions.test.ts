import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/client';
import { createTestDatabase } from './helpers';

/** The socket under a pooled client, to cut as PostgreSQL going away would. */
function socketOf(client: pg.PoolClient): { destroy(): void } {
  return (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream;
}

describe('transactions over connections that died', () => {
  let database: { url: string; drop: () => Promise<void> };
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    handle = connectDatabase(database.url);
  });
  afterAll(async () => {
    await handle.pool.end();
    await database.drop();
  });

  it('gives every connection back, so the pool still serves once PostgreSQL is back', async () => {
    const { pool, db } = handle;
    // More failed BEGINs than the pool has connections (10): each one's client dies as it is
    // handed out, as an idle connection whose server went away does.
    let dying = 12;
    const kill = (client: pg.PoolClient) => {
      if (dying > 0) {
        dying -= 1;
        socketOf(client).destroy();
      }
    };
    pool.on('acquire', kill);
    try {
      for (let attempt = 0; attempt < 12; attempt++) {
        await expect(db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow();
      }
    } finally {
      pool.off('acquire', kill);
    }
    const result = await db.transaction((tx) => tx.execute(sql`select 1 as one`));
    expect(result.rows).toEqual([{ one: 1 }]);
    expect(pool.waitingCount).toBe(0);
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });
});
