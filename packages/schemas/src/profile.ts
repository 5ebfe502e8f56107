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
