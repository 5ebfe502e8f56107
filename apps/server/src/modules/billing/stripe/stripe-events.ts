import { PLANS, PLAN_TYPES, type PlanType, type SubscriptionTier } from '@assignd/core';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../../config';

/**
 * What a Stripe event means for one user's plan. Only the fields the event knows are present: a
 * missing `tier`, `end` or `cancelled` means "keep what is stored".
 *
 * Stripe delivers events at least once and in no fixed order, so whoever stores these must:
 * - find the user by `userId`, else by the stored `customerId` (events about subscriptions made
 *   outside our checkout carry no user id);
 * - apply each `eventId` once (a replay is a no-op);
 * - apply a change only when `supersedes(change, last)` says it is newer than the last change
 *   applied to that user (newer `occurredAt` wins; within the same second every change applies,
 *   except that nothing undoes an `ended` change of that second, so a deletion wins a tie);
 * - then store `applySubscriptionChange(stored, change)`, which ignores events about another
 *   subscription than the stored one and subscription events for a `pro_lifetime` user: the end
 *   of an old monthly plan must not take away a plan bought later.
 */
export interface SubscriptionChange {
  eventId: string;
  eventType: string;
  kind: SubscriptionChangeKind;
  /** The event's `created` time (whole seconds). */
  occurredAt: Date;
  /** From metadata.userId or client_reference_id; null when the event does not carry it. */
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  tier?: SubscriptionTier;
  /** When Pro access ends; null for lifetime and free plans. */
  end?: Date | null;
  /** True when the plan will not renew (cancelled at period end, or a cancel date set). */
  cancelled?: boolean;
}

/**
 * - `activated`: checkout completed (lifetime: the whole plan; monthly or yearly: the tier, the end
 *   follows in the subscription event);
 * - `updated`: a subscription was created or changed and is still paid for (past_due included:
 *   it stays Pro until its end);
 * - `ended`: the subscription is gone or can no longer give access; the user is free;
 * - `renewed`: an invoice was paid; the end moves to the paid period's end;
 * - `payment_failed`: nothing changes yet (Stripe retries; past_due is still Pro until the end),
 *   reported so it can be logged or shown.
 */
type SubscriptionChangeKind = 'activated' | 'updated' | 'ended' | 'renewed' | 'payment_failed';

type Prices = StripeConfig['prices'];

/** Subscription states that still give access until the period end. */
const PAID_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'];
/** States that give no access; `incomplete` (first payment pending) is left alone. */
const ENDED_STATUSES: readonly string[] = ['canceled', 'unpaid', 'incomplete_expired', 'paused'];

/** Maps one verified Stripe event to a change of plan, or null when it does not affect one. */
export function subscriptionChangeOf(
  event: Stripe.Event,
  prices: Prices,
): SubscriptionChange | null {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutChange(event, event.data.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return subscriptionUpdate(event, event.data.object, prices);
    case 'customer.subscription.deleted':
      return {
        ...base(event, 'ended', subscriptionIds(event.data.object)),
        tier: 'free',
        end: null,
        cancelled: false,
      };
    case 'invoice.paid':
      return invoiceChange(event, event.data.object, 'renewed');
    case 'invoice.payment_failed':
      return invoiceChange(event, event.data.object, 'payment_failed');
    default:
      return null;
  }
}

/**
 * Whether `change` should be applied after `last`, the newest change already applied to the same
 * user (undefined when none was). See SubscriptionChange for why a deletion wins a tie.
 */
export function supersedes(
  change: Pick<SubscriptionChange, 'occurredAt'>,
  last: Pick<SubscriptionChange, 'occurredAt' | 'kind'> | undefined,
): boolean {
  if (!last) return true;
  const difference = change.occurredAt.getTime() - last.occurredAt.getTime();
  if (difference !== 0) return difference > 0;
  return last.kind !== 'ended';
}

/** What the subscriptions table keeps for a Stripe-billed user. */
export interface StripePlanState {
  tier: SubscriptionTier;
  end: Date | null;
  cancelled: boolean;
  customerId: string | null;
  subscriptionId: string | null;
}

/**
 * The plan to store after `change`, which `supersedes` has already let through. Events about a
 * subscription other than the stored one leave the plan as it is, unless the user is free and
 * this is a live subscription (one bought again, its checkout event not in yet).
 */
export function applySubscriptionChange(
  stored: StripePlanState,
  change: SubscriptionChange,
): StripePlanState {
  const customerId = stored.customerId ?? change.customerId;
  if (change.kind === 'activated') {
    if (change.tier === 'pro_lifetime') {
      return { ...stored, customerId, tier: 'pro_lifetime', end: null, cancelled: false };
    }
    const sameSubscription = change.subscriptionId === stored.subscriptionId;
    return {
      customerId,
      subscriptionId: change.subscriptionId ?? stored.subscriptionId,
      tier: change.tier ?? stored.tier,
      // A new subscription's end comes with its own event; an old plan's end must not cut it short.
      end: sameSubscription ? stored.end : null,
      cancelled: sameSubscription ? stored.cancelled : false,
    };
  }
  if (stored.tier === 'pro_lifetime') return { ...stored, customerId };
  const adopts = change.kind === 'updated' && stored.tier === 'free';
  const other = stored.subscriptionId !== null && change.subscriptionId !== stored.subscriptionId;
  if (other && !adopts) return { ...stored, customerId };
  return {
    customerId,
    subscriptionId: change.subscriptionId ?? stored.subscriptionId,
    tier: change.tier ?? stored.tier,
    end: change.end === undefined ? stored.end : change.end,
    cancelled: change.cancelled ?? stored.cancelled,
  };
}

