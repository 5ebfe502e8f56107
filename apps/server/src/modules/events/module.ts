import type { PlannerEvent } from '@assignd/schemas';
import type { Database } from '../../db/client';
import { events } from './table';
import { ownedRowsQuota, serverModule } from '../../platform/server-module';
import { exportEvents, restoreEvents } from './event-backup';
import { eventRepository } from './event-repository';
import { eventRoutes } from './event-routes';
import { toEvent } from './event-service';

async function readEvent(
  db: Database,
  userId: string,
  id: string,
): Promise<PlannerEvent | undefined> {
  const row = await eventRepository(db).find(userId, id);
  return row && toEvent(row);
}

export const eventsModule = serverModule({
  name: 'events',
  repositories: { events: eventRepository },
  routes: eventRoutes,
  pro: null,
  publicRoutes: null,
  realtime: { table: 'events', readRow: readEvent },
  quota: ownedRowsQuota('events', events),
  clearAll: { order: 5, clear: (tx, userId) => eventRepository(tx).deleteAllOf(userId) },
  backup: { key: 'events', restoreOrder: 3, export: exportEvents, restore: restoreEvents },
  jobs: null,
  follows: null,
  accountDeletion: null,
  sessionReplaced: null,
});
