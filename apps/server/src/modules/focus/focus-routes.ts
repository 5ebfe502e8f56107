import {
  createFocusSessionSchema,
  errorSchema,
  focusRangeQuerySchema,
  focusSessionListSchema,
  focusSessionSchema,
} from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HEAVY_ERRORS, WRITE_ERRORS } from '../../openapi/route-errors';
import { originOf } from '../../realtime/changes';
import type { ModuleContext } from '../../platform/server-module';
import { FOCUS_LIST_MAX, type FocusRepositories, focusService } from './focus-service';

const tags = ['focus sessions'];

export function focusRoutes(
  scope: FastifyInstance,
  { store, gate, clock }: ModuleContext<FocusRepositories>,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const focus = focusService(store, clock);

  app.get(
    '/api/focus-sessions',
    {
      // Up to a year of sessions: a list like any other, in the student's lane for lists.
      config: { heavy: true },
      schema: {
        summary: `Focus sessions started in [from, to), oldest first (at most ${FOCUS_LIST_MAX})`,
        tags,
        querystring: focusRangeQuerySchema,
        response: {
          200: focusSessionListSchema,
          400: errorSchema,
          403: errorSchema,
          ...HEAVY_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { user, query } = request;
      return gate.run(request, reply, user.id, () => focus.list(user.id, query));
    },
  );

  app.post(
    '/api/focus-sessions',
    {
      schema: {
        summary: 'Record a finished work session, optionally tied to an assignment',
        tags,
        body: createFocusSessionSchema,
        response: { 201: focusSessionSchema, 409: errorSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const created = await focus.create(request.user.id, request.body, originOf(request.headers));
      return reply.code(201).send(created);
    },
  );
}
