import {
  expect,
  test,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
} from '@playwright/test';
import { becomePro, controlledByWorker, fakeSubscription, SAME_ORIGIN, signUp } from './support';

const OFFLINE_TOAST =
  "You're offline, so this change was not saved. Try again when you're back online.";

async function addAssignment(page: Page, title: string): Promise<string> {
  const due = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();
  const response = await page.request.post('/api/assignments', {
    headers: SAME_ORIGIN,
    data: { title, dueDate: due, category: 'Homework' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/** The names of the browser's caches for this origin. */
const cacheNames = (page: Page) => page.evaluate<string[]>('caches.keys()');

/** `lower` starts where `upper` ends or further down the window: nothing of it is covered. */
async function expectBelow(upper: Locator, lower: Locator) {
  await expect(lower).toBeVisible();
  const [top, bottom] = [await upper.boundingBox(), await lower.boundingBox()];
  expect(top && bottom && bottom.y >= top.y + top.height - 0.5).toBe(true);
}

async function serviceWorkerOf(context: BrowserContext) {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

test('the app opens offline with the last loaded data and a banner, and refuses changes', async ({
  page,
  context,
}) => {
  await signUp(page, 'Noor');
  await addAssignment(page, 'Read chapter 4');
  await page.goto('/assignments');
  await expect(page.getByText('Read chapter 4')).toBeVisible();
  await controlledByWorker(page);
  // Loaded once through the worker, as a student's later visits are.
  await page.reload();
  await expect(page.getByText('Read chapter 4')).toBeVisible();
  await expect(page.getByText('Offline', { exact: true })).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toContainText(
    "Offline: showing what was last loaded. Changes can't be saved until you're back online.",
  );
  const row = page.getByRole('listitem').filter({ hasText: 'Read chapter 4' });
  await expect(row).toBeVisible();
  // The bar lies over the top of the window, above the page, not over it.
  const bar = page.getByRole('status').filter({ hasText: 'Offline' }).locator('p');
  await expectBelow(bar, page.getByRole('heading', { level: 1, name: 'Assignments' }));

  await row.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(OFFLINE_TOAST)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Done' })).toBeVisible();

  // On a phone the menu button in the sticky top bar stays below it too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mobile/assignments');
  await expect(row).toBeVisible();
  await expectBelow(bar, page.getByRole('button', { name: 'Open navigation' }));

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
  const list = await page.request.get('/api/assignments');
  const [saved] = (await list.json()) as { completed: boolean }[];
  expect(saved?.completed).toBe(false);
});

test('a Pro student offline keeps their plan: no Upgrade to Pro', async ({ page, context }) => {
  await signUp(page, 'Noor');
  await becomePro(page);
  await page.goto('/dashboard');
  await controlledByWorker(page);
  await page.reload();
  const sidebar = page.getByRole('navigation', { name: 'App' });
  await expect(sidebar.getByRole('link', { name: 'Pomodoro' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Pomodoro' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0);
});

test('signing out drops the offline copy of the student data', async ({ page }) => {
  await signUp(page, 'Noor');
  await addAssignment(page, 'Lab report');
  await page.goto('/assignments');
  await controlledByWorker(page);
  await page.reload();
  await expect(page.getByText('Lab report')).toBeVisible();
  expect(await cacheNames(page)).toContain('assignd-api-v1');

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect.poll(() => cacheNames(page)).not.toContain('assignd-api-v1');
});

/** The id DevTools knows the app's service worker registration by. */
async function registrationIdOf(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: unknown;
}

const shownNotifications = (page: Page) =>
  page.evaluate<ShownNotification[]>(`(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data,
    }));
  })()`);

test('notifications on this device: permission, devices, a push shown and its tap', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await signUp(page, 'Noor');
  const assignmentId = await addAssignment(page, 'Essay on Macbeth');
  await page.goto('/settings');
  await controlledByWorker(page);

  const card = page.getByRole('region', { name: 'This device' });
  await expect(card).toContainText('Permission: Allowed');
  await expect(card).toContainText('None yet.');
  await card.getByRole('button', { name: 'Enable notifications on this device' }).click();
  // Playwright's contexts are off the record, where Chromium has no push messaging at all
  // (subscribe rejects "Registration failed - permission denied"; a persistent profile instead
  // waits for Google's push service, which this machine cannot reach). The card says it failed.
  await expect(
    page.getByText('Could not turn on notifications on this device. Please try again.'),
  ).toBeVisible();

  // What the card does once the browser has subscribed: the server's side with a subscription
  // made as a browser makes one.
  const subscribed = await page.request.post('/api/push/subscriptions', {
    headers: SAME_ORIGIN,
    data: fakeSubscription(),
  });
  expect(subscribed.status()).toBe(201);
  await page.reload();
  const devices = card.getByRole('list', { name: 'Devices that get notifications' });
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices).toContainText('Chrome on Linux');
  await devices.getByRole('button', { name: 'Remove Chrome on Linux' }).click();
  await expect(page.getByText('Device removed. It no longer gets notifications.')).toBeVisible();
  await expect(card).toContainText('None yet.');

  // A push as the push service would deliver it, straight to the service worker.
  const cdp = await context.newCDPSession(page);
  const registrationId = await registrationIdOf(cdp, SAME_ORIGIN.origin);
  const url = `/assignments?assignment=${assignmentId}`;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: SAME_ORIGIN.origin,
    registrationId,
    data: JSON.stringify({
      title: 'Essay on Macbeth is due tomorrow',
      body: 'English · due 9:00',
      url,
      tag: `assignment-${assignmentId}`,
    }),
  });
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: 'Essay on Macbeth is due tomorrow',
        body: 'English · due 9:00',
        tag: `assignment-${assignmentId}`,
        data: { url },
      },
    ]);

  // The tap: the notification's click event in the worker (Chromium offers no way to click the
  // system notification itself), which takes the open window to the assignment.
  const worker = await serviceWorkerOf(context);
  await worker.evaluate(`(async () => {
    const [notification] = await self.registration.getNotifications();
    self.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  })()`);
  await expect(page).toHaveURL(url);
  await expect(page.getByText('Essay on Macbeth')).toBeVisible();
  await expect.poll(() => shownNotifications(page)).toEqual([]);
});
