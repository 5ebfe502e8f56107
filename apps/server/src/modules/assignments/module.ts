import type { Assignment } from '@assignd/schemas';
import type { Database } from '../../db/client';
import { assignments } from './table';
import { ownedRowsQuota, serverModule } from '../../platform/server-module';
import { exportAssignments, restoreAssignments } from './assignment-backup';
import { assignmentRepository } from './assignment-repository';
import { assignmentRoutes } from './assignment-routes';
import { toAssignment } from './assignment-service';

async function readAssignment(
  db: Database,
  userId: string,
  id: string,
): Promise<Assignment | undefined> {
  const row = await assignmentRepository(db).find(userId, id);
  return row && toAssignment(row);
}

export const assignmentsModule = serverModule({
  name: 'assignments',
  repositories: { assignments: assignmentRepository },
  routes: assignmentRoutes,
  pro: null,
  publicRoutes: null,
  realtime: { table: 'assignments', readRow: readAssignment },
  quota: ownedRowsQuota('assignments', assignments),
  clearAll: {
    order: 2,
    clear: (tx, userId) => assignmentRepository(tx).deleteAllOf(userId),
  },
  // After classes, whose new ids its rows are filed under.
  backup: {
    key: 'assignments',
    restoreOrder: 2,
    export: exportAssignments,
    restore: restoreAssignments,
  },
  jobs: null,
  follows: null,
  accountDeletion: null,
  sessionReplaced: null,
});
