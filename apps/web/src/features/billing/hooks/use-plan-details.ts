import { expiryBadge, renewalLine, type PlanStatus } from '@assignd/core';
import { useState } from 'react';
import { planBadgeText } from '../public/plan-text';
import { useProAccess } from '../public/use-pro-access';
import { useSubscription } from '../api/subscription';
import { useNow } from '@/hooks/use-now';
import { notify } from '@/lib/notify';

/** The plan with its renewal details, and the refresh button's re-check (spec 4 and 8). */
export function usePlanDetails() {
  const subscription = useSubscription();
  const access = useProAccess();
  const now = useNow();
  const [refreshing, setRefreshing] = useState(false);

  const data = subscription.data;
  // Only a paid plan has terms to show (spec 4); a failed check already means the free plan.
  const status: PlanStatus | null =
    access.subscribed && data
      ? {
          tier: data.subscriptionTier,
          end: data.subscriptionEnd ? new Date(data.subscriptionEnd) : null,
          cancelled: data.isCancelled,
        }
      : null;

  const refresh = async () => {
    setRefreshing(true);
    const result = await subscription.refetch();
    setRefreshing(false);
    if (result.isError) notify.error('Failed to refresh subscription status');
    else notify.success('Subscription status refreshed');
  };

  return {
    isPro: access.subscribed,
    /** False with billing off: nothing is sold, so no plan badge, upgrade or subscription. */
    sellsPro: access.sellsPro,
    badgeText: planBadgeText({ checking: access.checking, isPro: access.subscribed }),
    checking: access.checking,
    badge: status && expiryBadge(status, now),
    renewal: status && renewalLine(status),
    refresh,
    refreshing,
  };
}

export type PlanDetails = ReturnType<typeof usePlanDetails>;
