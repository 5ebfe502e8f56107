import {
  expect,
  test,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
} from '@playwright/test';
import { becomePro, controlledByWorker, fakeSubscription, SAME_ORIGIN, signUp } from './support';

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

test('offline, changes are kept and marked, survive a reload, and reach the server once when back', async ({
  page,
  context,
}) => {
  await signUp(page, 'Noor');
  await addAssignment(page, 'Read chapter 4');
  await addAssignment(page, 'Old worksheet');
  await addAssignment(page, 'Lab notes');
  await page.goto('/assignments');
  await expect(page.getByText('Read chapter 4')).toBeVisible();
  await controlledByWorker(page);
  // Loaded once through the worker, as a student's later visits are.
  await page.reload();
  await expect(page.getByText('Read chapter 4')).toBeVisible();
  await expect(page.getByText('Offline', { exact: true })).toHaveCount(0);

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: 'Offline' });
  const main = page.getByRole('main');
  const rowOf = (title: string) =>
    main.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });
  // A change made as the connection drops is kept too (not held until the browser is back).
  await rowOf('Read chapter 4').getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Marked as done')).toBeVisible();
  await expect(banner).toContainText('(1 change waiting)');

  await page.reload();
  await expect(banner).toContainText(
    "Offline: showing what was last loaded. Your planner changes sync when you're back online.",
  );
  await expect(banner).toContainText('(1 change waiting)');
  // The bar lies over the top of the window, above the page, not over it.
  await expectBelow(
    banner.locator('p'),
    page.getByRole('heading', { level: 1, name: 'Assignments' }),
  );

  // Edit, delete and add, offline after a reload: each shows at once.
  await rowOf('Lab notes').getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Assignment' });
  await edit.getByLabel('Title').fill('Lab notes, final');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toHaveCount(0);
  await rowOf('Old worksheet').getByRole('button', { name: 'Edit' }).click();
  await page
    .getByRole('dialog', { name: 'Edit Assignment' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(rowOf('Old worksheet')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Assignment' }).first().click();
  const add = page.getByRole('dialog', { name: 'New Assignment' });
  await add.getByLabel('Title').fill('Poem analysis');
  await add.getByRole('button', { name: 'Add Assignment' }).click();
  await expect(add).toHaveCount(0);
  await expect(rowOf('Poem analysis').getByText('Waiting to sync')).toBeVisible();
  await expect(rowOf('Lab notes, final').getByText('Waiting to sync')).toBeVisible();
  await expect(banner).toContainText('(4 changes waiting)');

  // A reload offline keeps all of it.
  await page.reload();
  await expect(rowOf('Poem analysis').getByText('Waiting to sync')).toBeVisible();
  await expect(rowOf('Lab notes, final')).toBeVisible();
  await expect(rowOf('Old worksheet')).toHaveCount(0);
  await expect(banner).toContainText('(4 changes waiting)');

  // Signing out with changes waiting asks first; Cancel keeps the student here.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  const ask = page.getByRole('alertdialog', { name: "4 changes haven't synced yet" });
  await expect(ask).toContainText(
    'They stay on this device and sync the next time you sign in here.',
  );
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(rowOf('Poem analysis')).toBeVisible();

  // On a phone the menu button in the sticky top bar stays below the bar too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/mobile/assignments');
  await expect(rowOf('Poem analysis')).toBeVisible();
  await expectBelow(banner.locator('p'), page.getByRole('button', { name: 'Open navigation' }));

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: /Offline|waiting to sync/ })).toHaveCount(
    0,
  );
  await expect(page.getByText('Waiting to sync')).toHaveCount(0);
  const list = await page.request.get('/api/assignments');
  const saved = (await list.json()) as { title: string; completed: boolean }[];
  expect(
    saved
      .map(({ title, completed }) => ({ title, completed }))
      .sort((a, b) => a.title.localeCompare(b.title)),
  ).toEqual([
    { title: 'Lab notes, final', completed: false },
    { title: 'Poem analysis', completed: false },
    { title: 'Read chapter 4', completed: true },
  ]);
});

