import {
  createTermSchema,
  deletedTermSchema,
  restoreTermSchema,
  termSchema,
  updateTermSchema,
} from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import { collectionRoutes } from '../../platform/collection-routes';
import type { ModuleContext } from '../../platform/server-module';
import { undoTokens } from '../../platform/undo';
import { type TermRepositories, termService } from './term-service';

export function termRoutes(
  app: FastifyInstance,
  { gate, store, config }: ModuleContext<TermRepositories>,
): void {
  collectionRoutes(app, {
    gate,
    changes: store.repositories.changes,
    path: '/api/terms',
    tag: 'terms',
    entity: 'a term',
    service: termService(store, undoTokens(config.authSecret)),
    rowSchema: termSchema,
    createSchema: createTermSchema,
    updateSchema: updateTermSchema,
    deletedSchema: deletedTermSchema,
    restoreSchema: restoreTermSchema,
  });
}
