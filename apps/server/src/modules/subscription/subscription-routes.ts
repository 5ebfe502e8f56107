import { subscriptionStatusSchema } from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNED_IN_ERRORS } from '../../openapi/route-errors';
import type { ModuleContext } from '../server-module';
import { subscriptionService } from './subscription-service';

export function subscriptionRoutes(scope: FastifyInstance, { store }: ModuleContext): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const subscriptions = subscriptionService(store);

  // The plan check of spec 4: the web app asks on sign-in, on focus and every 5 minutes.
  app.get(
    '/api/subscription',
    {
      schema: {
        summary: 'The plan check: tier, end and whether it is active',
        tags: ['account'],
        response: { 200: subscriptionStatusSchema, ...SIGNED_IN_ERRORS },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await subscriptions.status(request.user.id)),
  );
}
