import { type BillingProvider, hasProAccess, proRequiredMessage } from '@assignd/core';
import { HttpError } from '../../lib/http';
import type { ProAccess } from '../../platform/pro-access';
import { recordOf, type SubscriptionService } from './subscription-service';

/**
 * The platform's Pro rule: everything when billing is off, else an active paid plan (a renewing
 * built-in plan is renewed first).
 */

export function proAccess(
  billing: BillingProvider,
  subscriptions: SubscriptionService,
  clock: () => Date,
): ProAccess {
  const has = async (userId: string) =>
    billing === 'off' ||
    hasProAccess(billing, recordOf(await subscriptions.current(userId)), clock());
  return {
    has,
    async require(userId, feature) {
      if (!(await has(userId))) throw new HttpError(403, proRequiredMessage(feature));
    },
  };
}
