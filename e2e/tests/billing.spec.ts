import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SERVER_START_MS, startServer, type TestServer } from '../server';
import { newStudent, SAME_ORIGIN, watchForCspViolations } from './support';

/*
 * Issue 11 on the web: the plans, the built-in checkout and portal of local billing (the test
 * server's default), the Pro gate, and a server with billing off that sells nothing.
 */

async function signUp(page: Page, firstName: string, baseURL = '') {
  const student = newStudent(firstName);
  const origin = baseURL ? { origin: baseURL } : SAME_ORIGIN;
  const response = await page.request.post(`${baseURL}/api/auth/sign-up/email`, {
    headers: origin,
    data: { ...student, name: `${student.firstName} ${student.lastName}` },
  });
  expect(response.ok()).toBe(true);
  return student;
}

const checkoutAddress = /\/billing\/checkout\/[0-9a-f-]{36}$/;

/**
 * The plan under the student's name in the sidebar: its text when expanded, part of the account
 * group's name while the sidebar is its collapsed rail (as it starts, or after a click away).
 */
function sidebarPlan(page: Page, label: 'Student' | 'Pro Plan') {
  return page
    .getByRole('complementary')
    .getByText(label, { exact: true })
    .or(page.getByRole('group', { name: new RegExp(`, ${label}$`) }));
}

