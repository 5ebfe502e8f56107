import type { LocalCheckout, SubscriptionStatus } from '@assignd/schemas';
import { expect } from 'vitest';
import type { Browser } from './helpers';
import { bodyOf } from './planner-helpers';

/** A clock the app reads as now, moved by the test. */
export function pinnedClock(start: string) {
  let now = new Date(start);
  return {
    now: () => now,
    set(instant: string) {
      now = new Date(instant);
    },
  };
}

export async function subscriptionOf(browser: Browser): Promise<SubscriptionStatus> {
  return bodyOf<SubscriptionStatus>(await browser.get('/api/subscription'), 200);
}

/** Starts a built-in checkout and returns its id, read from the page address it answers. */
export async function startCheckout(browser: Browser, planType: string): Promise<string> {
  const { url } = bodyOf<{ url: string }>(
    await browser.post('/api/billing/checkout', { planType }),
    200,
  );
  const id = /^\/billing\/checkout\/([0-9a-f-]{36})$/.exec(url)?.[1];
  if (!id) throw new Error(`unexpected checkout address ${url}`);
  return id;
}

export const checkoutUrl = (id: string, step = '') =>
  `/api/billing/local/checkouts/${id}${step ? `/${step}` : ''}`;

/** Checkout and confirm: the whole built-in purchase of `planType`. */
export async function buyPlan(browser: Browser, planType: string): Promise<void> {
  const id = await startCheckout(browser, planType);
  const page = bodyOf<LocalCheckout>(await browser.get(checkoutUrl(id)), 200);
  expect(page.status).toBe('open');
  expect(bodyOf(await browser.post(checkoutUrl(id, 'confirm')), 200)).toEqual({
    url: '/pro?success=true',
  });
}
