import type { LocalCheckout, Preferences, SubscriptionStatus } from '@assignd/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from './helpers';
import {
  buyPlan,
  checkoutUrl,
  pinnedClock,
  startCheckout,
  subscriptionOf,
} from './billing-helpers';
import { bodyOf, student } from './planner-helpers';

const clock = pinnedClock('2026-01-31T12:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING_PROVIDER: 'local' }, { clock: clock.now });
});
afterAll(() => t.close());

const FREE: SubscriptionStatus = {
  subscribed: false,
  subscriptionTier: 'free',
  subscriptionEnd: null,
  isCancelled: false,
};

describe('buying a plan through the built-in checkout', () => {
  it('shows the page, grants a month on confirming (31 January ends 28 February) and renews it', async () => {
    clock.set('2026-01-31T12:00:00.000Z');
    const maya = await student(t);
    expect(await subscriptionOf(maya.browser)).toEqual(FREE);

    const id = await startCheckout(maya.browser, 'monthly');
    expect(bodyOf<LocalCheckout>(await maya.browser.get(checkoutUrl(id)), 200)).toEqual({
      id,
      planType: 'monthly',
      status: 'open',
      expiresAt: '2026-01-31T13:00:00.000Z',
    });
    const confirmed = await maya.browser.post(checkoutUrl(id, 'confirm'));
    expect(bodyOf(confirmed, 200)).toEqual({ url: '/pro?success=true' });
    expect(await subscriptionOf(maya.browser)).toEqual({
      subscribed: true,
      subscriptionTier: 'pro_monthly',
      subscriptionEnd: '2026-02-28T12:00:00.000Z',
      isCancelled: false,
    });
    expect(bodyOf<LocalCheckout>(await maya.browser.get(checkoutUrl(id)), 200).status).toBe(
      'completed',
    );

    // Past its end while not cancelled: the plan renews by whole months.
    clock.set('2026-04-01T00:00:00.000Z');
    expect(await subscriptionOf(maya.browser)).toMatchObject({
      subscribed: true,
      subscriptionTier: 'pro_monthly',
      subscriptionEnd: '2026-04-28T12:00:00.000Z',
    });
  });

  it('grants a lifetime plan with no end', async () => {
    clock.set('2026-03-01T09:00:00.000Z');
    const maya = await student(t);
    await buyPlan(maya.browser, 'lifetime');
    expect(await subscriptionOf(maya.browser)).toEqual({
      subscribed: true,
      subscriptionTier: 'pro_lifetime',
      subscriptionEnd: null,
      isCancelled: false,
    });
    expect(bodyOf(await maya.browser.post('/api/billing/portal'), 200)).toEqual({
      url: '/billing/portal',
    });
  });

  it('leaving the checkout returns to /pro?canceled=true and grants nothing', async () => {
    clock.set('2026-03-01T09:00:00.000Z');
    const maya = await student(t);
    const id = await startCheckout(maya.browser, 'yearly');
    expect(bodyOf(await maya.browser.post(checkoutUrl(id, 'cancel')), 200)).toEqual({
      url: '/pro?canceled=true',
    });
    expect(bodyOf<LocalCheckout>(await maya.browser.get(checkoutUrl(id)), 200).status).toBe(
      'canceled',
    );
    expect((await maya.browser.post(checkoutUrl(id, 'confirm'))).status).toBe(409);
    expect(await subscriptionOf(maya.browser)).toEqual(FREE);
  });

  it('refuses a second checkout while the plan is active, and an unknown plan naming the field', async () => {
    clock.set('2026-03-01T09:00:00.000Z');
    const maya = await student(t);
    const unknown = await maya.browser.post('/api/billing/checkout', { planType: 'weekly' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('planType');
    await buyPlan(maya.browser, 'yearly');
    const again = await maya.browser.post('/api/billing/checkout', { planType: 'monthly' });
    expect(again.status).toBe(400);
  });
});

describe('the routes of the built-in provider', () => {
  it('leave out the Stripe webhook: unknown, and refused as cross-site like any write', async () => {
    const visitor = new Browser(t.app);
    const headers = { 'stripe-signature': 't=1,v1=00' };
    expect((await visitor.post('/api/billing/stripe-webhook', '{}', headers)).status).toBe(404);
    const unsigned = { ...headers, origin: undefined };
    expect((await visitor.post('/api/billing/stripe-webhook', '{}', unsigned)).status).toBe(403);
  });
});

describe('the built-in portal', () => {
  it('is refused to a free user', async () => {
    const maya = await student(t);
    const reply = await maya.browser.post('/api/billing/portal');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: 'No subscription to manage' });
    expect((await maya.browser.post('/api/billing/local/portal/cancel')).status).toBe(400);
  });

  it('cancels at period end, resumes, and a cancelled plan expires instead of renewing', async () => {
    clock.set('2026-05-10T08:00:00.000Z');
    const maya = await student(t);
    await buyPlan(maya.browser, 'monthly');
    const cancelled = await maya.browser.post('/api/billing/local/portal/cancel');
    expect(bodyOf<SubscriptionStatus>(cancelled, 200)).toEqual({
      subscribed: true,
      subscriptionTier: 'pro_monthly',
      subscriptionEnd: '2026-06-10T08:00:00.000Z',
      isCancelled: true,
    });
    const resumed = await maya.browser.post('/api/billing/local/portal/resume');
    expect(bodyOf<SubscriptionStatus>(resumed, 200).isCancelled).toBe(false);
    bodyOf(await maya.browser.post('/api/billing/local/portal/cancel'), 200);

    clock.set('2026-06-10T08:00:00.001Z');
    expect(await subscriptionOf(maya.browser)).toEqual({
      subscribed: false,
      subscriptionTier: 'free',
      subscriptionEnd: '2026-06-10T08:00:00.000Z',
      isCancelled: true,
    });
    expect((await maya.browser.post('/api/billing/portal')).status).toBe(400);
    // An ended plan can be bought again.
    await buyPlan(maya.browser, 'monthly');
    expect(await subscriptionOf(maya.browser)).toMatchObject({
      subscribed: true,
      subscriptionEnd: '2026-07-10T08:00:00.001Z',
    });
  });

  it('switches monthly to yearly from now, then to lifetime with no end', async () => {
    clock.set('2028-02-29T10:00:00.000Z');
    const maya = await student(t);
    await buyPlan(maya.browser, 'monthly');
    clock.set('2028-03-05T10:00:00.000Z');
    const yearly = await maya.browser.post('/api/billing/local/portal/switch', {
      planType: 'yearly',
    });
    expect(bodyOf<SubscriptionStatus>(yearly, 200)).toEqual({
      subscribed: true,
      subscriptionTier: 'pro_yearly',
      subscriptionEnd: '2029-03-05T10:00:00.000Z',
      isCancelled: false,
    });
    const same = await maya.browser.post('/api/billing/local/portal/switch', {
      planType: 'yearly',
    });
    expect(same.status).toBe(400);
    const lifetime = await maya.browser.post('/api/billing/local/portal/switch', {
      planType: 'lifetime',
    });
    expect(bodyOf<SubscriptionStatus>(lifetime, 200)).toMatchObject({
      subscriptionTier: 'pro_lifetime',
      subscriptionEnd: null,
    });
  });

  it('renews a yearly plan bought on 29 February to 28 February', async () => {
    clock.set('2028-02-29T10:00:00.000Z');
    const maya = await student(t);
    await buyPlan(maya.browser, 'yearly');
    expect((await subscriptionOf(maya.browser)).subscriptionEnd).toBe('2029-02-28T10:00:00.000Z');
    clock.set('2029-03-01T00:00:00.000Z');
    expect((await subscriptionOf(maya.browser)).subscriptionEnd).toBe('2030-02-28T10:00:00.000Z');
  });
});

