import { hasActiveSubscription, normalizeTier } from '@assignd/core';
import type { SubscriptionStatus } from '@assignd/schemas';
import type { PlannerStore } from '../../repositories/planner-repositories';

export function subscriptionService(
  { repositories }: PlannerStore,
  clock: () => Date = () => new Date(),
) {
  return {
    async status(userId: string): Promise<SubscriptionStatus> {
      const row = await repositories.subscriptions.find(userId);
      const subscribed = row
        ? hasActiveSubscription({ tier: row.subscriptionTier, end: row.subscriptionEnd }, clock())
        : false;
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
