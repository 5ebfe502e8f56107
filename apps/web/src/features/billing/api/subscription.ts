import { useQuery } from '@tanstack/react-query';
import { subscriptionStatusSchema } from '@assignd/schemas';
import { apiFetch } from '@/lib/api-client';
import { billingKeys } from './query-keys';

/** Spec 4 and 9: the plan is re-checked every 5 minutes. */
const SUBSCRIPTION_RECHECK_MS = 5 * 60 * 1000;

/**
 * The plan check. It runs when the signed-in app mounts (sign-in), whenever the window regains
 * focus and every 5 minutes. It is never cached as fresh, so a focus always asks again.
 */
export function useSubscription() {
  return useQuery({
    queryKey: billingKeys.subscription,
    queryFn: ({ signal }) => apiFetch('/api/subscription', subscriptionStatusSchema, { signal }),
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchInterval: SUBSCRIPTION_RECHECK_MS,
    // A failed check means the free plan at once (spec 4), so there is nothing to retry for.
    retry: false,
  });
}
