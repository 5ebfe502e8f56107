import type { SchoolClass } from '@assignd/schemas';
import type { Database } from '../../db/client';
import { classes } from './table';
import { ownedRowsQuota, serverModule } from '../../platform/server-module';
import { exportClasses, restoreClasses } from './class-backup';
import { classRepository } from './class-repository';
import { classRoutes } from './class-routes';
import { toClass } from './class-service';

async function readClass(
  db: Database,
  userId: string,
  id: string,
): Promise<SchoolClass | undefined> {
  const row = await classRepository(db).find(userId, id);
  return row && toClass(row);
}

export const classesModule = serverModule({
  name: 'classes',
  repositories: { classes: classRepository },
  routes: classRoutes,
  pro: null,
  publicRoutes: null,
  realtime: { table: 'classes', readRow: readClass },
  quota: ownedRowsQuota('classes', classes),
  // After assignments and the schedule, which point at classes.
  clearAll: {
    order: 4,
    clear: (tx, userId) => classRepository(tx).deleteAllOf(userId),
  },
  // First: assignments and schedule periods are re-linked to the ids it restores.
  backup: { key: 'classes', restoreOrder: 1, export: exportClasses, restore: restoreClasses },
  jobs: null,
  follows: null,
  accountDeletion: null,
  sessionReplaced: null,
});
