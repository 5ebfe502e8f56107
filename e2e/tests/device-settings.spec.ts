import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  newStudent,
  watchForCspViolations,
  withoutFirstReads,
  type Student,
  SAME_ORIGIN,
} from './support';

async function signUp(page: Page, student: Student) {
  const response = await page.request.post('/api/auth/sign-up/email', {
    headers: SAME_ORIGIN,
    data: { ...student, name: `${student.firstName} ${student.lastName}` },
  });
  expect(response.ok()).toBe(true);
}

async function addAssignment(page: Page, title: string) {
  const due = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();
  const response = await page.request.post('/api/assignments', {
    headers: SAME_ORIGIN,
    data: { title, dueDate: due, category: 'Homework' },
  });
  expect(response.ok()).toBe(true);
}

async function expectTouchSized(control: Locator) {
  const box = await control.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test.describe('phone settings', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('account, plan refresh, links and theme', async ({ page }) => {
    const noCspViolations = watchForCspViolations(page);
    const student = newStudent('Ines');
    await signUp(page, student);
    await page.goto('/mobile/settings');

    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    // The Account section says who is signed in ('Sign-in and account' shows it again to change).
    await expect(
      page.getByRole('region', { name: 'Account', exact: true }).getByText(student.email),
    ).toBeVisible();
    const badge = page.getByTestId('plan-badge');
    await expect(badge).toHaveText('Free');
    await expect(
      page.getByText(
        'Free forever: assignment tracking, calendar view, class organisation and due date reminders.',
      ),
    ).toBeVisible();
    // The plan's only: this server has no Google client, so no Google Calendar card is sold.
    const upgrades = page.getByRole('link', { name: 'Upgrade to Pro' });
    await expect(upgrades).toHaveCount(1);
    for (const link of await upgrades.all()) await expect(link).toHaveAttribute('href', '/pro');
    await expect(page.getByRole('button', { name: 'Manage Subscription' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Pro features' }).getByRole('listitem')).toHaveText(
      [
        'AI assignment breakdown',
        'AI assistant and flashcards',
        'Schedule optimisation',
        'Priority support',
      ],
    );

    const refresh = page.getByRole('button', { name: 'Refresh subscription status' });
    await expectTouchSized(refresh);
    const recheck = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/subscription',
    );
    await refresh.click();
    await recheck;
    await expect(page.getByText('Subscription status refreshed')).toBeVisible();
    await expect(badge).toHaveText('Free');

    for (const [name, href] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['About', '/support'],
    ] as const) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expectTouchSized(link);
    }

    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);
    // The tile is what a finger taps; the radio inside it is visually hidden.
    await page.getByText('Dark', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/preferences')).json()) as { theme: string }).theme,
      )
      .toBe('dark');
    // A custom theme stays Pro-only: the choice is refused with the spec's message.
    await page.getByText('Ocean Breeze').click();
    await expect(page.getByText('Upgrade to Pro to unlock custom themes!')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(html).toHaveClass(/\bdark\b/);

    // The policy opens in a browser tab of its own; the phone screen stays on Settings.
    const policy = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect((await policy).getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    await expect(page).toHaveURL(/\/mobile\/settings$/);
    noCspViolations();
  });

  test.describe('with the plan check answered by the test', () => {
    // A service worker in control fetches the plan check itself, past page.route: blocked here,
    // or the mocked answer is missed whenever the worker claims the page first.
    test.use({ serviceWorkers: 'block' });

    test('a paid plan shows its renewal and Manage Subscription', async ({ page }) => {
      await withoutFirstReads(page);
      const renews = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
      await page.route('**/api/subscription', (route) =>
        route.fulfill({
          json: {
            subscribed: true,
            subscriptionTier: 'pro_monthly',
            subscriptionEnd: renews.toISOString(),
            isCancelled: false,
          },
        }),
      );
      await signUp(page, newStudent('Omar'));
      await page.goto('/mobile/settings');
      await expect(page.getByTestId('plan-badge')).toHaveText('Pro');
      await expect(page.getByText(/^Renews on \w+ \d+, \d{4}$/)).toBeVisible();
      await expect(page.getByText(/^Renews \w{3} \d+, \d{4}$/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0);
      await expect(page.getByText('All included in your plan.')).toBeVisible();
    });
  });

  test('clear all data asks first, then empties the planner; Sign Out', async ({ page }) => {
    await signUp(page, newStudent('Lena'));
    await addAssignment(page, 'Lab safety quiz');
    await page.goto('/mobile/settings');
    const clear = page.getByRole('button', { name: 'Clear All Data' });
    await expectTouchSized(clear);
    await clear.click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    expect(await (await page.request.get('/api/assignments')).json()).toHaveLength(1);

    await clear.click();
    await confirm.getByRole('button', { name: 'Yes, Clear All Data' }).click();
    await expect(
      page.getByText('All data cleared successfully! Ready for the new school year.'),
    ).toBeVisible();
    expect(await (await page.request.get('/api/assignments')).json()).toEqual([]);
    const drawer = page.getByRole('dialog', { name: 'Assignd' });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await drawer.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByText('No assignments here. Tap Add to plan one.')).toBeVisible();
    await expect(page.getByText('Lab safety quiz')).toHaveCount(0);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    await drawer.getByRole('link', { name: 'Settings' }).click();
    const signOut = page.getByRole('main').getByRole('button', { name: 'Sign Out' });
    await expectTouchSized(signOut);
    await signOut.click();
    await expect(page).toHaveURL(/\/mobile\/auth$/);
    await expect(page.getByText('Signed out successfully')).toBeVisible();
  });

  test('no sideways scrolling at 360px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signUp(page, newStudent('Aleksandra-Katarzyna'));
    await page.goto('/mobile/settings');
    await expect(page.getByTestId('plan-badge')).toHaveText('Free');
    await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
    // A string, as the e2e project has no DOM types.
    const [scrollWidth, clientWidth] = await page.evaluate<[number, number]>(
      '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
    );
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});

test.describe('tablet settings', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: false });

  test('the sections, backup download and Sign Out', async ({ page }) => {
    const noCspViolations = watchForCspViolations(page);
    await signUp(page, newStudent('Tomas'));
    await addAssignment(page, 'Read chapter 5');
    await page.goto('/tablet/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Account Information',
      'Features',
      'Account Management',
      'Calendar feed',
      'Data Management',
      'Sign-in and account',
      'Sign Out',
    ]);
    await expect(page.getByTestId('plan-badge')).toHaveText('Free');
    const features = page.getByRole('region', { name: 'Features' });
    await expect(features.getByRole('heading', { level: 3 })).toHaveText([
      'Appearance',
      'Notifications',
      'This device',
      'Class schedule',
      'Pro features',
    ]);
    // Spec 2: on a tablet the upgrade page opens in a browser window of its own.
    const opening = page.waitForEvent('popup');
    await page
      .getByRole('region', { name: 'Account Management' })
      .getByRole('link', { name: 'Upgrade to Pro' })
      .click();
    const upgradeWindow = await opening;
    expect(new URL(upgradeWindow.url()).pathname).toBe('/pro');
    await upgradeWindow.close();
    await expect(page.getByText('Opening upgrade page in browser...')).toBeVisible();
    await expect(page).toHaveURL(/\/tablet\/settings$/);

    const download = page.getByRole('button', { name: 'Download Backup' });
    await expectTouchSized(download);
    const downloading = page.waitForEvent('download');
    await download.click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^assignd-backup-.+\.json$/);
    const backup = JSON.parse(await readFile(await file.path(), 'utf8')) as {
      version: string;
      assignments: { title: string }[];
    };
    expect(backup.version).toBe('1.0');
    expect(backup.assignments.map((assignment) => assignment.title)).toEqual(['Read chapter 5']);
    await expect(page.getByText('Backup downloaded')).toBeVisible();

    const signOut = page
      .getByRole('region', { name: 'Sign Out' })
      .getByRole('button', { name: 'Sign Out' });
    await expectTouchSized(signOut);
    await signOut.click();
    await expect(page).toHaveURL(/\/tablet\/auth$/);
    noCspViolations();
  });
});
