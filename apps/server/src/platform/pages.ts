import { type Page, readInstant } from '@assignd/schemas';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import { HttpError } from '../lib/http';
import type { Position } from './keyset';
import type { PlatformRepositories, Store } from './store';

export interface PageQuery {
  limit: number;
  cursor?: string;
}

// Whole lists are read this many rows at a time: a student's 5,000 assignments in one go kept the
// event loop busy mapping and serialising them long enough to hold up every other request.
const READ_CHUNK = 500;

/** Reads of several statements that must all see the same moment. */
export const SNAPSHOT: PgTransactionConfig = {
  isolationLevel: 'repeatable read',
  accessMode: 'read only',
};

const POSITION_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const encodeCursor = (position: Position) =>
  Buffer.from(`${position.createdAt}|${position.id}`).toString('base64url');

function decodeCursor(cursor: string): Position {
  const [createdAt = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString().split('|');
  // The pattern keeps the microseconds as written; the reader refuses days such as 30 February.
  const exists = POSITION_AT.test(createdAt) && readInstant(createdAt).ok;
  if (rest.length > 0 || !exists || !UUID.test(id)) {
    throw new HttpError(400, 'cursor: Invalid cursor', 'cursor');
  }
  return { createdAt, id };
}

/**
 * One page through a repository's `page`: one row more than asked tells whether another page
 * follows, and the last row shown is where it starts.
 */
export async function pageOf<Row extends { id: string }, Item>(
  query: PageQuery,
  fetch: (limit: number, from?: Position) => Promise<{ row: Row; position: string }[]>,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const from = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const rows = await fetch(query.limit + 1, from);
  const shown = rows.slice(0, query.limit);
  const last = shown.at(-1);
  return {
    items: shown.map(({ row }) => toItem(row)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ createdAt: last.position, id: last.row.id })
        : null,
  };
}

/**
 * Every row through a repository's `page`, a chunk at a time, so other requests run between the
 * chunks. Run it in a SNAPSHOT transaction, or rows written meanwhile could be missed or doubled.
 */
export async function allOf<Row extends { id: string }, Item>(
  fetch: (limit: number, from?: Position) => Promise<{ row: Row; position: string }[]>,
  toItem: (row: Row) => Item,
): Promise<Item[]> {
  const items: Item[] = [];
  let from: Position | undefined;
  for (;;) {
    const rows = await fetch(READ_CHUNK, from);
    for (const { row } of rows) items.push(toItem(row));
    const last = rows.at(-1);
    if (rows.length < READ_CHUNK || !last) return items;
    from = { createdAt: last.position, id: last.row.id };
  }
}

type PageReader<Repositories, Row> = (
  repositories: Repositories & PlatformRepositories,
  limit: number,
  from?: Position,
) => Promise<{ row: Row; position: string }[]>;

/**
 * A whole list of one table. Most lists fit in one chunk, and one statement sees one moment, so
 * they take a single query; a longer one is read again in chunks inside a SNAPSHOT transaction.
 */
export async function wholeList<Repositories, Row extends { id: string }, Item>(
  { repositories, transact }: Store<Repositories>,
  read: PageReader<Repositories, Row>,
  toItem: (row: Row) => Item,
): Promise<Item[]> {
  const first = await read(repositories, READ_CHUNK);
  if (first.length < READ_CHUNK) return first.map(({ row }) => toItem(row));
  return transact(
    (inTransaction) => allOf((limit, from) => read(inTransaction, limit, from), toItem),
    SNAPSHOT,
  );
}
