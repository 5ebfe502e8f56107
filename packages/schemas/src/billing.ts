import { PLAN_TYPES } from '@assignd/core';
import { z } from 'zod';

/*
 * Billing requests (issue 11). Their answers are in responses.ts with the others, so the web
 * app's first chunk parses them with zod/mini.
 */

const planTypeSchema = z.enum(PLAN_TYPES, {
  message: `Expected one of ${PLAN_TYPES.join(', ')}`,
});

/** POST /api/billing/checkout (spec 7 create-checkout). */
export const checkoutRequestSchema = z.object({ planType: planTypeSchema }).strict();
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** POST /api/billing/local/portal/switch: the built-in portal's plan change. */
export const switchPlanRequestSchema = z.object({ planType: planTypeSchema }).strict();

/** A local checkout's id in the address (a uuid). */
export const checkoutIdParamsSchema = z.object({ checkoutId: z.uuid('Expected a checkout id') });
