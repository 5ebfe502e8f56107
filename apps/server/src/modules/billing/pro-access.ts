import {
  type BillingProvider,
  hasProAccess,
  type ProFeature,
  proRequiredMessage,
} from '@assignd/core';
import { HttpError } from '../../lib/http';
import { recordOf, type SubscriptionService } from './subscription-service';

/**
 * The one server-side rule for Pro features, given to every module's routes: everything when
 * billing is off, else an active paid plan (a renewing built-in plan is renewed first).
 */
export interface ProAccess {
  has(userId: string): Promise<boolean>;
  /** Throws the 403 naming the feature ('Upgrade to Pro to unlock custom themes!'). */
  require(userId: string, feature: ProFeature): Promise<void>;
}

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
