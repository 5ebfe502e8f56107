import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type Availability, databaseAvailability } from './availability';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;
/** The database or an open transaction: repositories run the same queries on either. */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  pool: pg.Pool;
  db: Database;
  availability: Availability;
}

export interface DatabaseLog {
  warn(message: string): void;
}

const quiet: DatabaseLog = { warn: () => undefined };
const PROBE_TIMEOUT_MS = 2000;

export function connectDatabase(url: string, log: DatabaseLog = quiet): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  const availability = databaseAvailability({
    probe: () => probe(pool.options),
    closed: () => pool.ending,
    log,
  });
  // A client that loses its server emits 'error', idle or checked out (a transaction, the
  // migration); with no listener that would crash the process. The query it was running rejects
  // on its own, and the pool drops the broken client when it is released. A lost connection is
  // logged once per outage, by the availability.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      if (!availability.noteError(error)) log.warn(`Database client error: ${error.message}`);
    });
  });
  // The pool re-emits an idle client's error, which the client's own listener has already handled.
  pool.on('error', () => undefined);
  return { pool, db: releasingTransactions(pool), availability };
}

const options = { schema, casing: 'snake_case' } as const;

/**
 * The database, with transactions that always give their connection back. drizzle's own takes a
 * pooled client and releases it in a `finally` that BEGIN runs outside of, so a BEGIN on a
 * connection that died while idle (PostgreSQL going away) kept its client checked out for good;
 * ten of those and the pool had none left once PostgreSQL was back. Here the transaction runs on a
 * client taken and released around it; the pool drops a broken one on release.
 */
function releasingTransactions(pool: pg.Pool): Database {
  const db = drizzle(pool, options);
  const transaction: Database['transaction'] = async (work, config) => {
    const client = await pool.connect();
    try {
      return await drizzle(client, options).transaction(work, config);
    } finally {
      client.release();
    }
  };
  return Object.assign(db, { transaction });
}

/** One short-lived connection outside the pool, so a pool full of busy clients cannot delay it. */
async function probe(options: pg.PoolConfig): Promise<void> {
  const client = new pg.Client({
    ...options,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    query_timeout: PROBE_TIMEOUT_MS,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
  } finally {
    await client.end().catch(() => undefined);
  }
}

// Any constant works; it only has to be the same in every server process sharing the database.
const MIGRATION_LOCK = 72_743_100;

/** Applies committed migrations; an advisory lock keeps concurrent server starts from racing. */
export async function migrateDatabase(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** For the health check: known down answers at once, otherwise one query on a pooled client. */
export async function databaseIsUp({ pool, availability }: DatabaseHandle): Promise<boolean> {
  if (!availability.up) return false;
  try {
    await pool.query('select 1');
    return true;
  } catch (error) {
    availability.noteError(error);
    return false;
  }
}
