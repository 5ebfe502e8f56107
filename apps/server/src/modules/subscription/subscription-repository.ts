import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { subscriptions } from './table';

export function subscriptionRepository(db: Executor) {
  return {
    /** The user's subscription row; none means the free plan. */
    async find(userId: string) {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      return row;
    },
  };
}
