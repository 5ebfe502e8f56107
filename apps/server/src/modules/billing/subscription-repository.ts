import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { billingEvents, subscriptions } from './table';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A plan as this server keeps it: the tier, when it runs out and whether it will renew. */
export interface PlanState {
  subscriptionTier: string;
  subscriptionEnd: Date | null;
  isCancelled: boolean;
}

/** What one Stripe event says the user's plan now is, and which event said it. */
export interface StripeChange {
  eventId: string;
  eventType: string;
  /** When Stripe created the event: an older event never overwrites a newer state. */
  eventAt: Date;
  /** The user, when the event names one (checkout's client_reference_id). */
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** The plan after the event; undefined when the event changes no plan (a paid invoice of a plan already known). */
  plan: PlanState | undefined;
}

export type StripeOutcome = 'applied' | 'replayed' | 'stale' | 'unknown-user';

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
     * Applies one Stripe event's change exactly once and in order; run it inside one transaction.
     * The event id is recorded first (a replay stops there), then the user's row is locked and
     * only changed when the event is not older than the one that set it.
     */
    async applyStripeChange(change: StripeChange): Promise<StripeOutcome> {
      const recorded = await db
        .insert(billingEvents)
        .values({ id: change.eventId, type: change.eventType })
        .onConflictDoNothing()
        .returning({ id: billingEvents.id });
      if (recorded.length === 0) return 'replayed';

      const matches = [
        ...(change.userId ? [eq(subscriptions.userId, change.userId)] : []),
        ...(change.customerId ? [eq(subscriptions.stripeCustomerId, change.customerId)] : []),
      ];
      const [row] =
        matches.length === 0
          ? []
          : await db
              .select()
              .from(subscriptions)
              .where(or(...matches))
              .for('update');
      const userId = row?.userId ?? change.userId;
      if (!userId) return 'unknown-user';
      if (row?.stripeEventAt && row.stripeEventAt.getTime() > change.eventAt.getTime()) {
        return 'stale';
      }
      const values = {
        ...(change.plan ? paidOf(change.plan) : {}),
        ...(change.customerId ? { stripeCustomerId: change.customerId } : {}),
        ...(change.subscriptionId ? { stripeSubscriptionId: change.subscriptionId } : {}),
        stripeEventAt: change.eventAt,
      };
      await db
        .insert(subscriptions)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: subscriptions.userId, set: values });
      return 'applied';
    },
  };
}
