import { PLANS, type Plan, type PlanStatus } from '@assignd/core';
import type { SubscriptionStatus } from '@assignd/schemas';
import { deviceMode, type DeviceSignals } from '@/lib/device-mode';

/** Spec 9's free plan. */
export const FREE_FEATURES = [
  'Assignment tracking',
  'Calendar view',
  'Class organisation',
  'Due date reminders',
] as const;

/** The paid plans in the order /pro shows them. */
export const PAID_PLANS: readonly Plan[] = [PLANS.monthly, PLANS.yearly, PLANS.lifetime];

/** Spec 9's 'save $4 per year': twelve monthly payments against one yearly one. */
export function yearlySavingText(): string {
  const cents = PLANS.monthly.priceCents * 12 - PLANS.yearly.priceCents;
  return `save $${cents / 100} per year`;
}

/** The price as a plan card prints it: '$2 per month', '$99 one-time'. */
export function priceText(plan: Plan): string {
  return `${plan.price} ${plan.cadence}`;
}

/**
 * Spec 7: the checkout opens in a new tab on a phone, a tablet or in the native shell, so the
 * app stays where it was; a desktop browser goes there in the same window.
 */
export function opensInNewWindow(signals: DeviceSignals): boolean {
  return deviceMode(signals) !== 'desktop';
}

/** What /pro shows after the return from a checkout (spec 2). */
export type CheckoutReturn = 'success' | 'canceled' | null;

export function checkoutReturnOf(search: string): CheckoutReturn {
  const query = new URLSearchParams(search);
  if (query.get('success') === 'true') return 'success';
  if (query.get('canceled') === 'true') return 'canceled';
  return null;
}

/** The plan check's answer as core's plan rules read it. */
export function planStatusOf(status: SubscriptionStatus): PlanStatus {
  return {
    tier: status.subscriptionTier,
    end: status.subscriptionEnd ? new Date(status.subscriptionEnd) : null,
    cancelled: status.isCancelled,
  };
}
