import type * as z from 'zod/mini';

/*
 * What one capability adds to the shared contract (modules/<name>/contract.ts). realtime.ts,
 * backup-answers.ts and quotas.ts build the realtime tables, the backup file, the restore summary
 * and the quotas from every module's declaration (modules/contracts.generated.ts lists them), so
 * adding a module edits none of those lists. Answer schemas only (zod/mini): the web app reads
 * these before first paint.
 */

/** A key of the backup file: its rows as GET /api/backup writes them, and what restore counts. */
export interface BackupTable {
  row: z.ZodMiniType;
  /**
   * What POST /api/backup answers for the key: rows added (`z.int()`), or whether it changed
   * (`z.boolean()`). Required with the row, so no key is written that a restore does not report.
   */
  restored: z.ZodMiniType;
}

/** Rows one student may keep in a table, with the plain noun its messages use (quotas.ts). */
interface Quota {
  limit: number;
  noun: string;
}

export interface ModuleContract {
  /** Tables whose changes reach the student's other devices, each with its row in API shape. */
  realtime: Readonly<Record<string, z.ZodMiniType>>;
  /**
   * Keys of the backup file. Each needs a reader of the same key in the module's restore.ts, or
   * backup.ts fails the type check.
   */
  backup: Readonly<Record<string, BackupTable>>;
  /** Tables with a quota, keyed as the backup file's keys. */
  quotas: Readonly<Record<string, Quota>>;
}

/** Checks a module's contract, keeping its literal keys for the shared records. */
export function moduleContract<const Contract extends ModuleContract>(
  contract: Contract,
): Contract {
  return contract;
}
