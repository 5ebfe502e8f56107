import { expect, test, type Page, type WebSocket, type WebSocketRoute } from '@playwright/test';
import { newStudent, watchForCspViolations, SAME_ORIGIN } from './support';

/*
 * One student on two devices (two browser contexts sharing one session): what one does shows on
 * the other within a second, with the spec's toast, and without the other refetching its lists.
 */

const SYNC_TIMEOUT = 1000;
const FROM_ANOTHER_DEVICE = /from another device$/;

/** Resolves with the page's realtime socket once it says it is subscribed. */
function realtimeReady(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/api/realtime?client=')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"ready"')) resolve(socket);
      });
    });
  });
}

async function openDashboard(page: Page, firstName: string): Promise<WebSocket> {
  const ready = realtimeReady(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: new RegExp(`, ${firstName}$`) })).toBeVisible();
  return ready;
}

/**
 * Notes every toast the page shows, so the test can ask afterwards which ever appeared (sonner
 * removes them after four seconds).
 */
async function recordToasts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('noteToast', (text: string) => {
    if (!seen.includes(text)) seen.push(text);
  });
  // Passed as a string: the e2e project compiles without the DOM library.
  await page.evaluate(`new MutationObserver(() => {
    for (const title of document.querySelectorAll('[data-sonner-toast] [data-title]'))
      window.noteToast(title.textContent);
  }).observe(document.body, { childList: true, subtree: true, characterData: true })`);
  return seen;
}

const assignmentRow = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });

const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toLocaleDateString('en-CA');
};

