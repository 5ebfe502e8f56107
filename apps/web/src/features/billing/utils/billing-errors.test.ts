import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { billingErrorText, CHECKOUT_FAILED } from './billing-errors';

describe('billingErrorText', () => {
  it("shows the server's message", () => {
    expect(billingErrorText(new ApiError(400, 'No subscription to manage'), CHECKOUT_FAILED)).toBe(
      'No subscription to manage',
    );
  });

  it("says 'Not authenticated' without a session", () => {
    expect(billingErrorText(new Error('Not authenticated'), CHECKOUT_FAILED)).toBe(
      'Not authenticated',
    );
  });

  it('falls back for a network failure', () => {
    expect(billingErrorText(new TypeError('Failed to fetch'), CHECKOUT_FAILED)).toBe(
      'Failed to start checkout process. Please try again.',
    );
  });
});
