import type { PlanType } from '@assignd/core';
import Stripe from 'stripe';
import type { StripeConfig } from '../../../config';

interface StripeCheckoutInput {
  userId: string;
  email: string;
  /** The user's Stripe customer once one is stored; Checkout makes one otherwise. */
  customerId: string | null;
  planType: PlanType;
  successUrl: string;
  cancelUrl: string;
}

interface StripePortalInput {
  customerId: string;
  returnUrl: string;
}

export interface StripeBilling {
  /** Starts a Checkout Session for the plan; the answer's url is where the browser goes next. */
  checkout(input: StripeCheckoutInput): Promise<{ url: string }>;
  /** Opens the Billing Portal for a customer. */
  portal(input: StripePortalInput): Promise<{ url: string }>;
  /**
   * Verifies a webhook's Stripe-Signature over the exact raw body and returns its event.
   * Throws StripeSignatureError when the header is missing, wrong, or too old.
   */
  readEvent(rawBody: Buffer | string, signatureHeader: string | undefined): Stripe.Event;
  /**
   * Deletes the customer at Stripe, which cancels their subscriptions at once and forgets their
   * payment methods; one Stripe no longer knows counts as deleted.
   */
  deleteCustomer(customerId: string): Promise<void>;
}

/** A webhook whose signature does not prove it came from Stripe (answer 400, change nothing). */
export class StripeSignatureError extends Error {
  override name = 'StripeSignatureError';
}

/** A call to Stripe that failed; the message names the call and Stripe's reason, never a key. */
export class StripeRequestError extends Error {
  override name = 'StripeRequestError';
  constructor(
    message: string,
    /** Stripe's HTTP status, undefined when Stripe could not be reached. */
    readonly statusCode: number | undefined,
  ) {
    super(message);
  }
}

/** Long enough for Stripe's slowest calls, short enough that a checkout click gets an answer. */
const TIMEOUT_MS = 10_000;

export function createStripeBilling(config: StripeConfig): StripeBilling {
  const stripe = new Stripe(config.secretKey, {
    ...apiAddress(config.apiUrl),
    timeout: TIMEOUT_MS,
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: 'Assignd' },
  });

  return {
    async checkout(input) {
      const price = config.prices[input.planType];
      const metadata = { userId: input.userId, planType: input.planType };
      const subscription = input.planType !== 'lifetime';
      const session = await call('create a checkout session', () =>
        stripe.checkout.sessions.create({
          mode: subscription ? 'subscription' : 'payment',
          line_items: [{ price, quantity: 1 }],
          client_reference_id: input.userId,
          ...(input.customerId
            ? { customer: input.customerId }
            : {
                customer_email: input.email,
                // A one-time payment makes no customer unless asked; the portal needs one.
                ...(subscription ? {} : { customer_creation: 'always' as const }),
              }),
          metadata,
          ...(subscription ? { subscription_data: { metadata } } : {}),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        }),
      );
      if (!session.url) throw new StripeRequestError('Stripe returned no checkout URL', undefined);
      return { url: session.url };
    },

    async portal(input) {
      const session = await call('open the billing portal', () =>
        stripe.billingPortal.sessions.create({
          customer: input.customerId,
          return_url: input.returnUrl,
        }),
      );
      return { url: session.url };
    },

    async deleteCustomer(customerId) {
      try {
        await call('delete the customer', () => stripe.customers.del(customerId));
      } catch (error) {
        if (error instanceof StripeRequestError && error.statusCode === 404) return;
        throw error;
      }
    },

    readEvent(rawBody, signatureHeader) {
      if (!signatureHeader) throw new StripeSignatureError('Missing Stripe-Signature header');
      try {
        return stripe.webhooks.constructEvent(rawBody, signatureHeader, config.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          throw new StripeSignatureError(`Invalid Stripe-Signature: ${error.message}`);
        }
        // A body signed correctly that is not JSON: still nothing to act on.
        throw new StripeSignatureError('Webhook body is not a Stripe event');
      }
    },
  };
}

/** host, port and protocol for the SDK from STRIPE_API_URL; none means Stripe's own API. */
function apiAddress(
  apiUrl: string | undefined,
): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      const reason = redactKeys(error.message);
      throw new StripeRequestError(`Could not ${what}: ${reason}`, error.statusCode);
    }
    throw error;
  }
}

/** Stripe echoes a (partly masked) key in some messages; none of it belongs in a log. */
function redactKeys(message: string): string {
  return message.replace(/\b(sk|rk|pk|whsec)_[A-Za-z0-9_*]+/g, '$1_[redacted]');
}
