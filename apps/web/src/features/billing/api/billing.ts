import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlanType } from '@assignd/core';
import {
  billingUrlSchema,
  localCheckoutSchema,
  subscriptionStatusSchema,
  type BillingUrl,
  type CheckoutRequest,
} from '@assignd/schemas';
import { jsonBody } from '@/api/mutation-helpers';
import { ApiError, apiFetch } from '@/lib/api-client';
import { currentSession } from '@/lib/session';
import { billingKeys } from './query-keys';

/** Spec 8: checkout or portal without a session. */
export const NOT_AUTHENTICATED = 'Not authenticated';

/** Checkout and portal need a session; without one they fail before asking the server. */
async function signedInPost(path: string, body?: unknown): Promise<BillingUrl> {
  if (currentSession().status !== 'signed-in') throw new Error(NOT_AUTHENTICATED);
  try {
    return await apiFetch(path, billingUrlSchema, {
      method: 'POST',
      body: body === undefined ? undefined : jsonBody(body),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw new Error(NOT_AUTHENTICATED);
    throw error;
  }
}

/** POST /api/billing/checkout (spec 7 create-checkout): where to pay for the plan. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (planType: PlanType) => {
      const request: CheckoutRequest = { planType };
      return signedInPost('/api/billing/checkout', request);
    },
  });
}

/** POST /api/billing/portal (spec 7 customer-portal): where a paid plan is managed. */
export function useOpenPortal() {
  return useMutation({ mutationFn: () => signedInPost('/api/billing/portal') });
}

const checkoutKey = (checkoutId: string) => ['billing', 'checkout', checkoutId] as const;

/** The built-in checkout's plan and state (local billing only). */
export function useLocalCheckout(checkoutId: string) {
  return useQuery({
    queryKey: checkoutKey(checkoutId),
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/billing/local/checkouts/${encodeURIComponent(checkoutId)}`,
        localCheckoutSchema,
        { signal },
      ),
    retry: false,
  });
}

/** Activate Pro or go back: either way the server answers where the browser goes next. */
export function useFinishCheckout(checkoutId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'confirm' | 'cancel') =>
      apiFetch(
        `/api/billing/local/checkouts/${encodeURIComponent(checkoutId)}/${action}`,
        billingUrlSchema,
        { method: 'POST' },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: billingKeys.subscription }),
  });
}

export type PortalChange =
  { action: 'cancel' | 'resume' } | { action: 'switch'; planType: PlanType };

/** The built-in portal: cancel at the period's end, resume, or switch plan. */
export function useChangeSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: PortalChange) =>
      apiFetch(`/api/billing/local/portal/${change.action}`, subscriptionStatusSchema, {
        method: 'POST',
        body: change.action === 'switch' ? jsonBody({ planType: change.planType }) : undefined,
      }),
    onSuccess: (status) => client.setQueryData(billingKeys.subscription, status),
  });
}
