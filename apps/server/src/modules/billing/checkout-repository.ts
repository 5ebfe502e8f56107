import type { PlanType } from '@assignd/core';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { billingCheckouts } from './table';

export type CheckoutRow = typeof billingCheckouts.$inferSelect;

export function checkoutRepository(db: Executor) {
  return {
    async create(userId: string, planType: PlanType, expiresAt: Date): Promise<CheckoutRow> {
      const [row] = await db
        .insert(billingCheckouts)
        .values({ userId, planType, expiresAt })
        .returning();
      if (!row) throw new Error('Creating the checkout returned no row');
      return row;
    },

    /** How many of the user's checkouts can still be confirmed at `now`. */
    async countOpen(userId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ open: count() })
        .from(billingCheckouts)
        .where(
          and(
            eq(billingCheckouts.userId, userId),
            eq(billingCheckouts.status, 'open'),
            gt(billingCheckouts.expiresAt, now),
          ),
        );
      return row?.open ?? 0;
    },

    /** The user's own checkout; someone else's is as unknown as a missing one. */
    async find(userId: string, id: string): Promise<CheckoutRow | undefined> {
      const [row] = await db
        .select()
        .from(billingCheckouts)
        .where(and(eq(billingCheckouts.userId, userId), eq(billingCheckouts.id, id)));
      return row;
    },

    /**
     * Closes the user's open, unexpired checkout as `status` in one statement, so of two requests
     * at once only one gets the row back: a checkout is completed (or left) once.
     */
    async close(
      userId: string,
      id: string,
      status: 'completed' | 'canceled',
      now: Date,
    ): Promise<CheckoutRow | undefined> {
      const [row] = await db
        .update(billingCheckouts)
        .set({ status })
        .where(
          and(
            eq(billingCheckouts.userId, userId),
            eq(billingCheckouts.id, id),
            eq(billingCheckouts.status, 'open'),
            gt(billingCheckouts.expiresAt, now),
          ),
        )
        .returning();
      return row;
    },
  };
}
