import { createClassSchema, updateClassSchema } from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth';
import type { ClassService } from '../services/class-service';
import { collectionRoutes } from './collection';

export function classRoutes(app: FastifyInstance, deps: { auth: Auth; classes: ClassService }) {
  collectionRoutes(app, {
    auth: deps.auth,
    path: '/api/classes',
    service: deps.classes,
    createSchema: createClassSchema,
    updateSchema: updateClassSchema,
  });
}
