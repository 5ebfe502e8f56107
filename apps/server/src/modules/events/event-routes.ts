import { createEventSchema, plannerEventSchema, updateEventSchema } from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import { collectionRoutes } from '../../routes/collection';
import type { ModuleContext } from '../server-module';
import { eventService } from './event-service';

export function eventRoutes(app: FastifyInstance, { gate, store }: ModuleContext): void {
  collectionRoutes(app, {
    gate,
    path: '/api/events',
    tag: 'events',
    entity: 'an event',
    service: eventService(store),
    rowSchema: plannerEventSchema,
    createSchema: createEventSchema,
    updateSchema: updateEventSchema,
  });
}
