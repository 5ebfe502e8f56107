import {
  createAssignmentSchema,
  deletedAssignmentSchema,
  restoreAssignmentSchema,
  assignmentSchema,
  updateAssignmentSchema,
} from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import { collectionRoutes } from '../../platform/collection-routes';
import { undoTokens } from '../../platform/undo';
import type { ModuleContext } from '../../platform/server-module';
import { type AssignmentRepositories, assignmentService } from './assignment-service';

export function assignmentRoutes(
  app: FastifyInstance,
  { gate, store, config }: ModuleContext<AssignmentRepositories>,
): void {
  collectionRoutes(app, {
    gate,
    changes: store.repositories.changes,
    path: '/api/assignments',
    tag: 'assignments',
    entity: 'an assignment',
    service: assignmentService(store, undoTokens(config.authSecret)),
    rowSchema: assignmentSchema,
    createSchema: createAssignmentSchema,
    updateSchema: updateAssignmentSchema,
    deletedSchema: deletedAssignmentSchema,
    restoreSchema: restoreAssignmentSchema,
  });
}
