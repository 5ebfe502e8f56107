import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/*
 * Webhook events shaped as Stripe sends them (the SDK's API version: periods on subscription
 * items, invoices pointing at their subscription through `parent`), and their signatures.
 */

/** A webhook delivery of `event`: the exact body and its Stripe-Signature header. */
export function signedDelivery(
  event: Record<string, unknown>,
  secret: string,
  timestamp?: number,
): { body: string; signature: string } {
  const body = JSON.stringify(event);
  return { body, signature: signStripePayload(body, secret, timestamp) };
}

/** A Stripe-Signature header for `payload`, made by the SDK's own test helper. */
export function signStripePayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** What the SDK hands over after verifying a delivery: the event's parsed JSON body. */
export function parsedEvent(
  type: string,
  object: Record<string, unknown>,
  created?: number,
): Stripe.Event {
  const body = JSON.stringify(stripeEvent(type, object, created === undefined ? {} : { created }));
  return JSON.parse(body) as Stripe.Event;
}

interface EventOptions {
  id?: string;
  /** Unix seconds; now by default. */
  created?: number;
}

/** A webhook event around `object`, shaped as Stripe sends it (API version of the SDK). */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  options: EventOptions = {},
): Record<string, unknown> {
  return {
    id: options.id ?? newId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: newId('req'), idempotency_key: null },
    type,
  };
}

export interface CheckoutSessionOptions {
  userId: string;
  mode: 'subscription' | 'payment';
  planType: 'monthly' | 'yearly' | 'lifetime';
  customerId?: string;
  subscriptionId?: string;
}

/** The session of a checkout.session.completed event. */
export function checkoutSessionObject(options: CheckoutSessionOptions): Record<string, unknown> {
  return {
    id: newId('cs_test'),
    object: 'checkout.session',
    mode: options.mode,
    status: 'complete',
    payment_status: 'paid',
    client_reference_id: options.userId,
    customer: options.customerId ?? newId('cus'),
    customer_email: null,
    metadata: { userId: options.userId, planType: options.planType },
    subscription: options.mode === 'subscription' ? (options.subscriptionId ?? newId('sub')) : null,
    payment_intent: options.mode === 'payment' ? newId('pi') : null,
    livemode: false,
  };
}

export interface SubscriptionOptions {
  id?: string;
  customerId: string;
  priceId: string;
  userId?: string;
  planType?: 'monthly' | 'yearly';
  status?: string;
  /** Unix seconds. */
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  cancelAt?: number | null;
}

/** A subscription of a customer.subscription.* event (period on the item, as since 2025-03-31). */
export function subscriptionObject(options: SubscriptionOptions): Record<string, unknown> {
  const id = options.id ?? newId('sub');
  const metadata =
    options.userId === undefined
      ? {}
      : { userId: options.userId, planType: options.planType ?? 'monthly' };
  return {
    id,
    object: 'subscription',
    customer: options.customerId,
    status: options.status ?? 'active',
    cancel_at: options.cancelAt ?? null,
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    canceled_at: null,
    ended_at: null,
    created: options.periodStart,
    start_date: options.periodStart,
    metadata,
    items: {
      object: 'list',
      data: [
        {
          id: newId('si'),
          object: 'subscription_item',
          subscription: id,
          current_period_start: options.periodStart,
          current_period_end: options.periodEnd,
          price: { id: options.priceId, object: 'price', type: 'recurring' },
          quantity: 1,
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
    },
    livemode: false,
  };
}

export interface InvoiceOptions {
  customerId: string;
  subscriptionId: string;
  priceId: string;
  userId?: string;
  /** Unix seconds of the paid period. */
  periodStart: number;
  periodEnd: number;
  status?: 'paid' | 'open';
}

/** An invoice of an invoice.paid or invoice.payment_failed event. */
export function invoiceObject(options: InvoiceOptions): Record<string, unknown> {
  const id = newId('in');
  return {
    id,
    object: 'invoice',
    customer: options.customerId,
    status: options.status ?? 'paid',
    billing_reason: 'subscription_cycle',
    period_start: options.periodStart,
    period_end: options.periodEnd,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: {
        subscription: options.subscriptionId,
        metadata: options.userId === undefined ? null : { userId: options.userId },
      },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: newId('il'),
          object: 'line_item',
          invoice: id,
          // A subscription line carries the subscription's current metadata.
          metadata: options.userId === undefined ? {} : { userId: options.userId },
          period: { start: options.periodStart, end: options.periodEnd },
          subscription: options.subscriptionId,
          parent: {
            type: 'subscription_item_details',
            invoice_item_details: null,
            subscription_item_details: {
              subscription: options.subscriptionId,
              subscription_item: newId('si'),
            },
          },
          pricing: { type: 'price_details', price_details: { price: options.priceId } },
        },
      ],
      has_more: false,
    },
    livemode: false,
  };
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}
