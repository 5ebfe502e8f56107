export const SUBSCRIPTION_TIERS = ['free', 'pro_monthly', 'pro_yearly', 'pro_lifetime'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];
export const DEFAULT_TIER: SubscriptionTier = 'free';

/** Tiers older versions stored; both were the monthly plan (spec 4). */
const LEGACY_TIERS: Readonly<Record<string, SubscriptionTier>> = {
  pro: 'pro_monthly',
  premium: 'pro_monthly',
};

export function normalizeTier(raw: string | null | undefined): SubscriptionTier {
  if (!raw) return 'free';
  const known = SUBSCRIPTION_TIERS.find((tier) => tier === raw);
  return known ?? LEGACY_TIERS[raw] ?? 'free';
}

export interface SubscriptionRecord {
  tier: string | null | undefined;
  /** When a monthly or yearly plan runs out; lifetime plans have none. */
  end: Date | null | undefined;
}

/** Pro when the tier is paid and, unless it is lifetime, its end has not passed. */
export function hasActiveSubscription(record: SubscriptionRecord, now: Date): boolean {
  const tier = normalizeTier(record.tier);
  if (tier === 'free') return false;
  if (tier === 'pro_lifetime' || !record.end) return true;
  return record.end.getTime() > now.getTime();
}

/** Spec 9: Pro plans warn of their renewal this many days ahead. */
const RENEWAL_WARNING_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec 9: what Pro adds, in the spec's words, for the plan screens. Spec 9 names advanced
 * analytics too: it is sold once the app delivers it (issue 28, item 4; the insights issue).
 */
export const PRO_FEATURES = [
  'AI assignment breakdown',
  'AI assistant and flashcards',
  'Schedule optimisation',
  'Priority support',
] as const;

/** The plan as the subscription check reports it. */
export interface PlanStatus {
  tier: SubscriptionTier;
  end: Date | null;
  cancelled: boolean;
}

/** Spec 4's badge beside a paid plan: 'Subscription expired', 'Ends {date}' or 'Renews {date}'. */
export type ExpiryBadge =
  { kind: 'expired' } | { kind: 'ends'; date: Date } | { kind: 'renews'; date: Date };

/** None for the free plan, lifetime, a plan without an end, or a renewal more than 7 days away. */
export function expiryBadge(plan: PlanStatus, now: Date): ExpiryBadge | null {
  if (plan.tier === 'free' || plan.tier === 'pro_lifetime' || !plan.end) return null;
  const remaining = plan.end.getTime() - now.getTime();
  if (remaining <= 0) return { kind: 'expired' };
  if (plan.cancelled) return { kind: 'ends', date: plan.end };
  if (remaining <= RENEWAL_WARNING_DAYS * DAY_MS) return { kind: 'renews', date: plan.end };
  return null;
}

/** Spec 4's line under a paid plan: 'Renews on', 'Expires on' or lifetime access. */
export type RenewalLine =
  { kind: 'renews-on'; date: Date } | { kind: 'expires-on'; date: Date } | { kind: 'lifetime' };

/**
 * Monthly plans renew; yearly ones (and a cancelled monthly plan, which will not renew) expire.
 * None for the free plan or a paid plan with no end recorded.
 */
export function renewalLine(plan: PlanStatus): RenewalLine | null {
  if (plan.tier === 'pro_lifetime') return { kind: 'lifetime' };
  if (plan.tier === 'free' || !plan.end) return null;
  return plan.tier === 'pro_monthly' && !plan.cancelled
    ? { kind: 'renews-on', date: plan.end }
    : { kind: 'expires-on', date: plan.end };
}
