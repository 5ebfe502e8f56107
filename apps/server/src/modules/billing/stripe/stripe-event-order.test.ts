import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  at,
  CUSTOMER,
  event,
  invoice,
  MONTH_END,
  monthlyCheckout,
  NEXT_MONTH_END,
  NOW,
  PRICES,
  subscription,
  SUBSCRIPTION,
} from '../../../../test/stripe-student';
import {
  applySubscriptionChange,
  subscriptionChangeOf,
  supersedes,
  type StripePlanState,
  type SubscriptionChange,
} from './stripe-events';

describe('supersedes', () => {
  const change = (seconds: number, kind: SubscriptionChange['kind'] = 'updated') => ({
    occurredAt: at(seconds),
    kind,
  });

  it.each([
    { name: 'the first change applies', next: change(NOW), last: undefined, applies: true },
    { name: 'a newer change applies', next: change(NOW + 1), last: change(NOW), applies: true },
    {
      name: 'an older change is skipped',
      next: change(NOW - 1),
      last: change(NOW),
      applies: false,
    },
    {
      name: 'changes of the same second all apply',
      next: change(NOW, 'renewed'),
      last: change(NOW, 'activated'),
      applies: true,
    },
    {
      name: 'a deletion wins a tie with an update that arrives after it',
      next: change(NOW, 'updated'),
      last: change(NOW, 'ended'),
      applies: false,
    },
    {
      name: 'a deletion wins a tie with an update that arrived before it',
      next: change(NOW, 'ended'),
      last: change(NOW, 'updated'),
      applies: true,
    },
    {
      name: 'a resubscription after a deletion applies',
      next: change(NOW + 1, 'activated'),
      last: change(NOW, 'ended'),
      applies: true,
    },
  ])('$name', ({ next, last, applies }) => {
    expect(supersedes(next, last)).toBe(applies);
  });
});

describe('applying changes in the order they arrive', () => {
  const FREE: StripePlanState = {
    tier: 'free',
    end: null,
    cancelled: false,
    customerId: null,
    subscriptionId: null,
  };

  /** What the webhook route does: each event once, only newer ones, then the stored plan. */
  function deliver(events: Stripe.Event[], start: StripePlanState = FREE): StripePlanState {
    const seen = new Set<string>();
    let last: SubscriptionChange | undefined;
    let state = start;
    for (const input of events) {
      const change = subscriptionChangeOf(input, PRICES);
      if (!change || seen.has(change.eventId) || !supersedes(change, last)) continue;
      seen.add(change.eventId);
      last = change;
      state = applySubscriptionChange(state, change);
    }
    return state;
  }

  const checkout = monthlyCheckout();
  const created = event('customer.subscription.created', subscription());
  const firstInvoice = event('invoice.paid', invoice({ periodStart: NOW, periodEnd: MONTH_END }));
  const subscribed: StripePlanState = {
    tier: 'pro_monthly',
    end: at(MONTH_END),
    cancelled: false,
    customerId: CUSTOMER,
    subscriptionId: SUBSCRIPTION,
  };

  it.each([
    [checkout, created, firstInvoice],
    [checkout, firstInvoice, created],
    [created, checkout, firstInvoice],
    [created, firstInvoice, checkout],
    [firstInvoice, checkout, created],
    [firstInvoice, created, checkout],
  ])('a checkout ends the same whichever of its events comes first (%#)', (...events) => {
    expect(deliver(events)).toEqual(subscribed);
  });

  it('a replayed event changes nothing', () => {
    const cancel = event(
      'customer.subscription.updated',
      subscription({ cancelAtPeriodEnd: true }),
      NOW + 60,
    );
    const renewal = event('invoice.paid', invoice(), NOW + 120);
    expect(deliver([checkout, created, cancel, renewal, cancel, created])).toEqual({
      ...subscribed,
      end: at(NEXT_MONTH_END),
      cancelled: true,
    });
  });

  it('an older update arriving late does not undo a cancellation', () => {
    const cancel = event(
      'customer.subscription.updated',
      subscription({ cancelAtPeriodEnd: true }),
      NOW + 60,
    );
    expect(deliver([checkout, cancel, created])).toEqual({ ...subscribed, cancelled: true });
  });

  it('a deletion wins over an update of the same second, in either order', () => {
    const update = event('customer.subscription.updated', subscription(), NOW + 60);
    const deletion = event(
      'customer.subscription.deleted',
      subscription({ status: 'canceled' }),
      NOW + 60,
    );
    const ended = { ...subscribed, tier: 'free', end: null };
    expect(deliver([checkout, created, update, deletion])).toEqual(ended);
    expect(deliver([checkout, created, deletion, update])).toEqual(ended);
  });

  it('the end of an old subscription does not end a new one or a lifetime plan', () => {
    const later = NOW + 86_400;
    const oldEnded = event(
      'customer.subscription.deleted',
      subscription({ id: 'sub_old', status: 'canceled' }),
      later,
    );
    expect(deliver([checkout, created, oldEnded])).toEqual(subscribed);

    const lifetime: StripePlanState = { ...FREE, tier: 'pro_lifetime', customerId: CUSTOMER };
    const monthlyEnded = event(
      'customer.subscription.deleted',
      subscription({ status: 'canceled' }),
      later,
    );
    expect(deliver([monthlyEnded], lifetime)).toEqual(lifetime);
  });

  it('a new subscription after an ended one is taken up before its checkout event', () => {
    const ended: StripePlanState = { ...FREE, customerId: CUSTOMER, subscriptionId: 'sub_old' };
    expect(deliver([created], ended)).toEqual(subscribed);
  });

  it('a failed payment keeps the plan until its end', () => {
    const failed = event('invoice.payment_failed', invoice({ status: 'open' }), MONTH_END);
    const pastDue = event(
      'customer.subscription.updated',
      subscription({ status: 'past_due' }),
      MONTH_END,
    );
    expect(deliver([checkout, created, firstInvoice, failed, pastDue])).toEqual(subscribed);
  });
});
