import { ApiError } from '@/lib/api-client';
import { NOT_AUTHENTICATED } from '../api/billing';

/** Spec 8's fallback under 'Checkout Error'. */
export const CHECKOUT_FAILED = 'Failed to start checkout process. Please try again.';

/** The server's own words, or 'Not authenticated'; anything else (a lost network) the fallback. */
export function billingErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof Error && error.message === NOT_AUTHENTICATED) return NOT_AUTHENTICATED;
  return fallback;
}
