import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** A form value as the SDK encodes it: `a[b][0][c]=x` becomes { a: { b: [{ c: 'x' }] } }. */
type FormValue = string | FormValue[] | { [key: string]: FormValue };

interface FakeStripeRequest {
  method: string;
  path: string;
  params: Record<string, FormValue>;
}

export interface FakeStripe {
  /** For STRIPE_API_URL: http://127.0.0.1:<port>. */
  url: string;
  /** Every authorised request, oldest first. */
  requests: FakeStripeRequest[];
  close: () => Promise<void>;
}

/**
 * Just enough of Stripe's API on 127.0.0.1 for the official SDK: Checkout Sessions, Billing
 * Portal sessions and customers. Any other key than `secretKey` gets Stripe's 401.
 */
export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  let origin = '';

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    const body = await readBody(req);
    const send = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(JSON.stringify(value));
    };
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      send(401, {
        error: {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${maskKey(req.headers.authorization)}`,
        },
      });
      return;
    }
    const params = parseForm(req.method === 'GET' ? url.search.slice(1) : body);
    requests.push({ method: req.method ?? 'GET', path: url.pathname, params });
    const route = `${req.method} ${url.pathname}`;
    if (route === 'POST /v1/checkout/sessions') {
      const id = newId('cs_test');
      send(200, {
        id,
        object: 'checkout.session',
        url: `${origin}/pay/${id}`,
        mode: params.mode ?? 'payment',
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: params.client_reference_id ?? null,
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? null,
        metadata: params.metadata ?? {},
        success_url: params.success_url ?? null,
        cancel_url: params.cancel_url ?? null,
        subscription: null,
        livemode: false,
      });
    } else if (route === 'POST /v1/billing_portal/sessions') {
      const id = newId('bps');
      send(200, {
        id,
        object: 'billing_portal.session',
        customer: params.customer ?? null,
        return_url: params.return_url ?? null,
        url: `${origin}/portal/${id}`,
        livemode: false,
      });
    } else if (route === 'POST /v1/customers') {
      send(200, {
        id: newId('cus'),
        object: 'customer',
        email: params.email ?? null,
        metadata: params.metadata ?? {},
      });
    } else {
      send(404, missing(`Unrecognized request URL (${req.method}: ${url.pathname}).`));
    }
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A Stripe-Signature header for `payload`, made by the SDK's own test helper. */
export function signStripePayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
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

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function missing(message: string) {
  return { error: { type: 'invalid_request_error', message } };
}

/** Stripe's own way of naming a wrong key: its start and last four characters. */
function maskKey(header: string | undefined): string {
  const key = header?.replace(/^Bearer /, '') ?? '';
  return key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(4)}${key.slice(-4)}` : '****';
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses the SDK's form encoding, with bracketed keys for nested objects and arrays. */
function parseForm(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/[[\]]+/).filter((part) => part !== '');
    let node: Record<string, FormValue> | FormValue[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const container = node as Record<string, FormValue>;
      if (last) {
        container[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[index + 1] ?? '');
      container[part] ??= nextIsIndex ? [] : {};
      node = container[part] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}
