import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SERVER_START_MS, startServer, type TestServer } from '../server';

// A server of its own with Google sign-in configured, so the Google button is shown at all.
const PORT = Number(process.env.E2E_GOOGLE_PORT ?? 3212);
const NOTE =
  "Google sign-in is only available on the web. Use 'Forgot Password' to set a password for this account.";

let server: TestServer;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_MS + 15_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'assignd-e2e-google-'));
  server = await startServer({
    port: PORT,
    dataDir,
    env: { GOOGLE_CLIENT_ID: 'assignd-test-client', GOOGLE_CLIENT_SECRET: 'assignd-test-secret' },
  });
});

test.afterAll(async () => {
  expect(await server.stop()).toBe(0);
  rmSync(dataDir, { recursive: true, force: true });
});

for (const device of [
  { name: 'phone', path: '/mobile/auth', viewport: { width: 390, height: 844 } },
  { name: 'tablet', path: '/tablet/auth', viewport: { width: 820, height: 1180 } },
]) {
  test(`on the ${device.name} the Google button shows the web-only note for 5 seconds`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: device.viewport, hasTouch: true });
    const page = await context.newPage();
    const leftForGoogle: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/sign-in/social')) leftForGoogle.push(request.url());
    });
    // The page's clock, moved on by the test: the note's 5 s pass without the test waiting them.
    await page.clock.install();
    await page.goto(`${server.url}${device.path}`);
    const google = page.getByRole('button', { name: 'Continue with Google' });
    // Past the startup screen's second, whenever the page has set its timer.
    await expect(async () => {
      await page.clock.runFor(500);
      await expect(google).toBeVisible({ timeout: 100 });
    }).toPass();
    await google.click();
    const note = page.getByText(NOTE);
    await expect(note).toBeVisible();
    await expect(page).toHaveURL(`${server.url}${device.path}`);
    expect(leftForGoogle).toEqual([]);
    // Shown for 5 s (spec 9), then gone.
    await page.clock.runFor(4_500);
    await expect(note).toBeVisible();
    // The page's clock also runs on by itself meanwhile: a short wait keeps 'gone at 5 s' exact
    // to half a second.
    await page.clock.runFor(1_000);
    await expect(note).toBeHidden({ timeout: 500 });
    await context.close();
  });
}