test('with every tab closed, the service worker sends what waits once back (tablet)', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await signUp(page, 'Noor');
  await addAssignment(page, 'Read chapter 4');
  await page.goto('/assignments');
  await controlledByWorker(page);
  await page.reload();
  const row = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByText('Read chapter 4', { exact: true }) });
  await expect(row).toBeVisible();

  await context.setOffline(true);
  await row.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toContainText(
    '(1 change waiting)',
  );
  const origin = new URL(page.url()).origin;
  // Every tab of the app closed; the browser wakes the worker once the connection is back.
  await page.goto('about:blank');
  await context.setOffline(false);
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  // As the browser does, the sync is fired again until the worker has sent everything: the first
  // may come while the closed tab is still being let go of.
  await expect
    .poll(
      async () => {
        await cdp.send('ServiceWorker.dispatchSyncEvent', {
          origin,
          registrationId,
          tag: 'assignd-outbox',
          lastChance: false,
        });
        const list = (await (await page.request.get('/api/assignments')).json()) as {
          completed: boolean;
        }[];
        return list.map((item) => item.completed);
      },
      { timeout: 20_000, intervals: [500, 1_000, 2_000] },
    )
    .toEqual([true]);
});

test('two devices edit one assignment, one of them offline on a phone: both end with the newer edit, and the phone is told', async ({
  browser,
}) => {
  const laptopContext = await browser.newContext();
  const laptop = await laptopContext.newPage();
  await signUp(laptop, 'Noor');
  const id = await addAssignment(laptop, 'Lab report');
  const phoneContext = await browser.newContext({
    storageState: await laptopContext.storageState(),
    viewport: { width: 390, height: 844 },
  });
  const phone = await phoneContext.newPage();
  await phone.goto('/mobile/assignments');
  await controlledByWorker(phone);
  await phone.reload();
  const phoneRow = (title: string) => phone.getByRole('listitem').filter({ hasText: title });
  await expect(phoneRow('Lab report')).toBeVisible();

  // The phone renames it offline; meanwhile the laptop renames it online, first.
  await expect(phone.getByText('Initializing')).toBeHidden();
  await phoneContext.setOffline(true);
  await phone.getByRole('button', { name: 'Actions for Lab report' }).click();
  await phone.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = phone.getByRole('dialog', { name: 'Edit Assignment' });
  await edit.getByLabel('Title').fill('Lab report (phone)');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(phoneRow('Lab report (phone)').getByText('Waiting to sync')).toBeVisible();
  const renamed = await laptop.request.patch(`/api/assignments/${id}`, {
    headers: SAME_ORIGIN,
    data: { title: 'Lab report (laptop)' },
  });
  expect(renamed.ok()).toBe(true);

  await phoneContext.setOffline(false);
  // Named as the row was known when the edit was made.
  await expect(
    phone.getByText("Your edit to 'Lab report' was replaced by a newer change from another device"),
  ).toBeVisible();
  await expect(phoneRow('Lab report (laptop)')).toBeVisible();
  await expect(phoneRow('Lab report (phone)')).toHaveCount(0);
  const saved = (await (await laptop.request.get('/api/assignments')).json()) as {
    title: string;
  }[];
  expect(saved.map((row) => row.title)).toEqual(['Lab report (laptop)']);
  await phoneContext.close();
  await laptopContext.close();
});

test('a page the worker does not keep yet stays on screen when the connection drops', async ({
  page,
  context,
}) => {
  await signUp(page, 'Noor');
  // The first visit: the worker is still installing, so the offline bar's code cannot load.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await context.setOffline(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // Given time to load the bar's code (or fail to): the page must not reload into an error.
  await expect.poll(() => page.evaluate('document.readyState')).toBe('complete');
  await page.waitForLoadState('networkidle');
  expect(navigations).toEqual([]);
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