interface Ids {
  userId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
}

function base(event: Stripe.Event, kind: SubscriptionChangeKind, ids: Ids): SubscriptionChange {
  return {
    eventId: event.id,
    eventType: event.type,
    kind,
    occurredAt: new Date(event.created * 1000),
    ...ids,
  };
}

function checkoutChange(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): SubscriptionChange | null {
  const ids: Ids = {
    userId: session.metadata?.userId ?? session.client_reference_id ?? null,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
  };
  if (session.mode === 'payment') {
    // Asynchronous methods (bank debits) complete unpaid; async_payment_succeeded follows.
    if (session.payment_status === 'unpaid') return null;
    return { ...base(event, 'activated', ids), tier: 'pro_lifetime', end: null, cancelled: false };
  }
  if (session.mode !== 'subscription') return null;
  const planType = planTypeOf(session.metadata?.planType);
  const change = base(event, 'activated', ids);
  return planType ? { ...change, tier: PLANS[planType].tier, cancelled: false } : change;
}

function subscriptionUpdate(
  event: Stripe.Event,
  subscription: Stripe.Subscription,
  prices: Prices,
): SubscriptionChange | null {
  const ids = subscriptionIds(subscription);
  if (ENDED_STATUSES.includes(subscription.status)) {
    return { ...base(event, 'ended', ids), tier: 'free', end: null, cancelled: false };
  }
  if (!PAID_STATUSES.includes(subscription.status)) return null;
  const item = subscription.items.data[0];
  // A price no longer configured still maps through the plan our checkout recorded.
  const planType =
    planTypeOfPrice(idOf(item?.price), prices) ?? planTypeOf(subscription.metadata.planType);
  if (!planType || planType === 'lifetime') return null;
  // Before API version 2025-03-31 the period end lived on the subscription, now on its items.
  const periodEnd = item?.current_period_end ?? numberField(subscription, 'current_period_end');
  const cancelAt = subscription.cancel_at;
  const endSeconds =
    cancelAt !== null && (periodEnd === undefined || cancelAt < periodEnd) ? cancelAt : periodEnd;
  return {
    ...base(event, 'updated', ids),
    tier: PLANS[planType].tier,
    ...(endSeconds === undefined ? {} : { end: new Date(endSeconds * 1000) }),
    cancelled: subscription.cancel_at_period_end || cancelAt !== null,
  };
}

function invoiceChange(
  event: Stripe.Event,
  invoice: Stripe.Invoice,
  kind: 'renewed' | 'payment_failed',
): SubscriptionChange | null {
  const details = invoice.parent?.subscription_details ?? null;
  const subscriptionId =
    idOf(details?.subscription) ??
    stringField(invoice, 'subscription') ??
    invoice.lines.data.map((line) => idOf(line.subscription)).find((id) => id !== null) ??
    null;
  // One-off invoices (a lifetime purchase with invoicing on) say nothing about a subscription.
  if (!subscriptionId) return null;
  const change = base(event, kind, {
    userId:
      details?.metadata?.userId ??
      invoice.lines.data.find((line) => line.metadata.userId)?.metadata.userId ??
      null,
    customerId: idOf(invoice.customer),
    subscriptionId,
  });
  if (kind === 'payment_failed') return change;
  const ends = invoice.lines.data.map((line) => line.period.end);
  if (ends.length === 0) return change;
  return { ...change, end: new Date(Math.max(...ends) * 1000) };
}

function subscriptionIds(subscription: Stripe.Subscription): Ids {
  return {
    userId: subscription.metadata.userId ?? null,
    customerId: idOf(subscription.customer),
    subscriptionId: subscription.id,
  };
}

function planTypeOfPrice(priceId: string | null, prices: Prices): PlanType | undefined {
  if (!priceId) return undefined;
  return PLAN_TYPES.find((type) => prices[type] === priceId);
}

function planTypeOf(value: string | undefined): PlanType | undefined {
  return PLAN_TYPES.find((type) => type === value);
}

/** An expandable field's id, whether Stripe sent the id or the expanded object. */
function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** Fields older API versions sent that the SDK's current types no longer declare. */
function numberField(object: object, name: string): number | undefined {
  const value: unknown = (object as Record<string, unknown>)[name];
  return typeof value === 'number' ? value : undefined;
}

function stringField(object: object, name: string): string | null {
  const value: unknown = (object as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : null;
}
