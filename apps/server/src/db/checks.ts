import { sql, type AnyColumn } from 'drizzle-orm';
import { check } from 'drizzle-orm/pg-core';

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * A CHECK that the column holds one of `values`, written from the same list the schemas use, so the
 * database and the API cannot allow different values. The list is inlined (sql.raw) because a CHECK
 * cannot take parameters; the values are the code's own constants, never user input.
 */
export const oneOfCheck = (name: string, column: AnyColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map(quote).join(', '))})`);

/** A CHECK that a text column holds a 24-hour 'HH:MM' time, as `isClockTime` in @assignd/core. */
export const clockCheck = (name: string, column: AnyColumn) =>
  check(name, sql`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`);