test('a change on one device shows on the other with a toast', async ({ browser }) => {
  // Two devices, five kinds of change: on a loaded 2-core machine this runs past 30 s.
  test.setTimeout(90_000);
  const laptopContext = await browser.newContext();
  const laptop = await laptopContext.newPage();
  const student = newStudent('Riley');
  const signUp = await laptop.request.post('/api/auth/sign-up/email', {
    headers: SAME_ORIGIN,
    data: { ...student, name: `${student.firstName} ${student.lastName}` },
  });
  expect(signUp.ok()).toBe(true);
  const phoneContext = await browser.newContext({
    storageState: await laptopContext.storageState(),
  });
  const phone = await phoneContext.newPage();
  const noCspViolations = watchForCspViolations(phone);

  await openDashboard(laptop, student.firstName);
  const laptopToasts = await recordToasts(laptop);
  const phoneSocket = await openDashboard(phone, student.firstName);
  // The phone applies each change to its cache: it never goes back to the server for the list.
  const phoneListFetches: string[] = [];
  phone.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/assignments' && request.method() === 'GET')
      phoneListFetches.push(request.url());
  });

  // Added on the laptop through the dialog.
  await laptop.getByRole('button', { name: '+ Add Assignment' }).click();
  const dialog = laptop.getByRole('dialog');
  await dialog.getByLabel('Title').fill('Essay outline');
  await dialog.getByLabel('Due date').fill(inDays(3));
  await dialog.getByLabel('Due time').fill('23:59');
  await dialog.getByRole('button', { name: 'Add Assignment' }).click();
  await expect(laptop.getByText('Assignment added').first()).toBeVisible();
  await expect(
    phone.getByText('Assignment synced from another device', { exact: true }),
  ).toBeVisible({ timeout: SYNC_TIMEOUT });
  await expect(assignmentRow(phone, 'Essay outline')).toBeVisible();

  // Renamed on the laptop.
  await assignmentRow(laptop, 'Essay outline').getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('Essay outline');
  await dialog.getByLabel('Title').fill('Essay outline, second draft');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    phone.getByText('Assignment updated from another device', { exact: true }),
  ).toBeVisible({ timeout: SYNC_TIMEOUT });
  await expect(assignmentRow(phone, 'Essay outline, second draft')).toBeVisible();
  await expect(assignmentRow(phone, 'Essay outline')).toHaveCount(0);

  // Deleted on the laptop.
  await assignmentRow(laptop, 'Essay outline, second draft')
    .getByRole('button', { name: 'Edit' })
    .click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(laptop.getByText('Assignment deleted', { exact: true }).first()).toBeVisible();
  await expect(
    phone.getByText('Assignment deleted from another device', { exact: true }),
  ).toBeVisible({ timeout: SYNC_TIMEOUT });
  await expect(assignmentRow(phone, 'Essay outline, second draft')).toHaveCount(0);

  expect(phoneListFetches).toEqual([]);

  // A class made, renamed and deleted elsewhere (the API, which names no device) shows on both.
  const created = await laptop.request.post('/api/classes', {
    headers: SAME_ORIGIN,
    data: { name: 'Chemistry', color: '#10B981', icon: 'Beaker' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  for (const page of [laptop, phone]) {
    await expect(page.getByText('Class synced from another device', { exact: true })).toBeVisible({
      timeout: SYNC_TIMEOUT,
    });
  }
  // Each user's changes arrive in commit order, so the laptop has had the echo of its own
  // assignment changes by now: it showed its own toasts for them and none about another device.
  expect(laptopToasts.filter((text) => text.startsWith('Assignment'))).toEqual([
    'Assignment added',
    'Assignment deleted',
  ]);

  await phone.getByRole('link', { name: 'Classes' }).first().click();
  const cards = phone.getByRole('list', { name: 'Classes' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Chemistry');

  const renamed = await laptop.request.patch(`/api/classes/${id}`, {
    headers: SAME_ORIGIN,
    data: { name: 'AP Chemistry' },
  });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  await expect(phone.getByText('Class updated from another device', { exact: true })).toBeVisible({
    timeout: SYNC_TIMEOUT,
  });
  await expect(cards.first()).toContainText('AP Chemistry');

  const removed = await laptop.request.delete(`/api/classes/${id}`, { headers: SAME_ORIGIN });
  expect(removed.ok(), await removed.text()).toBe(true);
  await expect(phone.getByText('Class deleted from another device', { exact: true })).toBeVisible({
    timeout: SYNC_TIMEOUT,
  });
  await expect(cards).toHaveCount(0);

  // Signing out drops the subscription for good: the socket closes and no other one opens.
  let socketsAfterSignOut = 0;
  phone.on('websocket', () => socketsAfterSignOut++);
  await phone.getByRole('button', { name: 'Sign Out' }).click();
  await expect(phone.getByText('Signed out successfully')).toBeVisible();
  await expect.poll(() => phoneSocket.isClosed()).toBe(true);
  await phone.waitForTimeout(1500);
  expect(socketsAfterSignOut).toBe(0);

  noCspViolations();
  await Promise.all([laptopContext.close(), phoneContext.close()]);
});

test('after the connection drops it reconnects and reads only what it missed', async ({ page }) => {
  const student = newStudent('Jordan');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: SAME_ORIGIN,
    data: { ...student, name: `${student.firstName} ${student.lastName}` },
  });
  expect(signUp.ok()).toBe(true);

  // Between the page and the server: counts subscriptions, and while "offline" drops every
  // change and holds back `ready` until the test has made its change.
  let readies = 0;
  let offline = false;
  let server: WebSocketRoute | undefined;
  let backOnline = () => {};
  const online = new Promise<void>((resolve) => (backOnline = resolve));
  await page.routeWebSocket(/\/api\/realtime\?client=/, (socket) => {
    const upstream = socket.connectToServer();
    server = upstream;
    upstream.onMessage(async (message) => {
      const ready = String(message).includes('"type":"ready"');
      if (ready && offline) await online;
      else if (offline) return;
      if (ready) readies++;
      socket.send(message);
    });
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /, Jordan$/ })).toBeVisible();
  await expect.poll(() => readies).toBe(1);

  offline = true;
  await server?.close();
  const listFetches: string[] = [];
  const feedReplies: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/assignments' && request.method() === 'GET')
      listFetches.push(request.url());
  });
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname === '/api/changes')
      feedReplies.push((await response.body()).length);
  });
  const added = await page.request.post('/api/assignments', {
    headers: SAME_ORIGIN,
    data: { title: 'Missed it' },
  });
  expect(added.ok(), await added.text()).toBe(true);
  offline = false;
  backOnline();

  await expect.poll(() => readies, { timeout: 5000 }).toBe(2);
  await expect(assignmentRow(page, 'Missed it')).toBeVisible();
  // The one missed change, not the whole list again (docs/api.md, Change feed).
  expect(listFetches).toEqual([]);
  // The row can show before the reply's body has been read into the list above.
  await expect.poll(() => feedReplies.length).toBe(1);
  expect(feedReplies[0]).toBeLessThan(2048);
  expect(await page.getByText(FROM_ANOTHER_DEVICE).count()).toBe(0);
});
