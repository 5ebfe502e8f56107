import {
  backupOutlineSchema,
  backupRowSchemas,
  type BackupContents,
  backupOverQuotaMessage,
  isQuotaTable,
  jsonProblem,
  QUOTAS,
  RESTORE_ROWS_MAX,
} from '@assignd/schemas';
import { breather } from './breather';
import { HttpError } from './http';
import { ScanRefusal, scanJsonObject, TooManyRows } from './json-rows-scanner';

export const INVALID_BACKUP = 'Invalid backup file format';

// A backup's root holds six known fields; a row of ours is under 50 tokens, a full schedule ~3,000.
const SCAN_LIMITS = { rootKeys: 16, rows: RESTORE_ROWS_MAX, rowTokens: 10_000 };
// A row of ours is at most ~10,000 characters of text (~60,000 if every one is escaped) and a
// schedule_data text at most 256 KiB; past this, parsing and guarding one row could hold the loop.
const ROW_CHARS_MAX = 2 * 1024 * 1024;
// The outline is the root's keys and short values with each row written as 0: ~30 KB at most.
const OUTLINE_CHARS_MAX = 1024 * 1024;
/** The longest stretch of reading rows before other requests get a turn. */
const BUSY_MS = 5;

const refuse = (path: readonly PropertyKey[] = []) =>
  new HttpError(400, INVALID_BACKUP, path.length > 0 ? path.map(String).join('.') : undefined);

function parseAt(text: string, path: readonly PropertyKey[]): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw refuse(path);
  }
}

const isTable = (key: string): key is keyof typeof backupRowSchemas =>
  Object.hasOwn(backupRowSchemas, key);

/**
 * Reads a backup file's text as backupFileSchema would, but a slice and a few rows at a time, so
 * a file of 15,000 rows never holds the event loop for more than a few milliseconds. A refusal
 * is a 400 naming the first wrong field ('assignments.3.dueDate'); nothing has been written.
 */
export async function readBackup(text: string): Promise<BackupContents> {
  let scanned;
  try {
    scanned = await scanJsonObject(text, SCAN_LIMITS);
  } catch (error) {
    // Past the row limit a file also passes these quotas; focus sessions may keep more than one file.
    if (
      error instanceof TooManyRows &&
      isQuotaTable(error.key) &&
      QUOTAS[error.key].limit <= RESTORE_ROWS_MAX
    ) {
      throw new HttpError(413, backupOverQuotaMessage(error.key), error.key);
    }
    if (error instanceof ScanRefusal) throw refuse(error.path);
    throw error;
  }
  if (scanned.outline.length > OUTLINE_CHARS_MAX) throw refuse();
  const outline = parseAt(scanned.outline, []);
  const outlineProblem = jsonProblem(outline);
  if (outlineProblem) throw refuse(outlineProblem.path);
  const checked = backupOutlineSchema.safeParse(outline);
  if (!checked.success) throw refuse(checked.error.issues[0]?.path);

  const tables: Record<string, unknown[]> = {};
  const pause = breather(BUSY_MS);
  for (const [key, rows] of scanned.rows) {
    const read: unknown[] = [];
    for (const [index, [start, end]] of rows.entries()) {
      await pause();
      const path = [key, index];
      // Rows of a field a backup does not have are still checked, then left out.
      if (end - start > ROW_CHARS_MAX) throw refuse(path);
      const row = parseAt(text.slice(start, end), path);
      const problem = jsonProblem(row, path, 2);
      if (problem) throw refuse(problem.path);
      if (!isTable(key)) continue;
      const result = backupRowSchemas[key].safeParse(row);
      if (!result.success) throw refuse([...path, ...(result.error.issues[0]?.path ?? [])]);
      read.push(result.data);
    }
    if (isTable(key)) tables[key] = read;
  }
  return { ...checked.data, ...tables } as BackupContents;
}
