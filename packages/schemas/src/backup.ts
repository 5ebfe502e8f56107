import { z } from 'zod';
import type { RestoreSummary } from './backup-answers';
import type { RestoreTable } from './backup-rows';
import { joinParts, mapParts } from './join-parts';
import { MODULE_RESTORES } from './modules/restores.generated';
import { text } from './text';

/*
 * A backup file as restore reads it, built from every module's readers (modules/<name>/restore.ts,
 * whose file says how rows of ours and of the original product are read).
 */

const RESTORE_TABLES = joinParts(MODULE_RESTORES);
type RestoreTables = typeof RESTORE_TABLES;
type BackupKey = keyof RestoreTables;

/** Spec-free bound: years of a student's planner hold far fewer rows than this. */
export const RESTORE_ROWS_MAX = 5000;

const tables = Object.entries(RESTORE_TABLES) as [BackupKey, RestoreTable][];
const IDENTIFYING = tables.flatMap(([key, table]) => (table.identifies ? [key] : []));

type RowsOf<Tables extends Readonly<Record<BackupKey, RestoreTable>>> = {
  [Key in BackupKey]: Tables[Key]['row'];
};

/**
 * A key the backup file writes (modules/<name>/contract.ts) that no restore reads would answer 500
 * on restore; one restore reads that the file never writes would never be filled. Either fails here.
 */
type OnlyInOne<A, B> = Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>;
type Unpaired = OnlyInOne<RestoreSummary, RestoreTables>;
type PairedCheck<T> = [Unpaired] extends [never] ? T : { unpairedBackupKey: Unpaired };

/** How a row of each table is read; the server reads a large file's rows a few at a time. */
export const backupRowSchemas: PairedCheck<RowsOf<RestoreTables>> = mapParts(
  RESTORE_TABLES,
  (table: RestoreTable) => table.row,
) as RowsOf<RestoreTables>;

function backupFile<Rows extends Record<BackupKey, z.ZodType>>(row: Rows) {
  const lists = Object.fromEntries(
    tables.map(([key, { most }]) => {
      const max = most ?? { max: RESTORE_ROWS_MAX, message: `At most ${RESTORE_ROWS_MAX} rows` };
      return [key, z.array(row[key]).max(max.max, max.message).optional()];
    }),
  ) as { [Key in BackupKey]: z.ZodOptional<z.ZodArray<Rows[Key]>> };
  return z
    .object({ ...lists, exportDate: text(64).optional(), version: text(64).optional() })
    .refine((file) => IDENTIFYING.some((key) => file[key] !== undefined), {
      message: 'Invalid backup file format',
    });
}

export const backupFileSchema = backupFile(backupRowSchemas);
/** The file with its rows left unread: every check of backupFileSchema except the rows' own. */
export const backupOutlineSchema = backupFile(
  mapParts<RestoreTables, z.ZodUnknown>(RESTORE_TABLES, () => z.unknown()),
);
export type BackupContents = z.output<typeof backupFileSchema>;
/** One row of a backup key, as restore hands it to the module. */
type BackupRow<Key extends BackupKey> = NonNullable<BackupContents[Key]>[number];
export type BackupAssignment = BackupRow<'assignments'>;
export type BackupClass = BackupRow<'classes'>;
export type BackupEvent = BackupRow<'events'>;
export type BackupStudySet = BackupRow<'studySets'>;
export type BackupFlashcard = BackupRow<'flashcards'>;
export type BackupFocusSession = BackupRow<'focusSessions'>;
export type BackupTerm = BackupRow<'terms'>;
export type BackupGradeCategory = BackupRow<'gradeCategories'>;
export type BackupGradeScale = BackupRow<'gradeScale'>;
