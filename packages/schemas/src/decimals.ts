import { z } from 'zod';

/*
 * Points, weights and credits (issue 30): numbers with at most two decimals, which the server
 * keeps as whole hundredths and @assignd/core adds up exactly.
 */

/** Whether a number has at most two decimals (87.5 and 87.25, not 87.125). */
const hasHundredthsAtMost = (value: number): boolean =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A number from `min` to `max` with at most two decimals. */
export const decimalNumber = (min: number, max: number) =>
  z
    .number({ message: 'Expected a number' })
    .min(min, `At least ${min}`)
    .max(max, `At most ${max.toLocaleString('en-US')}`)
    .refine(hasHundredthsAtMost, 'At most 2 decimals');
