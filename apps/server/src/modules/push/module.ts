import { serverModule } from '../../platform/server-module';
import { pushRepository } from './push-repository';
import { pushRoutes } from './push-routes';

/*
 * A student's devices that receive notifications. Like the calendar feed, they belong to the
 * account, not to the planner: clearing the planner for a new school year keeps the phone that
 * should remind of the new year's work, and a backup restored on another server would hold
 * endpoints signed for this server's VAPID key that no push service would accept from there.
 * Deleting the account deletes them (the foreign key cascades). No other device shows the list
 * live, so there is no realtime part.
 */
export const pushModule = serverModule({
  name: 'push',
  repositories: { pushSubscriptions: pushRepository },
  routes: pushRoutes,
  pro: null,
  publicRoutes: null,
  realtime: null,
  quota: null,
  clearAll: { skipped: 'signed-in devices are settings, not planner data' },
  backup: null,
  jobs: null,
  follows: null,
  accountDeletion: null,
  // The device stays the same, so it keeps receiving notifications under its new session.
  sessionReplaced: (db, from, to) => pushRepository(db).moveToSession(from, to),
});
