import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startFakeGoogle, type FakeGoogle } from '../../apps/server/test/fake-google';
import { SERVER_START_MS, startServer, type TestServer } from '../server';
import { newStudent } from './support';

// A server of its own whose Google is a fake on 127.0.0.1: consent answers at once.
const PORT = Number(process.env.E2E_GOOGLE_CALENDAR_PORT ?? 3216);

let google: FakeGoogle;
let server: TestServer;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_MS + 15_000);
  google = await startFakeGoogle();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'assignd-e2e-google-calendar-'));
  server = await startServer({ port: PORT, dataDir, env: google.env });
});

test.afterAll(async () => {
  expect(await server.stop()).toBe(0);
  await google.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('a free student sees the Pro card; a Pro student connects, syncs and disconnects', async ({
  page,
}) => {
  // Two sign-ins, a consent round trip and two syncs: 33 s once on a loaded machine, each step
  // passing, against the 30 s a test has by default.
  test.slow();
  const origin = { origin: server.url };
  const student = newStudent('Ines');
  const signUp = await page.request.post(`${server.url}/api/auth/sign-up/email`, {
    headers: origin,
    data: { ...student, name: `${student.firstName} ${student.lastName}` },
  });
  expect(signUp.ok()).toBe(true);
  await page.request.post(`${server.url}/api/assignments`, {
    headers: origin,
    data: { title: 'Lab report', dueDate: new Date(Date.now() + 2 * 86_400_000).toISOString() },
  });

  await page.goto(`${server.url}/calendar`);
  await expect(
    page.getByRole('region', { name: 'Upgrade to Pro to unlock Google Calendar sync!' }),
  ).toBeVisible({ timeout: 20_000 });

  const checkout = await page.request.post(`${server.url}/api/billing/checkout`, {
    headers: origin,
    data: { planType: 'lifetime' },
  });
  const { url } = (await checkout.json()) as { url: string };
  const confirmed = await page.request.post(
    `${server.url}/api/billing/local/checkouts/${url.split('/').at(-1) ?? ''}/confirm`,
    { headers: origin },
  );
  expect(confirmed.ok()).toBe(true);

  // Saying no at Google's consent page.
  google.consent = 'deny';
  await page.goto(`${server.url}/calendar`);
  const card = page.getByRole('region', { name: 'Google Calendar' });
  await card.getByRole('button', { name: 'Connect Google Calendar' }).click();
  await expect(page.getByText('Google Calendar connection was cancelled')).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/calendar`);

  google.consent = 'allow';
  await card.getByRole('button', { name: 'Connect Google Calendar' }).click();
  await expect(page.getByText('Google Calendar connected successfully!')).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/calendar`);
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(card).toContainText('Not synced yet');

  await card.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText('Synced 1 assignments')).toBeVisible();
  await expect(card).toContainText('Last synced');
  expect(google.eventsNamed('Assignd').map((event) => event.summary)).toEqual(['Lab report']);

  await card.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Google Calendar disconnected')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Connect Google Calendar' })).toBeVisible();
  expect(google.revokedTokens).toHaveLength(1);

  // The same card in Settings on the phone and below the tablet's calendar.
  for (const address of ['/mobile/settings', '/tablet/calendar']) {
    await page.goto(`${server.url}${address}`);
    await expect(
      page
        .getByRole('region', { name: 'Google Calendar' })
        .getByRole('button', { name: 'Connect Google Calendar' }),
    ).toBeVisible({ timeout: 20_000 });
  }
});
