import type Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import type { Store } from '../../platform/store';
import type { BillingRepositories } from './subscription-service';
import { subscriptionChangeOf } from './stripe/stripe-events';
import type { StripeOutcome } from './subscription-repository';

/** Keeps each user's plan in step with Stripe's events; only the webhook writes Stripe plans. */
export function stripeWebhookService(
  store: Store<BillingRepositories>,
  prices: StripeConfig['prices'],
) {
  return {
    /** Applies a verified event; one that changes no plan is 'ignored'. */
    async apply(event: Stripe.Event): Promise<StripeOutcome | 'ignored'> {
      const change = subscriptionChangeOf(event, prices);
      if (!change) return 'ignored';
      return store.transact((repositories) => repositories.subscriptions.applyStripeChange(change));
    },
  };
}
