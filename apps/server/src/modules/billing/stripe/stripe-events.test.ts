import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { checkoutSessionObject } from '../../../../test/stripe-payloads';
import {
  at,
  CUSTOMER,
  event,
  invoice,
  MONTH_END,
  monthlyCheckout,
  NOW,
  PRICES,
  subscription,
  SUBSCRIPTION,
  USER,
  YEAR_END,
} from '../../../../test/stripe-student';
import { subscriptionChangeOf, type SubscriptionChange } from './stripe-events';

const ids = { userId: USER, customerId: CUSTOMER, occurredAt: at(NOW) };

describe('subscriptionChangeOf', () => {
  it.each<{ name: string; event: Stripe.Event; change: Partial<SubscriptionChange> | null }>([
    {
      name: 'a paid lifetime checkout grants lifetime with no end',
      event: event(
        'checkout.session.completed',
        checkoutSessionObject({
          userId: USER,
          mode: 'payment',
          planType: 'lifetime',
          customerId: CUSTOMER,
        }),
      ),
      change: {
        ...ids,
        kind: 'activated',
        subscriptionId: null,
        tier: 'pro_lifetime',
        end: null,
        cancelled: false,
      },
    },
    {
      name: 'a monthly checkout grants the tier and leaves the end to the subscription',
      event: monthlyCheckout(),
      change: {
        ...ids,
        kind: 'activated',
        subscriptionId: SUBSCRIPTION,
        tier: 'pro_monthly',
        cancelled: false,
      },
    },
    {
      name: 'an unpaid (asynchronous) lifetime checkout grants nothing yet',
      event: event('checkout.session.completed', {
        ...checkoutSessionObject({ userId: USER, mode: 'payment', planType: 'lifetime' }),
        payment_status: 'unpaid',
      }),
      change: null,
    },
    {
      name: 'a new yearly subscription sets the tier from its price and the item period end',
      event: event(
        'customer.subscription.created',
        subscription({ priceId: PRICES.yearly, periodEnd: YEAR_END }),
      ),
      change: {
        ...ids,
        kind: 'updated',
        subscriptionId: SUBSCRIPTION,
        tier: 'pro_yearly',
        end: at(YEAR_END),
        cancelled: false,
      },
    },
    {
      name: 'an older API version with the period end on the subscription is read too',
      event: event('customer.subscription.updated', {
        ...subscription(),
        current_period_end: MONTH_END,
        items: { object: 'list', data: [{ id: 'si_1', price: { id: PRICES.monthly } }] },
      }),
      change: { kind: 'updated', tier: 'pro_monthly', end: at(MONTH_END) },
    },
    {
      name: 'cancelling at period end keeps Pro until then, marked cancelled',
      event: event('customer.subscription.updated', subscription({ cancelAtPeriodEnd: true })),
      change: { kind: 'updated', tier: 'pro_monthly', end: at(MONTH_END), cancelled: true },
    },
    {
      name: 'a cancel date before the period end ends access at that date',
      event: event('customer.subscription.updated', subscription({ cancelAt: NOW + 3600 })),
      change: { kind: 'updated', end: at(NOW + 3600), cancelled: true },
    },
    {
      name: 'past_due is still Pro until the period end',
      event: event('customer.subscription.updated', subscription({ status: 'past_due' })),
      change: { kind: 'updated', tier: 'pro_monthly', end: at(MONTH_END), cancelled: false },
    },
    {
      name: 'a price that is no longer configured maps through the recorded plan',
      event: event(
        'customer.subscription.updated',
        subscription({ priceId: 'price_old_yearly', planType: 'yearly' }),
      ),
      change: { kind: 'updated', tier: 'pro_yearly' },
    },
    {
      name: 'an unknown price without a recorded plan is not ours',
      event: event(
        'customer.subscription.updated',
        subscription({ priceId: 'price_other', userId: undefined }),
      ),
      change: null,
    },
    ...(['canceled', 'unpaid', 'incomplete_expired'] as const).map((status) => ({
      name: `status ${status} makes the user free`,
      event: event('customer.subscription.updated', subscription({ status })),
      change: { ...ids, kind: 'ended' as const, tier: 'free' as const, end: null },
    })),
    {
      name: 'an incomplete subscription (first payment pending) changes nothing',
      event: event('customer.subscription.created', subscription({ status: 'incomplete' })),
      change: null,
    },
    {
      name: 'a deleted subscription makes the user free',
      event: event('customer.subscription.deleted', subscription({ status: 'canceled' })),
      change: {
        ...ids,
        kind: 'ended',
        subscriptionId: SUBSCRIPTION,
        tier: 'free',
        end: null,
        cancelled: false,
      },
    },
    {
      name: 'a paid renewal invoice moves the end to the paid period end',
      event: event('invoice.paid', invoice()),
      change: {
        ...ids,
        kind: 'renewed',
        subscriptionId: SUBSCRIPTION,
        end: at(1_800_568_800),
      },
    },
    {
      name: 'an invoice from an older API version names its subscription at the top',
      event: event('invoice.paid', { ...invoice(), parent: null, subscription: SUBSCRIPTION }),
      // Its lines still carry the subscription's metadata, so the user is known.
      change: { kind: 'renewed', subscriptionId: SUBSCRIPTION, userId: USER },
    },
    {
      name: 'a failed payment is reported and changes no field',
      event: event('invoice.payment_failed', invoice({ status: 'open' })),
      change: { ...ids, kind: 'payment_failed', subscriptionId: SUBSCRIPTION },
    },
    {
      name: 'an invoice outside any subscription is ignored',
      event: event('invoice.paid', {
        ...invoice(),
        parent: null,
        lines: { object: 'list', data: [] },
      }),
      change: null,
    },
    {
      name: 'other events are ignored',
      event: event('customer.updated', { id: CUSTOMER, object: 'customer' }),
      change: null,
    },
  ])('$name', ({ event: input, change }) => {
    const result = subscriptionChangeOf(input, PRICES);
    if (change === null) {
      expect(result).toBeNull();
      return;
    }
    expect(result).toMatchObject({ eventId: input.id, eventType: input.type, ...change });
  });

  it('leaves the state fields out of a failed payment so the stored plan stays', () => {
    const change = subscriptionChangeOf(event('invoice.payment_failed', invoice()), PRICES);
    expect(change).not.toHaveProperty('tier');
    expect(change).not.toHaveProperty('end');
    expect(change).not.toHaveProperty('cancelled');
  });

  it('takes the user from client_reference_id when the metadata has none', () => {
    const session = {
      ...checkoutSessionObject({ userId: USER, mode: 'payment', planType: 'lifetime' }),
      metadata: {},
    };
    expect(
      subscriptionChangeOf(event('checkout.session.completed', session), PRICES),
    ).toMatchObject({ userId: USER, tier: 'pro_lifetime' });
  });
});
