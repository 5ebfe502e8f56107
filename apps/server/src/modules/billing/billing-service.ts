import type { BillingProvider } from '@assignd/core';
import type { BillingUrl, CheckoutRequest } from '@assignd/schemas';
import { HttpError } from '../../lib/http';
import type { Store } from '../../platform/store';
import type { BillingRepositories } from './subscription-service';
import { type StripeBilling, StripeRequestError } from './stripe/stripe-billing';
import type { SubscriptionService } from './subscription-service';

const BILLING_OFF_MESSAGE =
  'Billing is off on this server: every account already has every Pro feature';
const NOTHING_TO_MANAGE = 'No subscription to manage';
const ALREADY_PRO = 'You already have Pro: manage your plan in settings';
/** Enough for a few tabs; a script starting checkouts in a loop stops here. */
const OPEN_CHECKOUTS_MAX = 10;
/** One hour to finish a built-in checkout, as a payment page would allow. */
const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;

interface BillingOptions {
  billing: BillingProvider;
  subscriptions: SubscriptionService;
  clock: () => Date;
  /** Set when billing is `stripe`. */
  stripe: StripeBilling | undefined;
  /** Where Stripe's pages send the browser back to. */
  publicUrl: string;
}

/** A failed call to Stripe is the payment service's fault, not the request's: 502. */
async function askStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StripeRequestError) throw new HttpError(502, error.message);
    throw error;
  }
}

/** Checkout and the plan management portal (spec 7 create-checkout and customer-portal). */
export function billingService(
  { repositories }: Store<BillingRepositories>,
  { billing, subscriptions, clock, stripe, publicUrl }: BillingOptions,
) {
  return {
    /** The address of the page that sells `planType`: Stripe's, or this server's own. */
    async checkout(
      user: { id: string; email: string },
      { planType }: CheckoutRequest,
    ): Promise<BillingUrl> {
      if (billing === 'off') throw new HttpError(400, BILLING_OFF_MESSAGE);
      if ((await subscriptions.status(user.id)).subscribed) throw new HttpError(400, ALREADY_PRO);
      if (stripe) {
        const row = await repositories.subscriptions.find(user.id);
        const session = await askStripe(() =>
          stripe.checkout({
            userId: user.id,
            email: user.email,
            customerId: row?.stripeCustomerId ?? null,
            planType,
            successUrl: `${publicUrl}/pro?success=true`,
            cancelUrl: `${publicUrl}/pro?canceled=true`,
          }),
        );
        return { url: session.url };
      }
      const now = clock();
      if ((await repositories.checkouts.countOpen(user.id, now)) >= OPEN_CHECKOUTS_MAX) {
        throw new HttpError(429, 'Too many checkouts are open: finish or leave one first');
      }
      const expiresAt = new Date(now.getTime() + CHECKOUT_LIFETIME_MS);
      const checkout = await repositories.checkouts.create(user.id, planType, expiresAt);
      return { url: `/billing/checkout/${checkout.id}` };
    },

    /** The address of the page that manages the user's paid plan. */
    async portal(userId: string): Promise<BillingUrl> {
      if (billing === 'off') throw new HttpError(400, BILLING_OFF_MESSAGE);
      if (!(await subscriptions.status(userId)).subscribed) {
        throw new HttpError(400, NOTHING_TO_MANAGE);
      }
      if (!stripe) return { url: '/billing/portal' };
      const row = await repositories.subscriptions.find(userId);
      if (!row?.stripeCustomerId) throw new HttpError(400, NOTHING_TO_MANAGE);
      const { stripeCustomerId } = row;
      const session = await askStripe(() =>
        stripe.portal({ customerId: stripeCustomerId, returnUrl: `${publicUrl}/settings` }),
      );
      return { url: session.url };
    },
  };
}
