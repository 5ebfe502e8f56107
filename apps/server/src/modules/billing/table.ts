import { DEFAULT_TIER, PLAN_TYPES, SUBSCRIPTION_TIERS } from '@assignd/core';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /**
     * When the Stripe event the row was last set from was created: Stripe may deliver events out
     * of order, and an older one must never overwrite a newer state.
     */
    stripeEventAt: timestamp('stripe_event_at', { withTimezone: true }),
    /** What that event did ('ended' and so on): a deletion is not undone by an event of its second. */
    stripeEventKind: text('stripe_event_kind'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [oneOfCheck('subscriptions_tier_check', t.subscriptionTier, SUBSCRIPTION_TIERS)],
);

export const CHECKOUT_STATUSES = ['open', 'completed', 'canceled'] as const;

/** The built-in provider's checkouts: confirming one is the only way to a plan without Stripe. */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: text('plan_type').notNull(),
    status: text('status').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('billing_checkouts_user_id_idx').on(t.userId),
    oneOfCheck('billing_checkouts_plan_type_check', t.planType, PLAN_TYPES),
    oneOfCheck('billing_checkouts_status_check', t.status, CHECKOUT_STATUSES),
  ],
);

/** Each Stripe event applied, by its id: a replayed delivery finds its id here and does nothing. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});
