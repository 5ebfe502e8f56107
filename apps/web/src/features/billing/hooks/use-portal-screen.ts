import { expiryBadge, planOfTier, renewalLine, type PlanType } from '@assignd/core';
import { useSubscription } from '../api/subscription';
import { useNow } from '@/hooks/use-now';
import { formatEnglishLongDate } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { useChangeSubscription, type PortalChange } from '../api/billing';
import { billingErrorText } from '../utils/billing-errors';
import { PAID_PLANS, planStatusOf } from '../utils/plans';

const CHANGE_FAILED = 'Failed to update your subscription. Please try again.';

/** /billing/portal: the plan, its dates, and cancel, resume or switch (local billing only). */
export function usePortalScreen() {
  const subscription = useSubscription();
  const change = useChangeSubscription();
  const now = useNow();
  const data = subscription.data;
  const plan = data?.subscribed ? planOfTier(data.subscriptionTier) : undefined;
  const status = data && planStatusOf(data);

  const run = (request: PortalChange, done: string) =>
    change.mutate(request, {
      onSuccess: () => notify.success(done),
      onError: (error) => notify.error(billingErrorText(error, CHANGE_FAILED)),
    });

  const end = status?.end;
  return {
    loading: subscription.isPending,
    loadFailed: subscription.isError,
    retry: () => void subscription.refetch(),
    plan,
    renewal: plan && status ? renewalLine(status) : null,
    badge: plan && status ? expiryBadge(status, now) : null,
    cancelled: status?.cancelled === true,
    /** Only a plan that renews can be cancelled at its period's end, or resumed. */
    renews: plan?.renews === true && Boolean(end),
    endText: end ? formatEnglishLongDate(end) : null,
    otherPlans: plan ? PAID_PLANS.filter((other) => other.type !== plan.type) : [],
    cancel: () =>
      run({ action: 'cancel' }, end ? `Pro stays until ${formatEnglishLongDate(end)}` : 'Canceled'),
    resume: () => run({ action: 'resume' }, 'Your subscription will renew'),
    switchTo: (planType: PlanType) =>
      run(
        { action: 'switch', planType },
        `Switched to ${PAID_PLANS.find((p) => p.type === planType)?.name ?? 'the new plan'}`,
      ),
    pending: change.isPending ? change.variables : null,
  };
}

export type PortalScreen = ReturnType<typeof usePortalScreen>;
