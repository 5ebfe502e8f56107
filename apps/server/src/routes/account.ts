import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  endedSessionsSchema,
  errorSchema,
  noContentSchema,
  signedInDevicesSchema,
} from '@assignd/schemas';
import { pathId } from '../lib/http';
import { rowParams, SIGNED_IN_ERRORS, WRITE_ERRORS } from '../openapi/route-errors';
import type { AccountService } from '../services/account-service';

const tags = ['account'];

export function accountRoutes(scope: FastifyInstance, deps: { account: AccountService }) {
  const { account } = deps;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/account/sessions',
    {
      schema: {
        summary: "The student's signed-in devices, this one first (never their tokens)",
        tags,
        response: { 200: signedInDevicesSchema, ...SIGNED_IN_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send(await account.devices(request.user.id, request.currentSession.id)),
  );

  app.delete(
    '/api/account/sessions/:id',
    {
      schema: {
        summary: 'Sign out one device: its session ends and its realtime sockets close',
        tags,
        params: rowParams,
        response: { 204: noContentSchema, 404: errorSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      await account.signOutDevice(request.user.id, pathId(request.params));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/account/sessions/sign-out-others',
    {
      schema: {
        summary: 'Sign out every device but this one',
        tags,
        response: { 200: endedSessionsSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => account.signOutOtherDevices(request.user.id, request.currentSession.id),
  );
}
