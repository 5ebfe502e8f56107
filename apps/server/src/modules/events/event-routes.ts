import {
  createEventSchema,
  deletedEventSchema,
  restoreEventSchema,
  plannerEventSchema,
  updateEventSchema,
} from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import { collectionRoutes } from '../../platform/collection-routes';
import { undoTokens } from '../../platform/undo';
import type { ModuleContext } from '../../platform/server-module';
import { type EventRepositories, eventService } from './event-service';

export function eventRoutes(
  app: FastifyInstance,
  { gate, store, config }: ModuleContext<EventRepositories>,
): void {
  collectionRoutes(app, {
    gate,
    changes: store.repositories.changes,
    path: '/api/events',
    tag: 'events',
    entity: 'an event',
    service: eventService(store, undoTokens(config.authSecret)),
    rowSchema: plannerEventSchema,
    createSchema: createEventSchema,
    updateSchema: updateEventSchema,
    deletedSchema: deletedEventSchema,
    restoreSchema: restoreEventSchema,
  });
}
