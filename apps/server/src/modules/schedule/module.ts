import type { Schedule } from '@assignd/core';
import type { Database } from '../../db/client';
import { serverModule } from '../../platform/server-module';
import { exportSchedule, restoreSchedule } from './schedule-backup';
import { scheduleRepository } from './schedule-repository';
import { scheduleRoutes } from './schedule-routes';

/** The schedule's id on the wire is its user's id: a user has one. */
async function readSchedule(
  db: Database,
  userId: string,
  id: string,
): Promise<Schedule | undefined> {
  const row = id === userId ? await scheduleRepository(db).find(userId) : undefined;
  return row?.scheduleData;
}

export const scheduleModule = serverModule({
  name: 'schedule',
  repositories: { schedules: scheduleRepository },
  routes: scheduleRoutes,
  pro: null,
  publicRoutes: null,
  realtime: { table: 'schedule', readRow: readSchedule },
  quota: null,
  clearAll: {
    order: 3,
    clear: async (tx, userId) => {
      await scheduleRepository(tx).delete(userId);
    },
  },
  // After classes, whose new ids its periods are re-linked to.
  backup: { key: 'schedule', restoreOrder: 4, export: exportSchedule, restore: restoreSchedule },
  jobs: null,
  follows: null,
  accountDeletion: null,
  sessionReplaced: null,
});
