import type { ExpiryBadge, RenewalLine } from '@assignd/core';
import { formatEnglishLongDate, formatEnglishShortDate } from '@/lib/format-date';

/** Spec 4: what the plan badge says while the check runs and after it answered. */
export function planBadgeText({ checking, isPro }: { checking: boolean; isPro: boolean }): string {
  if (checking) return 'Checking...';
  return isPro ? 'Pro' : 'Free';
}

/** Spec 9's free plan, as the plan row explains it. */
export const FREE_PLAN_TEXT =
  'Free forever: assignment tracking, calendar view, class organisation and due date reminders.';

/** Said beside every way into checkout and the billing portal while offline (NeedsConnection). */
export const BILLING_OFFLINE = "You're offline. Upgrading to Pro and billing need a connection.";

export function expiryBadgeText(badge: ExpiryBadge): string {
  if (badge.kind === 'expired') return 'Subscription expired';
  return `${badge.kind === 'ends' ? 'Ends' : 'Renews'} ${formatEnglishShortDate(badge.date)}`;
}

export function renewalText(line: RenewalLine): string {
  if (line.kind === 'lifetime') return 'Lifetime access - no expiration';
  return `${line.kind === 'renews-on' ? 'Renews on' : 'Expires on'} ${formatEnglishLongDate(line.date)}`;
}
