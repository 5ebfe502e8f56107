import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeConfig } from '../src/config';
import {
  createStripeBilling,
  StripeRequestError,
  StripeSignatureError,
} from '../src/modules/billing/stripe/stripe-billing';
import {
  applySubscriptionChange,
  subscriptionChangeOf,
  type StripePlanState,
} from '../src/modules/billing/stripe/stripe-events';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import {
  checkoutSessionObject,
  signedDelivery,
  signStripePayload,
  stripeEvent,
} from './stripe-payloads';
import { PRICES, USER } from './stripe-student';

const SECRET_KEY = 'sk_test_adapter_0123456789abcdef';
const WEBHOOK_SECRET = 'whsec_adapter_0123456789abcdef';
const OTHER_USER_ID = '0a9b8c7d-6e5f-4a3b-2c1d-0e9f8a7b6c5d';

let fake: FakeStripe;
let config: StripeConfig;

beforeAll(async () => {
  fake = await startFakeStripe(SECRET_KEY);
  config = {
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    prices: PRICES,
    apiUrl: fake.url,
  };
});

afterAll(async () => {
  await fake.close();
});

const checkoutInput = {
  userId: USER,
  email: 'student@example.org',
  successUrl: 'http://localhost:3000/pro?success=true',
  cancelUrl: 'http://localhost:3000/pro?canceled=true',
};

describe('Stripe checkout through the SDK', () => {
  it.each([
    { planType: 'monthly', mode: 'subscription', price: PRICES.monthly },
    { planType: 'yearly', mode: 'subscription', price: PRICES.yearly },
    { planType: 'lifetime', mode: 'payment', price: PRICES.lifetime },
  ] as const)(
    '$planType opens a $mode session for its price',
    async ({ planType, mode, price }) => {
      const billing = createStripeBilling(config);
      const { url } = await billing.checkout({ ...checkoutInput, customerId: null, planType });

      const request = fake.requests.at(-1);
      expect(request?.path).toBe('/v1/checkout/sessions');
      expect(url).toMatch(new RegExp(`^${fake.url}/pay/cs_test_`));
      const metadata = { userId: USER, planType };
      expect(request?.params).toMatchObject({
        mode,
        line_items: [{ price, quantity: '1' }],
        client_reference_id: USER,
        customer_email: 'student@example.org',
        metadata,
        success_url: checkoutInput.successUrl,
        cancel_url: checkoutInput.cancelUrl,
      });
      expect(request?.params.customer).toBeUndefined();
      if (mode === 'subscription') {
        expect(request?.params.subscription_data).toEqual({ metadata });
      } else {
        expect(request?.params.subscription_data).toBeUndefined();
        expect(request?.params.customer_creation).toBe('always');
      }
    },
  );

  it('reuses a known customer instead of the email', async () => {
    const billing = createStripeBilling(config);
    await billing.checkout({ ...checkoutInput, customerId: 'cus_known', planType: 'yearly' });

    const params = fake.requests.at(-1)?.params;
    expect(params?.customer).toBe('cus_known');
    expect(params?.customer_email).toBeUndefined();
  });

  it('opens the billing portal for the customer', async () => {
    const billing = createStripeBilling(config);
    const { url } = await billing.portal({
      customerId: 'cus_known',
      returnUrl: 'http://localhost:3000/settings',
    });

    expect(url).toMatch(new RegExp(`^${fake.url}/portal/bps_`));
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/billing_portal/sessions',
      params: { customer: 'cus_known', return_url: 'http://localhost:3000/settings' },
    });
  });

  it('turns a rejected key into a clear error that does not repeat the key', async () => {
    const wrongKey = 'sk_test_wrong_key_9876543210';
    const billing = createStripeBilling({ ...config, secretKey: wrongKey });
    const before = fake.requests.length;

    const error: unknown = await billing
      .checkout({ ...checkoutInput, customerId: null, planType: 'monthly' })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(StripeRequestError);
    const { message, statusCode } = error as StripeRequestError;
    expect(statusCode).toBe(401);
    expect(message).toMatch(/^Could not create a checkout session: Invalid API Key/);
    expect(message).not.toContain('wrong_key');
    expect(message).not.toContain('3210');
    expect(fake.requests.length).toBe(before);
  });

  it('says so when Stripe cannot be reached', async () => {
    const closed = await startFakeStripe(SECRET_KEY);
    await closed.close();
    const billing = createStripeBilling({ ...config, apiUrl: closed.url });

    const error: unknown = await billing
      .portal({ customerId: 'cus_known', returnUrl: 'http://localhost:3000/settings' })
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(StripeRequestError);
    expect(error).toMatchObject({ statusCode: undefined });
    expect((error as Error).message).toMatch(/^Could not open the billing portal: .*connection/i);
  });
});

