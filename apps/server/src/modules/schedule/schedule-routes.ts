import {
  noContentSchema,
  savedScheduleSchema,
  scheduleAnswerSchema,
  scheduleSchema,
} from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNED_IN_ERRORS, WRITE_ERRORS } from '../../openapi/route-errors';
import { originOf } from '../../realtime/changes';
import type { ModuleContext } from '../../platform/server-module';
import { type ScheduleRepositories, scheduleService } from './schedule-service';

const tags = ['schedule'];

export function scheduleRoutes(
  scope: FastifyInstance,
  { store }: ModuleContext<ScheduleRepositories>,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const schedules = scheduleService(store);

  app.get(
    '/api/schedule',
    {
      schema: {
        summary: 'The class schedule (weekly or rotating), or null',
        tags,
        response: { 200: scheduleAnswerSchema, ...SIGNED_IN_ERRORS },
      },
    },
    async (request) => schedules.get(request.user.id),
  );

  app.put(
    '/api/schedule',
    {
      schema: {
        summary: 'Replace the class schedule',
        tags,
        body: scheduleSchema,
        response: { 200: savedScheduleSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => schedules.save(request.user.id, request.body, originOf(request.headers)),
  );

  app.delete(
    '/api/schedule',
    {
      schema: {
        summary: 'Remove the class schedule (also when there is none)',
        tags,
        response: { 204: noContentSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      await schedules.remove(request.user.id, originOf(request.headers));
      return reply.status(204).send(null);
    },
  );
}