describe('custom themes and the plan', () => {
  it('are refused on the free plan with the Pro message', async () => {
    const maya = await student(t);
    const reply = await maya.browser.send('PATCH', '/api/preferences', { theme: 'ocean' });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ error: 'Upgrade to Pro to unlock custom themes!' });
  });

  it('are allowed on Pro and reset to light, saved, once a cancelled plan ends', async () => {
    clock.set('2026-08-01T10:00:00.000Z');
    const maya = await student(t);
    await buyPlan(maya.browser, 'monthly');
    const picked = await maya.browser.send('PATCH', '/api/preferences', { theme: 'ocean' });
    expect(bodyOf<Preferences>(picked, 200).theme).toBe('ocean');
    bodyOf(await maya.browser.post('/api/billing/local/portal/cancel'), 200);
    expect(bodyOf<Preferences>(await maya.browser.get('/api/preferences'), 200).theme).toBe(
      'ocean',
    );

    clock.set('2026-09-01T10:00:01.000Z');
    expect(bodyOf<Preferences>(await maya.browser.get('/api/preferences'), 200).theme).toBe(
      'light',
    );
    // Saved: buying Pro again does not bring the custom theme back by itself.
    await buyPlan(maya.browser, 'monthly');
    expect(bodyOf<Preferences>(await maya.browser.get('/api/preferences'), 200).theme).toBe(
      'light',
    );
  });
});