describe('a paid checkout, as its webhooks tell it', () => {
  it.each([
    { planType: 'monthly', tier: 'pro_monthly', end: '2026-12-23T22:00:00.000Z' },
    { planType: 'yearly', tier: 'pro_yearly', end: '2027-11-23T22:00:00.000Z' },
    { planType: 'lifetime', tier: 'pro_lifetime', end: null },
  ] as const)('$planType ends as $tier', async ({ planType, tier, end }) => {
    const billing = createStripeBilling(config);
    const { url } = await billing.checkout({ ...checkoutInput, customerId: null, planType });
    const paidAt = Date.UTC(2026, 10, 23, 22) / 1000;

    const completed = fake.completeCheckout(url, paidAt);
    const changes = completed.events.map((event) => {
      const delivery = signedDelivery(event, WEBHOOK_SECRET);
      return subscriptionChangeOf(
        billing.readEvent(Buffer.from(delivery.body), delivery.signature),
        PRICES,
      );
    });

    expect(changes.map((change) => change?.userId)).toEqual(changes.map(() => USER));
    const free: StripePlanState = {
      tier: 'free',
      end: null,
      cancelled: false,
      customerId: null,
      subscriptionId: null,
    };
    const state = changes.reduce(
      (stored, change) => (change ? applySubscriptionChange(stored, change) : stored),
      free,
    );
    expect(state).toEqual({
      tier,
      end: end === null ? null : new Date(end),
      cancelled: false,
      customerId: completed.customerId,
      subscriptionId: completed.subscriptionId,
    });
  });
});

describe('Stripe webhook signatures', () => {
  const billing = () => createStripeBilling(config);
  const payload = () =>
    JSON.stringify(
      stripeEvent(
        'checkout.session.completed',
        checkoutSessionObject({ userId: USER, mode: 'payment', planType: 'lifetime' }),
      ),
    );

  it('accepts a body signed with the webhook secret and maps it', () => {
    const body = payload();
    const event = billing().readEvent(Buffer.from(body), signStripePayload(body, WEBHOOK_SECRET));

    expect(event.type).toBe('checkout.session.completed');
    expect(subscriptionChangeOf(event, PRICES)).toMatchObject({
      kind: 'activated',
      userId: USER,
      tier: 'pro_lifetime',
      end: null,
    });
  });

  it.each([
    {
      case: 'a tampered body',
      // Someone replays a real delivery with their own user id in it.
      body: (original: string) => original.replaceAll(USER, OTHER_USER_ID),
      header: (original: string) => signStripePayload(original, WEBHOOK_SECRET),
    },
    {
      case: 'another secret',
      body: (original: string) => original,
      header: (original: string) => signStripePayload(original, 'whsec_someone_else'),
    },
    {
      case: 'a missing header',
      body: (original: string) => original,
      header: () => undefined,
    },
    {
      case: 'a garbled header',
      body: (original: string) => original,
      header: () => 't=abc,v1=def',
    },
    {
      case: 'a signature ten minutes old',
      body: (original: string) => original,
      header: (original: string) =>
        signStripePayload(original, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 600),
    },
  ])('rejects $case', ({ body, header }) => {
    const original = payload();
    const read = () => billing().readEvent(body(original), header(original));
    expect(read).toThrow(StripeSignatureError);
    expect(read).toThrow(/^(Invalid|Missing) Stripe-Signature/);
  });
});
