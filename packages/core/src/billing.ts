import {
  hasActiveSubscription,
  type SubscriptionRecord,
  type SubscriptionTier,
} from './subscription';

/**
 * BILLING_PROVIDER: `local` grants plans on this server with no payment, `stripe` takes payments
 * through Stripe, `off` gives every account every Pro feature (a school or family server).
 */
export const BILLING_PROVIDERS = ['local', 'stripe', 'off'] as const;
export type BillingProvider = (typeof BILLING_PROVIDERS)[number];
export const DEFAULT_BILLING_PROVIDER: BillingProvider = 'local';

/** What checkout is asked for (spec 7 create-checkout). */
export const PLAN_TYPES = ['monthly', 'yearly', 'lifetime'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export interface Plan {
  type: PlanType;
  tier: Exclude<SubscriptionTier, 'free'>;
  name: string;
  /** In US cents (spec 9). */
  priceCents: number;
  /** '$2', '$20', '$99'. */
  price: string;
  /** 'per month', 'per year', 'one-time'. */
  cadence: string;
  /** A plan with an end renews each period unless cancelled; lifetime has none. */
  renews: boolean;
}

/** Spec 9's paid plans. */
export const PLANS: Readonly<Record<PlanType, Plan>> = {
  monthly: {
    type: 'monthly',
    tier: 'pro_monthly',
    name: 'Pro Monthly',
    priceCents: 200,
    price: '$2',
    cadence: 'per month',
    renews: true,
  },
  yearly: {
    type: 'yearly',
    tier: 'pro_yearly',
    name: 'Pro Yearly',
    priceCents: 2000,
    price: '$20',
    cadence: 'per year',
    renews: true,
  },
  lifetime: {
    type: 'lifetime',
    tier: 'pro_lifetime',
    name: 'Pro Lifetime',
    priceCents: 9900,
    price: '$99',
    cadence: 'one-time',
    renews: false,
  },
};

/** The plan a paid tier was bought as; undefined for the free tier. */
export function planOfTier(tier: SubscriptionTier): Plan | undefined {
  return Object.values(PLANS).find((plan) => plan.tier === tier);
}

/**
 * When a plan bought or renewed at `from` runs out: one calendar month or year later in UTC
 * (31 January + 1 month is 28 or 29 February), none for lifetime.
 */
export function planPeriodEnd(type: PlanType, from: Date): Date | null {
  if (type === 'lifetime') return null;
  const end = new Date(from.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  if (type === 'monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** The Pro features a route can be gated on, named as the 403 message and the gate card say. */
export const PRO_FEATURES_GATED = {
  themes: 'custom themes',
  ai: 'AI study tools',
  pomodoro: 'the focus timer',
  flashcards: 'flashcards',
  calendarSync: 'Google Calendar sync',
} as const;
export type ProFeature = keyof typeof PRO_FEATURES_GATED;

/** Spec 5's 'Upgrade to Pro to unlock custom themes!', for every gated feature. */
export function proRequiredMessage(feature: ProFeature): string {
  return `Upgrade to Pro to unlock ${PRO_FEATURES_GATED[feature]}!`;
}

/** The one rule for Pro access: everything when billing is off, else an active paid plan. */
export function hasProAccess(
  provider: BillingProvider,
  record: SubscriptionRecord | undefined,
  now: Date,
): boolean {
  if (provider === 'off') return true;
  return record ? hasActiveSubscription(record, now) : false;
}
