import { planPeriodEnd } from '@assignd/core';
import type { SubscriptionStatus } from '@assignd/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents } from '../src/modules/billing/table';
import { type FakeStripe, startFakeStripe } from './fake-stripe';
import {
  checkoutSessionObject,
  invoiceObject,
  signStripePayload,
  stripeEvent,
  subscriptionObject,
} from './stripe-payloads';
import { PRICES } from './stripe-student';
import { Browser, createTestApp, type TestApp } from './helpers';
import { subscriptionOf } from './billing-helpers';
import { bodyOf, student } from './planner-helpers';

const SECRET_KEY = 'sk_test_server_0123456789abcdef';
const WEBHOOK_SECRET = 'whsec_server_0123456789abcdef';
const WEBHOOK = '/api/billing/stripe-webhook';
const DAY = 24 * 60 * 60;

let fake: FakeStripe;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeStripe(SECRET_KEY);
  t = await createTestApp({
    BILLING_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_MONTHLY: PRICES.monthly,
    STRIPE_PRICE_YEARLY: PRICES.yearly,
    STRIPE_PRICE_LIFETIME: PRICES.lifetime,
    STRIPE_API_URL: fake.url,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** Stripe's delivery: no Origin, no cookie, the raw JSON signed with the webhook secret. */
async function deliver(event: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  return new Browser(t.app).post(WEBHOOK, payload, {
    origin: undefined,
    'content-type': 'application/json; charset=utf-8',
    'stripe-signature': signStripePayload(payload, secret),
  });
}

async function expectReceived(event: Record<string, unknown>) {
  const reply = await deliver(event);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(reply.body).toEqual({ received: true });
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('the Stripe provider', () => {
  it('runs a monthly plan from checkout to deletion, in step with signed events', async () => {
    const maya = await student(t);
    const checkout = bodyOf<{ url: string }>(
      await maya.browser.post('/api/billing/checkout', { planType: 'monthly' }),
      200,
    );
    expect(checkout.url).toMatch(new RegExp(`^${fake.url}/pay/cs_test_`));
    expect(fake.requests.at(-1)?.params).toMatchObject({
      client_reference_id: maya.userId,
      mode: 'subscription',
      success_url: 'http://localhost:3000/pro?success=true',
      cancel_url: 'http://localhost:3000/pro?canceled=true',
    });
    expect((await subscriptionOf(maya.browser)).subscribed).toBe(false);

    // Stripe takes the payment and sends what follows it, in the order given, then in reverse.
    const now = Math.floor(Date.now() / 1000);
    const paid = fake.completeCheckout(checkout.url, now);
    for (const event of [...paid.events].reverse()) await expectReceived(event);
    const firstEnd = planPeriodEnd('monthly', new Date(now * 1000))?.toISOString();
    expect(await subscriptionOf(maya.browser)).toEqual({
      subscribed: true,
      subscriptionTier: 'pro_monthly',
      subscriptionEnd: firstEnd,
      isCancelled: false,
    });
    const ids = { customerId: paid.customerId, subscriptionId: paid.subscriptionId ?? '' };
    const sub = (created: number, options: Partial<Parameters<typeof subscriptionObject>[0]>) =>
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({
          id: ids.subscriptionId,
          customerId: ids.customerId,
          priceId: PRICES.monthly,
          userId: maya.userId,
          periodStart: now,
          periodEnd: now + 30 * DAY,
          ...options,
        }),
        { created },
      );

    const portal = bodyOf<{ url: string }>(await maya.browser.post('/api/billing/portal'), 200);
    expect(portal.url).toMatch(new RegExp(`^${fake.url}/portal/`));
    expect(fake.requests.at(-1)?.params).toMatchObject({ customer: ids.customerId });

    // Cancelled at period end, then resumed; the cancel replayed later changes nothing.
    const cancel = sub(now + 10, { cancelAtPeriodEnd: true });
    await expectReceived(cancel);
    expect((await subscriptionOf(maya.browser)).isCancelled).toBe(true);
    await expectReceived(sub(now + 20, { cancelAtPeriodEnd: false }));
    await expectReceived(cancel);
    // An older event arriving late does not overwrite the newer state either.
    await expectReceived(sub(now + 15, { cancelAtPeriodEnd: true }));
    expect((await subscriptionOf(maya.browser)).isCancelled).toBe(false);

    // A paid invoice moves the end; a failed one leaves the plan until Stripe gives up.
    const invoice = {
      customerId: ids.customerId,
      subscriptionId: ids.subscriptionId,
      priceId: PRICES.monthly,
      userId: maya.userId,
      periodStart: now + 30 * DAY,
      periodEnd: now + 60 * DAY,
    };
    await expectReceived(
      stripeEvent('invoice.paid', invoiceObject(invoice), { created: now + 30 }),
    );
    await expectReceived(
      stripeEvent('invoice.payment_failed', invoiceObject({ ...invoice, status: 'open' }), {
        created: now + 40,
      }),
    );
    const renewed: SubscriptionStatus = {
      subscribed: true,
      subscriptionTier: 'pro_monthly',
      subscriptionEnd: iso(now + 60 * DAY),
      isCancelled: false,
    };
    expect(await subscriptionOf(maya.browser)).toEqual(renewed);

    // A forged deletion changes nothing.
    const deleted = {
      ...sub(now + 50, { status: 'canceled' }),
      type: 'customer.subscription.deleted',
    };
    const forged = await deliver(deleted, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    const unsigned = await new Browser(t.app).post(WEBHOOK, JSON.stringify(deleted), {
      origin: undefined,
    });
    expect(unsigned.status).toBe(400);
    expect(await subscriptionOf(maya.browser)).toEqual(renewed);

    await expectReceived(deleted);
    expect(await subscriptionOf(maya.browser)).toMatchObject({
      subscribed: false,
      subscriptionTier: 'free',
    });
    // The update that came before the deletion, delivered after it, does not bring Pro back.
    await expectReceived(sub(now + 45, {}));
    expect((await subscriptionOf(maya.browser)).subscribed).toBe(false);
    expect((await maya.browser.post('/api/billing/portal')).status).toBe(400);
  });

  it('grants lifetime on a paid one-time checkout, once, and old subscription events leave it', async () => {
    const maya = await student(t);
    const now = Math.floor(Date.now() / 1000);
    const completed = stripeEvent(
      'checkout.session.completed',
      checkoutSessionObject({ userId: maya.userId, mode: 'payment', planType: 'lifetime' }),
      { created: now },
    );
    await expectReceived(completed);
    await expectReceived(completed);
    const rows = await t.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.id, String(completed.id)));
    expect(rows).toHaveLength(1);
    const lifetime: SubscriptionStatus = {
      subscribed: true,
      subscriptionTier: 'pro_lifetime',
      subscriptionEnd: null,
      isCancelled: false,
    };
    expect(await subscriptionOf(maya.browser)).toEqual(lifetime);

    // A monthly plan that ended before the purchase.
    await expectReceived(
      stripeEvent(
        'customer.subscription.deleted',
        subscriptionObject({
          customerId: 'cus_old',
          priceId: PRICES.monthly,
          userId: maya.userId,
          status: 'canceled',
          periodStart: now - 30 * DAY,
          periodEnd: now,
        }),
        { created: now + 5 },
      ),
    );
    expect(await subscriptionOf(maya.browser)).toEqual(lifetime);
  });

  it('cancels the subscription at Stripe when the student deletes their account, or deletes nothing', async () => {
    const ana = await student(t);
    const checkout = bodyOf<{ url: string }>(
      await ana.browser.post('/api/billing/checkout', { planType: 'monthly' }),
      200,
    );
    const paid = fake.completeCheckout(checkout.url);
    for (const event of paid.events) await expectReceived(event);
    expect((await subscriptionOf(ana.browser)).subscribed).toBe(true);
    const deletions = () =>
      fake.requests.filter(
        (request) =>
          request.method === 'DELETE' && request.path === `/v1/customers/${paid.customerId}`,
      );

    // Stripe is having trouble: the account stays whole, still Pro, and can try again.
    fake.failCustomerDeletion = true;
    try {
      const refused = await ana.browser.post('/api/account/delete', { password: 'correct-horse' });
      expect(refused.status).toBe(502);
      expect(refused.body.error).toMatch(/^Your subscription could not be cancelled/);
    } finally {
      fake.failCustomerDeletion = false;
    }
    expect((await subscriptionOf(ana.browser)).subscribed).toBe(true);
    const tried = deletions().length;

    const deleted = await ana.browser.post('/api/account/delete', { password: 'correct-horse' });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);
    expect(deletions().length).toBe(tried + 1);
    const left = await t.database.pool.query<{ count: string }>(
      'select count(*) from users where id = $1',
      [ana.userId],
    );
    expect(left.rows[0]?.count).toBe('0');
  });

  it('has no built-in checkout routes, and the webhook refuses a cross-site browser POST with no signature', async () => {
    const maya = await student(t);
    expect((await maya.browser.post('/api/billing/local/portal/cancel')).status).toBe(404);
    const fromPage = await maya.browser.post(WEBHOOK, '{}', { origin: 'https://evil.example' });
    expect(fromPage.status).toBe(400);
    expect((await subscriptionOf(maya.browser)).subscribed).toBe(false);
  });
});
