import {
  type BillingProvider,
  hasActiveSubscription,
  normalizeTier,
  planOfTier,
  planPeriodEnd,
} from '@assignd/core';
import type { SubscriptionStatus } from '@assignd/schemas';
import type { Store } from '../../platform/store';
import type { checkoutRepository } from './checkout-repository';
import type { SubscriptionRow, subscriptionRepository } from './subscription-repository';

/** What billing uses: the student's plan and the checkouts that buy one. */
export interface BillingRepositories {
  subscriptions: ReturnType<typeof subscriptionRepository>;
  checkouts: ReturnType<typeof checkoutRepository>;
}

/** With billing off every account has every Pro feature, and is told so (no end, no renewal). */
const UNLOCKED: SubscriptionStatus = {
  subscribed: true,
  subscriptionTier: 'pro_lifetime',
  subscriptionEnd: null,
  isCancelled: false,
};

/** A row's plan as the core rules read it. */
export const recordOf = (row: SubscriptionRow | undefined) =>
  row ? { tier: row.subscriptionTier, end: row.subscriptionEnd } : undefined;

export function subscriptionService(
  { repositories }: Store<BillingRepositories>,
  billing: BillingProvider,
  clock: () => Date,
) {
  return {
    /**
     * The user's row, with a built-in monthly or yearly plan that reached its end while not
     * cancelled renewed first: the end moves forward by whole periods past now. Stripe renews its
     * own plans (the webhook says so), and a cancelled plan simply runs out.
     */
    async current(userId: string): Promise<SubscriptionRow | undefined> {
      const row = await repositories.subscriptions.find(userId);
      const from = row?.subscriptionEnd;
      if (!row || !from || row.isCancelled || row.stripeSubscriptionId) return row;
      const plan = planOfTier(normalizeTier(row.subscriptionTier));
      const now = clock();
      if (billing !== 'local' || !plan?.renews || from > now) return row;
      let end = from;
      while (end <= now) end = planPeriodEnd(plan.type, end) ?? now;
      await repositories.subscriptions.renew(userId, from, end);
      return { ...row, subscriptionEnd: end };
    },

    /** The plan check of spec 4 (GET /api/subscription). */
    async status(userId: string): Promise<SubscriptionStatus> {
      if (billing === 'off') return UNLOCKED;
      const row = await this.current(userId);
      const record = recordOf(row);
      const subscribed = record ? hasActiveSubscription(record, clock()) : false;
      return {
        subscribed,
        subscriptionTier: subscribed ? normalizeTier(row?.subscriptionTier) : 'free',
        subscriptionEnd: row?.subscriptionEnd?.toISOString() ?? null,
        isCancelled: row?.isCancelled ?? false,
      };
    },
  };
}

export type SubscriptionService = ReturnType<typeof subscriptionService>;
