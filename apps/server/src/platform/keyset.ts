import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Where a row stands in a list ordered newest first: its creation time to the microsecond, then id. */
export interface Position {
  createdAt: string;
  id: string;
}

interface Ordered {
  createdAt: AnyPgColumn;
  id: AnyPgColumn;
}

/**
 * The row's creation time as PostgreSQL holds it. A JavaScript Date keeps only milliseconds, and a
 * cursor built from one would skip or repeat rows created within the same millisecond.
 */
export const positionOf = (table: Ordered) =>
  sql<string>`to_char(${table.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Rows after this position in the newest-first order; every row when there is none. */
export const after = (table: Ordered, position: Position | undefined): SQL | undefined =>
  position
    ? sql`(${table.createdAt}, ${table.id}) < (${position.createdAt}::timestamptz, ${position.id}::uuid)`
    : undefined;
