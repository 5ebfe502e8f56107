import { HttpError } from '../../lib/http';
import type { ModuleContext } from '../../platform/server-module';
import type { BillingRepositories } from './subscription-service';
import { createStripeBilling, StripeRequestError } from './stripe/stripe-billing';

const NOT_CANCELLED =
  'Your subscription could not be cancelled with the payment service, so your account was not deleted. Please try again in a moment.';

/**
 * Before a student's account goes, their customer at Stripe goes too: their subscription stops
 * charging and their card is forgotten. The built-in provider keeps nothing outside this database.
 */
export async function closeStripeCustomer(
  { store, config }: ModuleContext<BillingRepositories>,
  userId: string,
): Promise<void> {
  if (!config.stripe) return;
  const row = await store.repositories.subscriptions.find(userId);
  if (!row?.stripeCustomerId) return;
  try {
    await createStripeBilling(config.stripe).deleteCustomer(row.stripeCustomerId);
  } catch (error) {
    if (error instanceof StripeRequestError) throw new HttpError(502, NOT_CANCELLED);
    throw error;
  }
}
