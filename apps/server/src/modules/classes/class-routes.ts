import { createClassSchema, schoolClassSchema, updateClassSchema } from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import { collectionRoutes } from '../../routes/collection';
import type { ModuleContext } from '../server-module';
import { classService } from './class-service';

export function classRoutes(app: FastifyInstance, { gate, store }: ModuleContext): void {
  collectionRoutes(app, {
    gate,
    path: '/api/classes',
    tag: 'classes',
    entity: 'a class',
    service: classService(store),
    rowSchema: schoolClassSchema,
    createSchema: createClassSchema,
    updateSchema: updateClassSchema,
  });
}
