import { createAssignmentSchema, updateAssignmentSchema } from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth';
import type { AssignmentService } from '../services/assignment-service';
import { collectionRoutes } from './collection';

export function assignmentRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; assignments: AssignmentService },
) {
  collectionRoutes(app, {
    auth: deps.auth,
    path: '/api/assignments',
    service: deps.assignments,
    createSchema: createAssignmentSchema,
    updateSchema: updateAssignmentSchema,
  });
}
