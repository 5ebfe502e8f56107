import { z } from 'zod';
import { instantSchema, readInstant } from './dates';

/*
 * How a module reads its rows of a backup file (modules/<name>/restore.ts); backup.ts builds the
 * file's schema from every module's. Restore reads our own export (camelCase fields) and files
 * written by the original product (rows as stored: snake_case columns, schedule_data as JSON
 * text). Rows are normalised to our create schemas; the ids they carried are kept aside only to
 * re-link rows (assignments to classes, cards to sets), and their creation time is kept so lists
 * come back in the order the student knew.
 */

export type Row = Record<string, unknown>;

/** A key of the backup file and how its rows are read. */
export interface RestoreTable {
  row: z.ZodType;
  /** Fewer rows than a table's usual RESTORE_ROWS_MAX (a backup holds at most one schedule). */
  most?: { max: number; message: string };
  /**
   * A file holding none of the identifying keys is not a backup (every file of ours and of the
   * original product holds assignments, classes or a schedule).
   */
  identifies?: true;
}

/** Checks a module's readers, keeping their literal keys for backup.ts. */
export function moduleRestore<const Tables extends Readonly<Record<string, RestoreTable>>>(
  tables: Tables,
): Tables {
  return tables;
}

/** Normalises an object row before validation; anything else is left for the schema to refuse. */
export const fromRow = <T extends z.ZodType>(normalise: (source: Row) => unknown, schema: T) =>
  z.preprocess(
    (value) =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? normalise(value as Row)
        : value,
    schema,
  );

export function field(source: Row, camel: string, snake: string): unknown {
  return source[camel] !== undefined ? source[camel] : source[snake];
}

/** Empty means none; anything else is read by the same strict reader as the routes use. */
export function instant(value: unknown): unknown {
  return value === undefined || value === '' ? null : value;
}

/** A creation time only orders lists, so an unreadable one is dropped rather than refusing the file. */
export function createdAtOf(source: Row): string | undefined {
  const value = field(source, 'createdAt', 'created_at');
  if (typeof value !== 'string') return undefined;
  const read = readInstant(value);
  return read.ok ? read.value : undefined;
}

/** The id a row had in the file, kept to re-link the rows that named it. */
export const oldId = (source: Row) => (typeof source.id === 'string' ? source.id : null);

/** The id of another row this one named (`classId`, `studySetId`); empty means none. */
export const oldLink = (source: Row, camel: string, snake: string) => {
  const value = field(source, camel, snake);
  return typeof value === 'string' && value ? value : null;
};

export const restoredCreatedAt = instantSchema.optional();
