import {
  createPushSubscriptionSchema,
  errorSchema,
  noContentSchema,
  pushDeviceListSchema,
  pushDeviceSchema,
  pushEndpointSchema,
  pushKeySchema,
} from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pathId } from '../../lib/http';
import { rowParams, SIGNED_IN_ERRORS, WRITE_ERRORS } from '../../openapi/route-errors';
import type { ModuleContext } from '../../platform/server-module';
import { type PushRepositories, pushService } from './push-service';

const tags = ['push'];

export function pushRoutes(
  scope: FastifyInstance,
  { store, config }: ModuleContext<PushRepositories>,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const push = pushService(store, config.pushServiceHosts);

  app.get(
    '/api/push/key',
    {
      schema: {
        summary: "The server's public VAPID key, for the browser to subscribe with",
        tags,
        response: { 200: pushKeySchema, ...SIGNED_IN_ERRORS },
      },
    },
    () => ({ publicKey: config.vapid.publicKey }),
  );

  app.get(
    '/api/push/subscriptions',
    {
      schema: {
        summary: "The student's devices that receive notifications, oldest first",
        tags,
        response: { 200: pushDeviceListSchema, ...SIGNED_IN_ERRORS },
      },
    },
    async (request, reply) =>
      // Endpoints are capabilities for sending to the device: no cache should keep them.
      reply.header('cache-control', 'private, no-store').send(await push.list(request.user.id)),
  );

  app.post(
    '/api/push/subscriptions',
    {
      schema: {
        summary: "Register this browser's push subscription (again: updates its keys)",
        tags,
        body: createPushSubscriptionSchema,
        response: { 201: pushDeviceSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const device = await push.subscribe(
        { userId: request.user.id, sessionId: request.currentSession.id },
        request.body,
        request.headers['user-agent'],
      );
      return reply.code(201).header('cache-control', 'private, no-store').send(device);
    },
  );

  app.post(
    '/api/push/subscriptions/unsubscribe',
    {
      schema: {
        summary:
          'Stop notifications on this browser, by its endpoint (signing out); 204 whether or not it had them',
        tags,
        body: pushEndpointSchema,
        response: { 204: noContentSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      await push.removeEndpoint(request.user.id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/push/subscriptions/:id',
    {
      schema: {
        summary: 'Stop notifications on one of the devices',
        tags,
        params: rowParams,
        response: { 204: noContentSchema, 404: errorSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      await push.remove(request.user.id, pathId(request.params));
      return reply.code(204).send(null);
    },
  );
}
