import type { LocalCheckout } from '@assignd/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SITE_MESSAGE } from '../src/lib/same-origin';
import { billingCheckouts, subscriptions } from '../src/modules/billing/table';
import { Browser, createTestApp, type TestApp } from './helpers';
import { checkoutUrl, pinnedClock, startCheckout, subscriptionOf } from './billing-helpers';
import { bodyOf, randomId, student } from './planner-helpers';

const EVIL = 'https://evil.example';
const clock = pinnedClock('2026-01-10T12:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING_PROVIDER: 'local' }, { clock: clock.now });
});
afterAll(() => t.close());

async function expectFree(browser: Browser, userId: string) {
  expect((await subscriptionOf(browser)).subscribed).toBe(false);
  const rows = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  expect(rows.filter((row) => row.subscriptionTier !== 'free')).toEqual([]);
}

describe('getting Pro without going through checkout', () => {
  it("confirming someone else's checkout is a 404 and grants no one anything", async () => {
    const maya = await student(t);
    const sam = await student(t);
    const id = await startCheckout(maya.browser, 'lifetime');
    expect((await sam.browser.get(checkoutUrl(id))).status).toBe(404);
    expect((await sam.browser.post(checkoutUrl(id, 'confirm'))).status).toBe(404);
    expect((await sam.browser.post(checkoutUrl(id, 'cancel'))).status).toBe(404);
    await expectFree(sam.browser, sam.userId);
    await expectFree(maya.browser, maya.userId);
    // Still Maya's to finish.
    expect(bodyOf<LocalCheckout>(await maya.browser.get(checkoutUrl(id)), 200).status).toBe('open');
  });

  it('a checkout works once: confirming it twice, even at the same moment, is a 409', async () => {
    const maya = await student(t);
    const id = await startCheckout(maya.browser, 'monthly');
    const replies = await Promise.all([
      maya.browser.post(checkoutUrl(id, 'confirm')),
      maya.browser.post(checkoutUrl(id, 'confirm')),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect((await maya.browser.post(checkoutUrl(id, 'confirm'))).status).toBe(409);
    expect((await subscriptionOf(maya.browser)).subscriptionTier).toBe('pro_monthly');
  });

  it('an expired checkout cannot be confirmed', async () => {
    clock.set('2026-01-10T12:00:00.000Z');
    const maya = await student(t);
    const id = await startCheckout(maya.browser, 'yearly');
    clock.set('2026-01-10T13:00:00.000Z');
    expect(bodyOf<LocalCheckout>(await maya.browser.get(checkoutUrl(id)), 200).status).toBe(
      'expired',
    );
    const reply = await maya.browser.post(checkoutUrl(id, 'confirm'));
    expect(reply.status).toBe(409);
    await expectFree(maya.browser, maya.userId);
    clock.set('2026-01-10T12:00:00.000Z');
  });

  it('without a session nothing is shown or granted', async () => {
    const maya = await student(t);
    const id = await startCheckout(maya.browser, 'lifetime');
    const stranger = new Browser(t.app);
    expect((await stranger.get(checkoutUrl(id))).status).toBe(401);
    expect((await stranger.post(checkoutUrl(id, 'confirm'))).status).toBe(401);
    expect((await stranger.post('/api/billing/checkout', { planType: 'monthly' })).status).toBe(
      401,
    );
    await expectFree(maya.browser, maya.userId);
  });

  it('a cross-site POST is refused with 403 before it reaches billing', async () => {
    const maya = await student(t);
    const id = await startCheckout(maya.browser, 'lifetime');
    for (const url of [
      checkoutUrl(id, 'confirm'),
      '/api/billing/checkout',
      '/api/billing/local/portal/switch',
    ]) {
      const reply = await maya.browser.post(url, { planType: 'lifetime' }, { origin: EVIL });
      expect(reply.status, url).toBe(403);
      expect(reply.body).toEqual({ error: CROSS_SITE_MESSAGE });
    }
    const noOrigin = await maya.browser.post(checkoutUrl(id, 'confirm'), undefined, {
      origin: undefined,
      'sec-fetch-site': 'cross-site',
    });
    expect(noOrigin.status).toBe(403);
    await expectFree(maya.browser, maya.userId);
    expect(bodyOf<LocalCheckout>(await maya.browser.get(checkoutUrl(id)), 200).status).toBe('open');
  });

  it('starting checkouts in a loop stops at 10 open ones, and an expired one no longer counts', async () => {
    clock.set('2026-01-10T12:00:00.000Z');
    const maya = await student(t);
    for (let i = 0; i < 10; i += 1) await startCheckout(maya.browser, 'monthly');
    const more = await maya.browser.post('/api/billing/checkout', { planType: 'monthly' });
    expect(more.status).toBe(429);
    clock.set('2026-01-10T13:00:00.000Z');
    await startCheckout(maya.browser, 'monthly');
    clock.set('2026-01-10T12:00:00.000Z');
    await expectFree(maya.browser, maya.userId);
  });

  it('a made-up checkout id, the portal and a body naming a user grant nothing', async () => {
    const maya = await student(t);
    const sam = await student(t);
    expect((await maya.browser.post(checkoutUrl(randomId(), 'confirm'))).status).toBe(404);
    expect((await maya.browser.post(checkoutUrl('not-a-uuid', 'confirm'))).status).toBe(400);
    const switched = await maya.browser.post('/api/billing/local/portal/switch', {
      planType: 'lifetime',
    });
    expect(switched.status).toBe(400);
    expect((await maya.browser.post('/api/billing/local/portal/resume')).status).toBe(400);
    const forSam = await maya.browser.post('/api/billing/checkout', {
      planType: 'lifetime',
      userId: sam.userId,
    });
    expect(forSam.status).toBe(400);
    expect(forSam.body.field).toBe('userId');
    await expectFree(maya.browser, maya.userId);
    await expectFree(sam.browser, sam.userId);
    const samCheckouts = await t.database.db
      .select()
      .from(billingCheckouts)
      .where(eq(billingCheckouts.userId, sam.userId));
    expect(samCheckouts).toEqual([]);
  });
});
