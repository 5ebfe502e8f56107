import type { FocusSession } from '@assignd/schemas';
import type { Database } from '../../db/client';
import { focusSessions } from './table';
import { ownedRowsQuota, serverModule } from '../../platform/server-module';
import { exportFocusSessions, restoreFocusSessions } from './focus-backup';
import { focusRepository } from './focus-repository';
import { focusRoutes } from './focus-routes';
import { toFocusSession } from './focus-service';

async function readFocusSession(
  db: Database,
  userId: string,
  id: string,
): Promise<FocusSession | undefined> {
  const found = await focusRepository(db).find(userId, id);
  return found && toFocusSession(found);
}

export const focusModule = serverModule({
  name: 'focus',
  repositories: { focusSessions: focusRepository },
  routes: focusRoutes,
  pro: 'pomodoro',
  publicRoutes: null,
  realtime: { table: 'focus_sessions', readRow: readFocusSession },
  quota: ownedRowsQuota('focusSessions', focusSessions),
  // Before assignments, whose rows its sessions point at.
  clearAll: { order: 0, clear: (tx, userId) => focusRepository(tx).deleteAllOf(userId) },
  backup: {
    key: 'focusSessions',
    restoreOrder: 7,
    export: exportFocusSessions,
    restore: restoreFocusSessions,
  },
  jobs: null,
  follows: null,
  accountDeletion: null,
  sessionReplaced: null,
});