test.describe('desktop', () => {
  test('a free student upgrades through the built-in checkout, then cancels in the portal', async ({
    page,
  }) => {
    // The whole journey: plans, checkout, settings, portal (a slow machine needs the room).
    test.setTimeout(90_000);
    const noCspViolations = watchForCspViolations(page);
    await signUp(page, 'Maya');
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'App' });
    await expect(sidebarPlan(page, 'Student')).toBeVisible();

    await nav.getByRole('link', { name: 'Upgrade to Pro' }).click();
    await expect(page).toHaveURL(/\/pro$/);
    await expect(page.getByRole('heading', { name: 'Upgrade to Pro', level: 1 })).toBeVisible();
    for (const [plan, price] of [
      ['Free', '$0'],
      ['Pro Monthly', '$2'],
      ['Pro Yearly', '$20'],
      ['Pro Lifetime', '$99'],
    ] as const) {
      await expect(page.getByRole('region', { name: plan, exact: true })).toContainText(price);
    }
    const yearly = page.getByRole('region', { name: 'Pro Yearly' });
    await expect(yearly).toContainText('save $4 per year');
    await expect(yearly).toContainText('Most popular');
    await expect(page.getByText('30-day money-back guarantee')).toBeVisible();
    await expect(page.getByText('Cancel anytime')).toBeVisible();

    // Desktop: the checkout opens in the same window.
    await yearly.getByRole('button', { name: 'Choose Pro Yearly' }).click();
    await expect(page).toHaveURL(checkoutAddress);
    const checkoutUrl = page.url();
    await expect(page.getByRole('heading', { name: 'Pro Yearly' })).toBeVisible();
    await expect(page.getByText('$20', { exact: true })).toBeVisible();
    await expect(page.getByText('This server takes no payments.')).toBeVisible();
    await page.getByRole('button', { name: 'Activate Pro' }).click();

    await expect(page.getByRole('heading', { name: 'Welcome to Pro!' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(sidebarPlan(page, 'Pro Plan')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0);

    // A used checkout cannot be used again.
    await page.goto(checkoutUrl);
    await expect(page.getByText('This checkout has already been used.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pro');

    // Pro: a custom theme is allowed now.
    await page.goto('/settings');
    await page.getByLabel('Theme', { exact: true }).selectOption('ocean');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'ocean');
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/preferences')).json()) as { theme: string }).theme,
      )
      .toBe('ocean');

    // Manage Subscription opens the portal in a new tab (spec 7).
    const opening = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Manage Subscription' }).click();
    const portal = await opening;
    await expect(portal).toHaveURL(/\/billing\/portal$/);
    await expect(portal.getByRole('heading', { name: 'Pro Yearly' })).toBeVisible();
    await expect(portal.getByText(/Expires on \w+ \d+, \d{4}/)).toBeVisible();
    await portal.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(portal.getByText(/^Ends \w{3} \d+, \d{4}$/)).toBeVisible();
    await expect(portal.getByRole('button', { name: 'Resume' })).toBeVisible();
    await portal.close();

    await page.reload();
    await expect(page.getByText(/^Ends \w{3} \d+, \d{4}$/)).toBeVisible();
    // Still Pro until the period ends.
    await expect(page.getByTestId('plan-badge')).toHaveText('Pro');
    noCspViolations();
  });

  test('going back from the checkout says nothing was charged', async ({ page }) => {
    await signUp(page, 'Jonas');
    await page.goto('/pro');
    await page.getByRole('button', { name: 'Choose Pro Monthly' }).click();
    await expect(page).toHaveURL(checkoutAddress);
    await expect(page.getByRole('heading', { name: 'Pro Monthly' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();

    await expect(page).toHaveURL(/\/pro\?canceled=true$/);
    await expect(page.getByText('Transaction canceled')).toBeVisible();
    await expect(page.getByText('You were not charged.')).toBeVisible();
    await expect(sidebarPlan(page, 'Student')).toBeVisible();
    expect(
      ((await (await page.request.get('/api/subscription')).json()) as { subscribed: boolean })
        .subscribed,
    ).toBe(false);
  });

  test('a failed checkout says so and stays on the plans', async ({ page }) => {
    await signUp(page, 'Priya');
    await page.route('**/api/billing/checkout', (route) => route.abort());
    await page.goto('/pro');
    await page.getByRole('button', { name: 'Choose Pro Lifetime' }).click();
    await expect(page.getByText('Checkout Error')).toBeVisible();
    await expect(
      page.getByText('Failed to start checkout process. Please try again.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/pro$/);
  });

  test('signed out, the checkout and portal lead to sign in', async ({ page }) => {
    for (const address of ['/billing/portal', `/billing/checkout/${randomUUID()}`]) {
      await page.goto(address);
      await expect(page).toHaveURL(/\/auth$/);
    }
  });

  test('a free student meets the Pro gate, not a missing page, on every device', async ({
    page,
  }) => {
    await signUp(page, 'Theo');
    for (const address of ['/pomodoro', '/tablet/pomodoro', '/mobile/pomodoro']) {
      await page.goto(address);
      const gate = page.getByRole('region', { name: 'Upgrade to Pro to unlock the focus timer!' });
      await expect(gate).toBeVisible();
      await expect(
        gate.getByRole('list', { name: 'Pro benefits' }).getByRole('listitem'),
      ).toHaveText([
        'AI assignment breakdown',
        'AI assistant and flashcards',
        'Schedule optimisation',
        'Priority support',
      ]);
      await expect(gate.getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
      await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
    }
    for (const [address, feature] of [
      ['/ai-features', 'AI study tools'],
      ['/flashcards', 'flashcards'],
    ] as const) {
      await page.goto(address);
      await expect(
        page.getByRole('heading', { name: `Upgrade to Pro to unlock ${feature}!` }),
      ).toBeVisible();
    }
  });
});

test.describe('tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

  test('the checkout opens in a window of its own and the upgrade lands on the dashboard', async ({
    page,
  }) => {
    await signUp(page, 'Ines');
    await page.goto('/tablet/pro');
    await expect(page.getByRole('heading', { name: 'Upgrade to Pro', level: 1 })).toBeVisible();

    const opening = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Choose Pro Monthly' }).click();
    const checkout = await opening;
    await expect(checkout).toHaveURL(checkoutAddress);
    await expect(page).toHaveURL(/\/tablet\/pro$/);
    await checkout.getByRole('button', { name: 'Activate Pro' }).click();
    await expect(checkout.getByRole('heading', { name: 'Welcome to Pro!' })).toBeVisible();
    await expect(checkout).toHaveURL(/\/tablet\/dashboard$/);
    await checkout.close();

    // Back in the app: the plan check runs again on focus or a reload.
    await page.goto('/tablet/dashboard');
    await expect(sidebarPlan(page, 'Pro Plan')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0);
    await page.goto('/tablet/pro');
    await expect(page.getByRole('heading', { name: "You're on Pro Monthly" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('Upgrade in the drawer opens the plans in the browser', async ({ page }) => {
    await signUp(page, 'Noor');
    await page.goto('/mobile/dashboard');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Assignd' });
    await expect(drawer.getByText('Student', { exact: true })).toBeVisible();

    const opening = page.waitForEvent('popup');
    await drawer.getByRole('link', { name: 'Upgrade to Pro' }).click();
    const plans = await opening;
    await expect(page.getByText('Opening upgrade page in browser...')).toBeVisible();
    await expect(page).toHaveURL(/\/mobile\/dashboard$/);

    await plans.getByRole('button', { name: 'Choose Pro Lifetime' }).click();
    await expect(plans).toHaveURL(checkoutAddress);
    await plans.getByRole('button', { name: 'Activate Pro' }).click();
    await expect(plans.getByRole('heading', { name: 'Welcome to Pro!' })).toBeVisible();
    await plans.close();

    await page.reload();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(drawer.getByText('Pro Plan', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0);
    await drawer.getByRole('link', { name: 'Pomodoro' }).click();
    await expect(page.getByRole('timer', { name: 'Time left' })).toBeVisible();
  });
});

test.describe('billing off', () => {
  // A server of its own that sells nothing (a school or family server).
  const PORT = Number(process.env.E2E_BILLING_OFF_PORT ?? 3213);
  let server: TestServer;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(SERVER_START_MS + 15_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'assignd-e2e-billing-off-'));
    server = await startServer({ port: PORT, dataDir, env: { BILLING_PROVIDER: 'off' } });
  });

  test.afterAll(async () => {
    expect(await server.stop()).toBe(0);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('no Upgrade, no plan and every Pro feature open', async ({ page }) => {
    await signUp(page, 'Sam', server.url);
    await page.goto(`${server.url}/dashboard`);
    await expect(page.getByRole('navigation', { name: 'App' })).toBeVisible();
    await expect(page.getByText('Student', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Pro Plan', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0);

    await page.goto(`${server.url}/pro`);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(`${server.url}/settings`);
    await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
    await expect(page.getByTestId('plan-badge')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0);
    await page.getByLabel('Theme', { exact: true }).selectOption('ocean');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'ocean');

    await page.goto(`${server.url}/pomodoro`);
    await expect(page.getByRole('timer', { name: 'Time left' })).toBeVisible();
    await page.goto(`${server.url}/calendar`);
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
    // This server has no Google client: the sync is not offered at all (issue 28, item 3).
    await expect(page.getByRole('region', { name: 'Calendar feed' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Google Calendar' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0);

    await page.goto(`${server.url}/mobile/settings`);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByTestId('plan-badge')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Assignd' });
    await expect(drawer.getByRole('link', { name: 'Pomodoro' })).toBeVisible();
    await expect(drawer.getByText('Student', { exact: true })).toHaveCount(0);
    await expect(drawer.getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0);
  });
});
