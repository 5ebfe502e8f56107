export const SUBSCRIPTION_TIERS = ['free', 'pro_monthly', 'pro_yearly', 'pro_lifetime'] as const;
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];

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
