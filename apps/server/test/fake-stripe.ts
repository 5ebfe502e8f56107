import type { IncomingMessage, ServerResponse } from 'node:http';
import { planPeriodEnd, PLAN_TYPES } from '@assignd/core';
import {
  checkoutSessionObject,
  invoiceObject,
  newId,
  stripeEvent,
  subscriptionObject,
} from './stripe-payloads';
import { listenLocally, readBody } from './fake-http';

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
  /**
   * What Stripe sends once a session this fake made is paid, all at `at` (Unix seconds, now by
   * default): checkout.session.completed, then for a subscription customer.subscription.created
   * and invoice.paid for its first period. Nothing is sent; the events are returned to be signed.
   */
  completeCheckout: (sessionUrlOrId: string, at?: number) => CompletedCheckout;
  /** While true, deleting a customer fails as Stripe does when it is having trouble (500). */
  failCustomerDeletion: boolean;
  close: () => Promise<void>;
}

interface CompletedCheckout {
  customerId: string;
  subscriptionId: string | null;
  events: Record<string, unknown>[];
}

/**
 * Just enough of Stripe's API on 127.0.0.1 for the official SDK: Checkout Sessions, Billing
 * Portal sessions and customers. Any other key than `secretKey` gets Stripe's 401.
 */
export async function startFakeStripe(secretKey: string): Promise<FakeStripe> {
  const requests: FakeStripeRequest[] = [];
  const sessions = new Map<string, Record<string, FormValue>>();
  const deletedCustomers = new Set<string>();
  const failing = { customerDeletion: false };
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
      sessions.set(id, params);
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
    } else if (req.method === 'DELETE' && url.pathname.startsWith('/v1/customers/')) {
      const id = decodeURIComponent(url.pathname.slice('/v1/customers/'.length));
      if (failing.customerDeletion) {
        send(500, { error: { type: 'api_error', message: 'An unknown error occurred' } });
      } else if (deletedCustomers.has(id)) {
        send(404, missing(`No such customer: '${id}'`));
      } else {
        deletedCustomers.add(id);
        send(200, { id, object: 'customer', deleted: true });
      }
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

  const server = await listenLocally(handle, (error) => ({
    error: { type: 'api_error', message: String(error) },
  }));
  origin = server.origin;
  const completeCheckout = (sessionUrlOrId: string, at = Math.floor(Date.now() / 1000)) => {
    const sessionId = sessionUrlOrId.split('/').at(-1) ?? '';
    const params = sessions.get(sessionId);
    if (!params) throw new Error(`The fake made no checkout session ${sessionId}`);
    const text = (value: FormValue | undefined) => (typeof value === 'string' ? value : '');
    const metadata = params.metadata as Record<string, FormValue> | undefined;
    const userId = text(params.client_reference_id);
    const planType = PLAN_TYPES.find((type) => type === text(metadata?.planType)) ?? 'monthly';
    const customerId = text(params.customer) || newId('cus');
    const subscriptionId = params.mode === 'subscription' ? newId('sub') : null;
    const session = {
      ...checkoutSessionObject({
        userId,
        mode: subscriptionId ? 'subscription' : 'payment',
        planType,
        customerId,
        ...(subscriptionId ? { subscriptionId } : {}),
      }),
      id: sessionId,
      metadata: metadata ?? {},
    };
    const events = [stripeEvent('checkout.session.completed', session, { created: at })];
    const periodEnd = planPeriodEnd(planType, new Date(at * 1000));
    if (subscriptionId && periodEnd && planType !== 'lifetime') {
      const lineItems = params.line_items as Record<string, FormValue>[] | undefined;
      const period = {
        customerId,
        priceId: text(lineItems?.[0]?.price),
        userId,
        periodStart: at,
        periodEnd: Math.floor(periodEnd.getTime() / 1000),
      };
      events.push(
        stripeEvent(
          'customer.subscription.created',
          subscriptionObject({ ...period, id: subscriptionId, planType }),
          { created: at },
        ),
        stripeEvent('invoice.paid', invoiceObject({ ...period, subscriptionId }), { created: at }),
      );
    }
    return { customerId, subscriptionId, events };
  };

  return {
    url: origin,
    requests,
    completeCheckout,
    get failCustomerDeletion() {
      return failing.customerDeletion;
    },
    set failCustomerDeletion(value: boolean) {
      failing.customerDeletion = value;
    },
    close: server.close,
  };
}

function missing(message: string) {
  return { error: { type: 'invalid_request_error', message } };
}

/** Stripe's own way of naming a wrong key: its start and last four characters. */
function maskKey(header: string | undefined): string {
  const key = header?.replace(/^Bearer /, '') ?? '';
  return key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(4)}${key.slice(-4)}` : '****';
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
