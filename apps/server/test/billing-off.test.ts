import type { Preferences } from '@assignd/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from './helpers';
import { subscriptionOf } from './billing-helpers';
import { bodyOf, student } from './planner-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING_PROVIDER: 'off' });
});
afterAll(() => t.close());

const OFF_MESSAGE = 'Billing is off on this server: every account already has every Pro feature';

describe('with billing off', () => {
  it('says so in /api/config and reports every account as unlocked, with no end', async () => {
    expect((await new Browser(t.app).get('/api/config')).body.billing).toBe('off');
    const maya = await student(t);
    expect(await subscriptionOf(maya.browser)).toEqual({
      subscribed: true,
      subscriptionTier: 'pro_lifetime',
      subscriptionEnd: null,
      isCancelled: false,
    });
  });

  it('allows a custom theme to a new account and keeps it', async () => {
    const maya = await student(t);
    const reply = await maya.browser.send('PATCH', '/api/preferences', { theme: 'purple' });
    expect(bodyOf<Preferences>(reply, 200).theme).toBe('purple');
    expect(bodyOf<Preferences>(await maya.browser.get('/api/preferences'), 200).theme).toBe(
      'purple',
    );
  });

  it('refuses checkout and the portal with a clear message, and has no built-in billing routes', async () => {
    const maya = await student(t);
    const checkout = await maya.browser.post('/api/billing/checkout', { planType: 'monthly' });
    expect(checkout.status).toBe(400);
    expect(checkout.body).toEqual({ error: OFF_MESSAGE });
    const portal = await maya.browser.post('/api/billing/portal');
    expect(portal.body).toEqual({ error: OFF_MESSAGE });
    expect((await maya.browser.post('/api/billing/local/portal/cancel')).status).toBe(404);
    const webhook = await new Browser(t.app).post('/api/billing/stripe-webhook', {});
    expect(webhook.status).toBe(404);
  });
});
