import { createEventSchema, updateEventSchema } from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth';
import type { EventService } from '../services/event-service';
import { collectionRoutes } from './collection';

export function eventRoutes(app: FastifyInstance, deps: { auth: Auth; events: EventService }) {
  collectionRoutes(app, {
    auth: deps.auth,
    path: '/api/events',
    service: deps.events,
    createSchema: createEventSchema,
    updateSchema: updateEventSchema,
  });
}
