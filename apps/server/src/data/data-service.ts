import {
  BACKUP_VERSION,
  type BackupContents,
  type BackupFile,
  type RestoreSummary,
} from '@assignd/schemas';
import type { Executor } from '../db/client';
import type { PlannerStore } from '../platform/store';
import type { Origin } from '../realtime/changes';
import { CLEAR_PARTS, SERVER_MODULES } from '../modules/registry';
import type { BackupPart, RestoreContext } from '../platform/server-module';
import { SNAPSHOT } from '../platform/pages';

type BackupKey = keyof RestoreSummary;
type Rows = Pick<BackupFile, BackupKey>;

const BACKUP_PARTS = SERVER_MODULES.flatMap((module) => (module.backup ? [module.backup] : []));
const RESTORE_PARTS = [...BACKUP_PARTS].sort((a, b) => a.restoreOrder - b.restoreOrder);
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
function complete<T extends object>(parts: Partial<T>): parts is T {
  return BACKUP_PARTS.every((part) => part.key in parts);
}

export function dataService({ transact }: PlannerStore) {
  return {
    exportAll(userId: string): Promise<BackupFile> {
      // One snapshot, so an assignment is never exported without the class it points at.
      return transact(async (_store, tx) => {
        const rows: Partial<Rows> = {};
        for (const part of BACKUP_PARTS) await exportPart(part, tx, userId, rows);
        if (!complete<Rows>(rows)) throw new Error('A backup part wrote no rows');
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
        const context: RestoreContext = { userId, classIds: new Map(), studySetIds: new Map() };
        const summary: Partial<RestoreSummary> = {};
        for (const part of RESTORE_PARTS) {
          await restorePart(part, tx, context, file, summary);
        }
        if (!complete<RestoreSummary>(summary)) throw new Error('A restore part answered nothing');
        await store.changes.publish({ type: 'refresh', userId, origin });
        return summary;
      });
    },

    /** Spec 7's order (flashcards, study sets, assignments, schedule, classes), then events. */
    clearAll(userId: string, origin: Origin): Promise<void> {
      return transact(async (store, tx) => {
        for (const part of CLEAR_PARTS) await part.clear(tx, userId);
        await store.changes.publish({ type: 'refresh', userId, origin });
      });
    },
  };
}

export type DataService = ReturnType<typeof dataService>;
