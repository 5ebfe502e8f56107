import {
  createClassSchema,
  deletedClassSchema,
  restoreClassSchema,
  schoolClassSchema,
  updateClassSchema,
} from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import { collectionRoutes } from '../../platform/collection-routes';
import { undoTokens } from '../../platform/undo';
import type { ModuleContext } from '../../platform/server-module';
import { type ClassRepositories, classService } from './class-service';

export function classRoutes(
  app: FastifyInstance,
  { gate, store, config }: ModuleContext<ClassRepositories>,
): void {
  collectionRoutes(app, {
    gate,
    changes: store.repositories.changes,
    path: '/api/classes',
    tag: 'classes',
    entity: 'a class',
    service: classService(store, undoTokens(config.authSecret)),
    rowSchema: schoolClassSchema,
    createSchema: createClassSchema,
    updateSchema: updateClassSchema,
    deletedSchema: deletedClassSchema,
    restoreSchema: restoreClassSchema,
  });
}
