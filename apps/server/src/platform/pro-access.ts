import type { ProFeature } from '@assignd/core';

/**
 * The one server-side rule for Pro features, given to every module's routes and jobs; the billing
 * module implements it (modules/billing/pro-access.ts) and the app hands it out.
 */
export interface ProAccess {
  has(userId: string): Promise<boolean>;
  /** Throws the 403 naming the feature ('Upgrade to Pro to unlock custom themes!'). */
  require(userId: string, feature: ProFeature): Promise<void>;
}
