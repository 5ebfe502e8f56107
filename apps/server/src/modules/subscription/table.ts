import { DEFAULT_TIER, SUBSCRIPTION_TIERS } from '@assignd/core';
import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOfCheck } from '../../db/checks';
import { createdAt, updatedAt } from '../../db/columns';
import { users } from '../../db/schema';

export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscribed: boolean('subscribed').notNull().default(false),
    subscriptionTier: text('subscription_tier').notNull().default(DEFAULT_TIER),
    subscriptionEnd: timestamp('subscription_end', { withTimezone: true }),
    isCancelled: boolean('is_cancelled').notNull().default(false),
    stripeCustomerId: text('stripe_customer_id').unique(),
    stripeSubscriptionId: text('stripe_subscription_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOfCheck('subscriptions_tier_check', t.subscriptionTier, SUBSCRIPTION_TIERS)],
);
