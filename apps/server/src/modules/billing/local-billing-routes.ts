import {
  billingUrlSchema,
  checkoutIdParamsSchema,
  errorSchema,
  localCheckoutSchema,
  subscriptionStatusSchema,
  switchPlanRequestSchema,
} from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGNED_IN_ERRORS, WRITE_ERRORS } from '../../openapi/route-errors';
import type { localBillingService } from './local-billing-service';

const tags = ['billing'];
const CHECKOUT = '/api/billing/local/checkouts/:checkoutId';
const CLOSE_ERRORS = { ...WRITE_ERRORS, 404: errorSchema, 409: errorSchema } as const;

/** The built-in checkout and portal pages' calls; they exist only when BILLING_PROVIDER=local. */
export function localBillingRoutes(
  scope: FastifyInstance,
  local: ReturnType<typeof localBillingService>,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    CHECKOUT,
    {
      schema: {
        summary: "The built-in checkout page's plan (only the signed-in user's checkouts)",
        tags,
        params: checkoutIdParamsSchema,
        response: { 200: localCheckoutSchema, 404: errorSchema, ...SIGNED_IN_ERRORS },
      },
    },
    async (request) => local.checkout(request.user.id, request.params.checkoutId),
  );

  app.post(
    `${CHECKOUT}/confirm`,
    {
      schema: {
        summary: 'Grant the checkout’s plan, once (used or expired: 409)',
        tags,
        params: checkoutIdParamsSchema,
        response: { 200: billingUrlSchema, ...CLOSE_ERRORS },
      },
    },
    async (request) => {
      await local.confirm(request.user.id, request.params.checkoutId);
      return { url: '/pro?success=true' };
    },
  );

  app.post(
    `${CHECKOUT}/cancel`,
    {
      schema: {
        summary: 'Leave the checkout without a plan',
        tags,
        params: checkoutIdParamsSchema,
        response: { 200: billingUrlSchema, ...CLOSE_ERRORS },
      },
    },
    async (request) => {
      await local.cancelCheckout(request.user.id, request.params.checkoutId);
      return { url: '/pro?canceled=true' };
    },
  );

  app.post(
    '/api/billing/local/portal/cancel',
    {
      schema: {
        summary: 'Cancel the plan at the end of its period',
        tags,
        response: { 200: subscriptionStatusSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => local.cancelPlan(request.user.id),
  );

  app.post(
    '/api/billing/local/portal/resume',
    {
      schema: {
        summary: 'Renew a cancelled plan again',
        tags,
        response: { 200: subscriptionStatusSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => local.resumePlan(request.user.id),
  );

  app.post(
    '/api/billing/local/portal/switch',
    {
      schema: {
        summary: 'Switch to another plan, starting now',
        tags,
        body: switchPlanRequestSchema,
        response: { 200: subscriptionStatusSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => local.switchPlan(request.user.id, request.body.planType),
  );
}
