import {
  BACKUP_VERSION,
  type BackupContents,
  type BackupFile,
  type RestoreSummary,
} from '@assignd/schemas';
import type { Executor } from '../db/client';
import type { Store } from '../platform/store';
import type { Origin } from '../realtime/changes';
import type {
  AnyBackupPart,
  BackupPart,
  ClearPart,
  RestoreContext,
} from '../platform/server-module';
import { SNAPSHOT } from '../platform/pages';

type BackupKey = keyof RestoreSummary;
type Rows = Pick<BackupFile, BackupKey>;

/** The modules' parts, gathered by the app: backups in registry order, clear parts lowest first. */
export interface DataParts {
  backup: readonly AnyBackupPart[];
  clear: readonly ClearPart[];
}

async function exportPart<Key extends BackupKey>(
  part: BackupPart<Key>,
  tx: Executor,
  userId: string,
  rows: Partial<Rows>,
): Promise<void> {
  rows[part.key] = await part.export(tx, userId);
}

async function restorePart<Key extends BackupKey>(
  part: BackupPart<Key>,
  tx: Executor,
  context: RestoreContext,
  file: BackupContents,
  summary: Partial<RestoreSummary>,
): Promise<void> {
  summary[part.key] = await part.restore(tx, context, file[part.key]);
}

/** Whether every backup key was filled: each module with a backup part fills its own. */
function complete<T extends object>(
  backupParts: readonly AnyBackupPart[],
  parts: Partial<T>,
): parts is T {
  return backupParts.every((part) => part.key in parts);
}

export function dataService({ transact }: Store<unknown>, parts: DataParts) {
  const restoreParts = [...parts.backup].sort((a, b) => a.restoreOrder - b.restoreOrder);
  return {
    exportAll(userId: string): Promise<BackupFile> {
      // One snapshot, so an assignment is never exported without the class it points at.
      return transact(async (_store, tx) => {
        const rows: Partial<Rows> = {};
        for (const part of parts.backup) await exportPart(part, tx, userId, rows);
        if (!complete<Rows>(parts.backup, rows)) throw new Error('A backup part wrote no rows');
        return { ...rows, exportDate: new Date().toISOString(), version: BACKUP_VERSION };
      }, SNAPSHOT);
    },

    /**
     * Parts restore in their restoreOrder, classes first, so assignments and schedule periods can
     * be re-linked to their new ids. Other devices are told to refetch everything rather than sent
     * each of what may be thousands of rows.
     */
    restore(userId: string, file: BackupContents, origin: Origin): Promise<RestoreSummary> {
      return transact(async (store, tx) => {
        // Held to the end, so a create running meanwhile cannot slip past the quotas checked here.
        await store.quotas.lock(userId);
        const context: RestoreContext = {
          userId,
          termIds: new Map(),
          classIds: new Map(),
          gradeCategoryIds: new Map(),
          studySetIds: new Map(),
        };
        const summary: Partial<RestoreSummary> = {};
        for (const part of restoreParts) {
          await restorePart(part, tx, context, file, summary);
        }
        if (!complete<RestoreSummary>(parts.backup, summary))
          throw new Error('A restore part answered nothing');
        await store.changes.publish({ type: 'refresh', userId, origin });
        return summary;
      });
    },

    /** Spec 7's order (flashcards, study sets, assignments, schedule, classes), then events. */
    clearAll(userId: string, origin: Origin): Promise<void> {
      return transact(async (store, tx) => {
        for (const part of parts.clear) await part.clear(tx, userId);
        await store.changes.publish({ type: 'refresh', userId, origin });
      });
    },
  };
}

export type DataService = ReturnType<typeof dataService>;
