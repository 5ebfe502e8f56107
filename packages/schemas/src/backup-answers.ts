import * as z from 'zod/mini';
import { joinParts, mapParts } from './join-parts';
import type { BackupTable } from './module-contract';
import { MODULE_CONTRACTS } from './modules/contracts.generated';
import { instant, named } from './response-parts';

/*
 * What GET /api/backup writes and POST /api/backup answers, built from every module's backup keys
 * (modules/<name>/contract.ts): a module's key is in the file and in the summary, or in neither.
 */

const BACKUP_TABLES = joinParts(MODULE_CONTRACTS.map((module) => module.backup));
type BackupTables = typeof BACKUP_TABLES;

export const BACKUP_VERSION = '1.0';

const exportedRows = mapParts(BACKUP_TABLES, (table: BackupTable) => z.array(table.row)) as {
  [Key in keyof BackupTables]: z.ZodMiniArray<BackupTables[Key]['row']>;
};

/** GET /api/backup: the whole planner, as a file the student keeps. */
export const backupExportSchema = /* @__PURE__ */ named(
  z.object({ ...exportedRows, exportDate: instant, version: z.literal(BACKUP_VERSION) }),
  'BackupFile',
);
export type BackupFile = z.infer<typeof backupExportSchema>;

const restored = mapParts(BACKUP_TABLES, (table: BackupTable) => table.restored) as {
  [Key in keyof BackupTables]: BackupTables[Key]['restored'];
};

/** What a restore added; a schedule counts when it replaced a different one (or none). */
export const restoreSummarySchema = /* @__PURE__ */ named(z.object(restored), 'RestoreSummary');
export type RestoreSummary = z.infer<typeof restoreSummarySchema>;
