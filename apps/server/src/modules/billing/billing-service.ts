import type { BillingProvider, PlanType } from '@assignd/core';
import { HttpError } from '../../lib/http';
import type { PlannerStore } from '../../repositories/planner-repositories';
import type { SubscriptionService } from './subscription-service';

export const BILLING_OFF_MESSAGE =
  'Billing is off on this server: every account already has every Pro feature';
const NOTHING_TO_MANAGE = 'No subscription to manage';
const ALREADY_PRO = 'You already have Pro: manage your plan in settings';
/** One hour to finish a built-in checkout, as a payment page would allow. */
const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;

/** Where Stripe's pages are opened; the adapter asks Stripe for them. */
export interface StripeSessions {
  checkoutUrl(userId: string, email: string, planType: PlanType): Promise<string>;
  portalUrl(customerId: string): Promise<string>;
}

interface BillingOptions {
  billing: BillingProvider;
  subscriptions: SubscriptionService;
  clock: () => Date;
  stripe: StripeSessions | undefined;
}

/** Checkout and the plan management portal (spec 7 create-checkout and customer-portal). */
export function billingService(
  { repositories }: PlannerStore,
  { billing, subscriptions, clock, stripe }: BillingOptions,
) {
  return {
    /** The address of the page that sells `planType`: Stripe's, or this server's own. */
    async checkout(user: { id: string; email: string }, planType: PlanType): Promise<string> {
      if (billing === 'off') throw new HttpError(400, BILLING_OFF_MESSAGE);
      if ((await subscriptions.status(user.id)).subscribed) throw new HttpError(400, ALREADY_PRO);
      if (stripe) return stripe.checkoutUrl(user.id, user.email, planType);
      const expiresAt = new Date(clock().getTime() + CHECKOUT_LIFETIME_MS);
      const checkout = await repositories.checkouts.create(user.id, planType, expiresAt);
      return `/billing/checkout/${checkout.id}`;
    },

    /** The address of the page that manages the user's paid plan. */
    async portal(userId: string): Promise<string> {
      if (billing === 'off') throw new HttpError(400, BILLING_OFF_MESSAGE);
      if (!(await subscriptions.status(userId)).subscribed) {
        throw new HttpError(400, NOTHING_TO_MANAGE);
      }
      if (!stripe) return '/billing/portal';
      const row = await repositories.subscriptions.find(userId);
      if (!row?.stripeCustomerId) throw new HttpError(400, NOTHING_TO_MANAGE);
      return stripe.portalUrl(row.stripeCustomerId);
    },
  };
}
