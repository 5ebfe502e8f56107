import {
  billingUrlSchema,
  checkoutRequestSchema,
  errorSchema,
  subscriptionStatusSchema,
} from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNED_IN_ERRORS, WRITE_ERRORS } from '../../openapi/route-errors';
import type { ModuleContext } from '../../platform/server-module';
import type { BillingRepositories } from './subscription-service';
import { billingService } from './billing-service';
import { createStripeBilling } from './stripe/stripe-billing';
import { localBillingRoutes } from './local-billing-routes';
import { localBillingService } from './local-billing-service';
import { subscriptionService } from './subscription-service';

const tags = ['billing'];

export function billingRoutes(
  scope: FastifyInstance,
  context: ModuleContext<BillingRepositories>,
): void {
  const { store, config, clock } = context;
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const subscriptions = subscriptionService(store, config.billing, clock);
  const billing = billingService(store, {
    billing: config.billing,
    subscriptions,
    clock,
    stripe: config.stripe ? createStripeBilling(config.stripe) : undefined,
    publicUrl: config.publicUrl,
  });

  // The plan check of spec 4: the web app asks on sign-in, on focus and every 5 minutes.
  app.get(
    '/api/subscription',
    {
      schema: {
        summary: 'The plan check: tier, end and whether it is active',
        tags,
        response: { 200: subscriptionStatusSchema, ...SIGNED_IN_ERRORS },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await subscriptions.status(request.user.id)),
  );

  app.post(
    '/api/billing/checkout',
    {
      schema: {
        summary:
          "Start buying a plan: the address of the checkout page (Stripe's or this server's)",
        tags,
        body: checkoutRequestSchema,
        response: { 200: billingUrlSchema, 429: errorSchema, 502: errorSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => billing.checkout(request.user, request.body),
  );

  app.post(
    '/api/billing/portal',
    {
      schema: {
        summary: 'The address of the page that manages the paid plan (free users: 400)',
        tags,
        response: { 200: billingUrlSchema, 502: errorSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => billing.portal(request.user.id),
  );

  if (config.billing === 'local') {
    localBillingRoutes(app, localBillingService(store, subscriptions, clock));
  }
}
