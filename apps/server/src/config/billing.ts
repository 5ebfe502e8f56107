import { BILLING_PROVIDERS, DEFAULT_BILLING_PROVIDER, type BillingProvider } from '@assignd/core';
import { z } from 'zod';
import { ConfigError, type EnvOf } from './env-values';

export const billingEnv = {
  BILLING_PROVIDER: z
    .enum(BILLING_PROVIDERS, { message: `expected one of ${BILLING_PROVIDERS.join(', ')}` })
    .default(DEFAULT_BILLING_PROVIDER),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_YEARLY: z.string().min(1).optional(),
  STRIPE_PRICE_LIFETIME: z.string().min(1).optional(),
  STRIPE_API_URL: z.string().url('expected a URL such as https://api.stripe.com').optional(),
};

/** What BILLING_PROVIDER=stripe needs; every one is required then. */
const STRIPE_SETTINGS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_MONTHLY',
  'STRIPE_PRICE_YEARLY',
  'STRIPE_PRICE_LIFETIME',
] as const;

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: { monthly: string; yearly: string; lifetime: string };
  /** Where the SDK sends its calls; tests point it at a fake Stripe on 127.0.0.1. */
  apiUrl: string | undefined;
}

export interface BillingConfig {
  billing: BillingProvider;
  /** Set exactly when billing is `stripe`. */
  stripe: StripeConfig | undefined;
}

export function billingConfig(value: EnvOf<typeof billingEnv>): BillingConfig {
  if (value.BILLING_PROVIDER !== 'stripe')
    return { billing: value.BILLING_PROVIDER, stripe: undefined };
  const missing = STRIPE_SETTINGS.find((name) => !value[name]);
  if (missing) {
    throw new ConfigError(`Invalid setting ${missing}: required when BILLING_PROVIDER is stripe`);
  }
  return {
    billing: value.BILLING_PROVIDER,
    stripe: {
      secretKey: value.STRIPE_SECRET_KEY ?? '',
      webhookSecret: value.STRIPE_WEBHOOK_SECRET ?? '',
      prices: {
        monthly: value.STRIPE_PRICE_MONTHLY ?? '',
        yearly: value.STRIPE_PRICE_YEARLY ?? '',
        lifetime: value.STRIPE_PRICE_LIFETIME ?? '',
      },
      apiUrl: value.STRIPE_API_URL,
    },
  };
}
