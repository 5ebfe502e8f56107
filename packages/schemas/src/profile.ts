import { z } from 'zod';

export const profileSchema = z.object({
  displayName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ state: z.enum(['up', 'down']), mode: z.enum(['embedded', 'external']) }),
});
export type Health = z.infer<typeof healthSchema>;

export const publicConfigSchema = z.object({
  emailVerificationRequired: z.boolean(),
  socialProviders: z.array(z.enum(['google', 'apple'])),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** GET /api/subscription: what the plan check answers (spec 7 check-subscription). */
export interface SubscriptionStatus {
  subscribed: boolean;
  subscriptionTier: 'free' | 'pro_monthly' | 'pro_yearly' | 'pro_lifetime';
  subscriptionEnd: string | null;
  isCancelled: boolean;
}
