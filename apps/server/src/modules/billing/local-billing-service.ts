import { PLANS, type PlanType, planPeriodEnd } from '@assignd/core';
import type { LocalCheckout, SubscriptionStatus } from '@assignd/schemas';
import { HttpError, notFound } from '../../lib/http';
import type { Store } from '../../platform/store';
import type { BillingRepositories } from './subscription-service';
import type { CheckoutRow } from './checkout-repository';
import type { SubscriptionService } from './subscription-service';

const CHECKOUT_CLOSED = 'This checkout has already been used, left or has expired';
const NOTHING_TO_MANAGE = 'No subscription to manage';

function toLocalCheckout(row: CheckoutRow, now: Date): LocalCheckout {
  const expired = row.status === 'open' && row.expiresAt <= now;
  return {
    id: row.id,
    planType: row.planType as PlanType,
    status: expired ? 'expired' : (row.status as LocalCheckout['status']),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * The built-in provider (BILLING_PROVIDER=local): no payment is taken, so the checkout bound to
 * the signed-in user, confirmed once before it expires, is the only way to a plan.
 */
export function localBillingService(
  store: Store<BillingRepositories>,
  subscriptions: SubscriptionService,
  clock: () => Date,
) {
  const { repositories } = store;

  /** Why the checkout cannot be closed: someone else's or missing is 404, else it is closed. */
  async function closedError(userId: string, checkoutId: string): Promise<HttpError> {
    const row = await repositories.checkouts.find(userId, checkoutId);
    return row ? new HttpError(409, CHECKOUT_CLOSED) : notFound();
  }

  /** The user's active built-in plan, or the 400 of a portal with nothing to manage. */
  async function managedPlan(userId: string) {
    const status = await subscriptions.status(userId);
    if (!status.subscribed || status.subscriptionTier === 'free') {
      throw new HttpError(400, NOTHING_TO_MANAGE);
    }
    return status;
  }

  return {
    async checkout(userId: string, checkoutId: string): Promise<LocalCheckout> {
      const row = await repositories.checkouts.find(userId, checkoutId);
      if (!row) throw notFound();
      return toLocalCheckout(row, clock());
    },

    /** Grants the checkout's plan: monthly and yearly end one period from now, lifetime never. */
    async confirm(userId: string, checkoutId: string): Promise<void> {
      const now = clock();
      const granted = await store.transact(async (tx) => {
        const row = await tx.checkouts.close(userId, checkoutId, 'completed', now);
        if (!row) return false;
        const planType = row.planType as PlanType;
        await tx.subscriptions.save(userId, {
          subscriptionTier: PLANS[planType].tier,
          subscriptionEnd: planPeriodEnd(planType, now),
          isCancelled: false,
        });
        return true;
      });
      if (!granted) throw await closedError(userId, checkoutId);
    },

    async cancelCheckout(userId: string, checkoutId: string): Promise<void> {
      const row = await repositories.checkouts.close(userId, checkoutId, 'canceled', clock());
      if (!row) throw await closedError(userId, checkoutId);
    },

    /** Cancel at period end: the plan stays until its end and then runs out. */
    async cancelPlan(userId: string): Promise<SubscriptionStatus> {
      const plan = await managedPlan(userId);
      if (plan.subscriptionTier === 'pro_lifetime') {
        throw new HttpError(400, 'A lifetime plan has no renewal to cancel');
      }
      await repositories.subscriptions.save(userId, {
        subscriptionTier: plan.subscriptionTier,
        subscriptionEnd: plan.subscriptionEnd === null ? null : new Date(plan.subscriptionEnd),
        isCancelled: true,
      });
      return subscriptions.status(userId);
    },

    async resumePlan(userId: string): Promise<SubscriptionStatus> {
      const plan = await managedPlan(userId);
      await repositories.subscriptions.save(userId, {
        subscriptionTier: plan.subscriptionTier,
        subscriptionEnd: plan.subscriptionEnd === null ? null : new Date(plan.subscriptionEnd),
        isCancelled: false,
      });
      return subscriptions.status(userId);
    },

    /** A new plan starts now: lifetime has no end, monthly and yearly end one period ahead. */
    async switchPlan(userId: string, planType: PlanType): Promise<SubscriptionStatus> {
      const plan = await managedPlan(userId);
      const target = PLANS[planType];
      if (plan.subscriptionTier === target.tier) {
        throw new HttpError(400, `planType: You are already on ${target.name}`, 'planType');
      }
      if (plan.subscriptionTier === 'pro_lifetime') {
        throw new HttpError(400, 'A lifetime plan has nothing to switch to');
      }
      await repositories.subscriptions.save(userId, {
        subscriptionTier: target.tier,
        subscriptionEnd: planPeriodEnd(planType, clock()),
        isCancelled: false,
      });
      return subscriptions.status(userId);
    },
  };
}
