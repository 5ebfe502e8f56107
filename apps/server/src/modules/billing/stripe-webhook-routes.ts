import { errorSchema } from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http';
import type { ModuleContext } from '../../platform/server-module';
import type { BillingRepositories } from './subscription-service';
import { createStripeBilling, StripeSignatureError } from './stripe/stripe-billing';
import { stripeWebhookService } from './stripe-webhook-service';

const receivedSchema = z.object({ received: z.literal(true) });

/**
 * POST /api/billing/stripe-webhook, only when BILLING_PROVIDER=stripe. Stripe signs the exact
 * bytes it sends, so this scope keeps JSON bodies as they arrived instead of parsing them.
 */
export function stripeWebhookRoutes(
  scope: FastifyInstance,
  { store, config }: ModuleContext<BillingRepositories>,
): void {
  if (config.billing !== 'stripe' || !config.stripe) return;
  const stripe = createStripeBilling(config.stripe);
  const webhook = stripeWebhookService(store, config.stripe.prices);
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/billing/stripe-webhook',
    {
      config: { signedBySender: true },
      schema: {
        summary: "Stripe's events (signed): checkout, subscription changes, invoices",
        tags: ['billing'],
        response: { 200: receivedSchema, 400: errorSchema, 413: errorSchema, 503: errorSchema },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event;
      try {
        event = stripe.readEvent(body, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof StripeSignatureError) throw new HttpError(400, error.message);
        throw error;
      }
      const outcome = await webhook.apply(event);
      request.log.info(`Stripe event ${event.id} (${event.type}): ${outcome}`);
      return { received: true as const };
    },
  );
}
