import { createAssignmentSchema, assignmentSchema, updateAssignmentSchema } from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import { collectionRoutes } from '../../routes/collection';
import type { ModuleContext } from '../server-module';
import { assignmentService } from './assignment-service';

export function assignmentRoutes(app: FastifyInstance, { gate, store }: ModuleContext): void {
  collectionRoutes(app, {
    gate,
    path: '/api/assignments',
    tag: 'assignments',
    entity: 'an assignment',
    service: assignmentService(store),
    rowSchema: assignmentSchema,
    createSchema: createAssignmentSchema,
    updateSchema: updateAssignmentSchema,
  });
}
