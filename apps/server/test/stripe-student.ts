import {
  checkoutSessionObject,
  invoiceObject,
  parsedEvent,
  subscriptionObject,
} from './stripe-payloads';

/*
 * One student's Stripe world at a pinned time, which the tests of reading Stripe's events
 * (stripe-events.test.ts, stripe-event-order.test.ts) share; the adapter and webhook tests use its
 * prices and student.
 */

export const PRICES = {
  monthly: 'price_monthly',
  yearly: 'price_yearly',
  lifetime: 'price_lifetime',
};
export const USER = '6f1c2a34-8b7d-4e5f-9a0b-1c2d3e4f5a6b';
export const CUSTOMER = 'cus_student';
export const SUBSCRIPTION = 'sub_student';
/** 2026-11-23T22:00:00Z, a month on, two months on, and a year on. */
export const NOW = 1_795_471_200;
export const MONTH_END = 1_798_149_600;
export const NEXT_MONTH_END = 1_800_568_800;
export const YEAR_END = 1_827_007_200;
export const at = (seconds: number) => new Date(seconds * 1000);

/** The parsed event Stripe would send around `object`, made at NOW unless told. */
export const event = (type: string, object: Record<string, unknown>, created = NOW) =>
  parsedEvent(type, object, created);

/** The student's completed checkout of the monthly plan, which starts the subscription. */
export const monthlyCheckout = () =>
  event(
    'checkout.session.completed',
    checkoutSessionObject({
      userId: USER,
      mode: 'subscription',
      planType: 'monthly',
      customerId: CUSTOMER,
      subscriptionId: SUBSCRIPTION,
    }),
  );

/** The student's monthly subscription in its first month. */
export const subscription = (overrides: Partial<Parameters<typeof subscriptionObject>[0]> = {}) =>
  subscriptionObject({
    id: SUBSCRIPTION,
    customerId: CUSTOMER,
    priceId: PRICES.monthly,
    userId: USER,
    periodStart: NOW,
    periodEnd: MONTH_END,
    ...overrides,
  });

/** The invoice of the subscription's second month. */
export const invoice = (overrides: Partial<Parameters<typeof invoiceObject>[0]> = {}) =>
  invoiceObject({
    customerId: CUSTOMER,
    subscriptionId: SUBSCRIPTION,
    priceId: PRICES.monthly,
    userId: USER,
    periodStart: MONTH_END,
    periodEnd: NEXT_MONTH_END,
    ...overrides,
  });
