import { normalizeTier } from '@assignd/core';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  applySubscriptionChange,
  type StripePlanState,
  type SubscriptionChange,
  supersedes,
} from './stripe/stripe-events';
import { billingEvents, subscriptions } from './table';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A plan as this server keeps it: the tier, when it runs out and whether it will renew. */
export interface PlanState {
  subscriptionTier: string;
  subscriptionEnd: Date | null;
  isCancelled: boolean;
}

/** What the webhook did with one event; all are answered 200, so Stripe stops sending it. */
export type StripeOutcome = 'applied' | 'replayed' | 'stale' | 'unknown-user';

type ChangeKind = SubscriptionChange['kind'];

/** The stored plan as the Stripe rules read it; no row is the free plan. */
function stripePlanOf(row: SubscriptionRow | undefined): StripePlanState {
  return {
    tier: normalizeTier(row?.subscriptionTier),
    end: row?.subscriptionEnd ?? null,
    cancelled: row?.isCancelled ?? false,
    customerId: row?.stripeCustomerId ?? null,
    subscriptionId: row?.stripeSubscriptionId ?? null,
  };
}

const paidOf = (plan: PlanState) => ({ ...plan, subscribed: plan.subscriptionTier !== 'free' });

export function subscriptionRepository(db: Executor) {
  return {
    /** The user's subscription row; none means the free plan. */
    async find(userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return row;
    },

    /** Sets the user's plan, creating the row if they never had one. */
    async save(userId: string, plan: PlanState): Promise<SubscriptionRow> {
      const values = paidOf(plan);
      const [row] = await db
        .insert(subscriptions)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: subscriptions.userId, set: values })
        .returning();
      if (!row) throw new Error('Saving the subscription returned no row');
      return row;
    },

    /**
     * Moves a renewing plan's end forward, unless another request already did (the end it read is
     * the condition), so two status reads at once renew it once.
     */
    async renew(userId: string, from: Date, to: Date): Promise<void> {
      await db
        .update(subscriptions)
        .set({ subscriptionEnd: to })
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.subscriptionEnd, from)));
    },

    /**
     * Applies one Stripe event's change exactly once and in order, by the rules of
     * stripe/stripe-events.ts; run it inside one transaction. The event id is recorded first, so
     * a replay stops there; then the user's row is locked and changed only when the event is newer
     * than the one that last set it.
     */
    async applyStripeChange(change: SubscriptionChange): Promise<StripeOutcome> {
      const recorded = await db
        .insert(billingEvents)
        .values({ id: change.eventId, type: change.eventType })
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      if (recorded.length === 0) return 'replayed';

      // Subscriptions made outside our checkout carry no user id: their customer names the user.
      const match = change.userId
        ? eq(subscriptions.userId, change.userId)
        : change.customerId
          ? eq(subscriptions.stripeCustomerId, change.customerId)
          : undefined;
      const [row] = match ? await db.select().from(subscriptions).where(match).for('update') : [];
      const userId = row?.userId ?? change.userId;
      if (!userId) return 'unknown-user';
      const last = row?.stripeEventAt
        ? { occurredAt: row.stripeEventAt, kind: row.stripeEventKind as ChangeKind }
        : undefined;
      if (!supersedes(change, last)) return 'stale';

      const next = applySubscriptionChange(stripePlanOf(row), change);
      const values = {
        subscribed: next.tier !== 'free',
        subscriptionTier: next.tier,
        subscriptionEnd: next.end,
        isCancelled: next.cancelled,
        stripeCustomerId: next.customerId,
        stripeSubscriptionId: next.subscriptionId,
        stripeEventAt: change.occurredAt,
        stripeEventKind: change.kind,
      };
      await db
        .insert(subscriptions)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: subscriptions.userId, set: values });
      return 'applied';
    },
  };
}
