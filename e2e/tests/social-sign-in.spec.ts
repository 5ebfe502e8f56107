import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { newOidcAccount, startFakeOidc, type FakeOidc } from '../../apps/server/test/fake-oidc';
import { SERVER_START_MS, startServer, type TestServer } from '../server';

// A server of its own whose Google and Apple are a fake on 127.0.0.1: consent answers at once.
const PORT = Number(process.env.E2E_SOCIAL_SIGN_IN_PORT ?? 3217);

let oidc: FakeOidc;
let server: TestServer;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_MS + 15_000);
  oidc = await startFakeOidc();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'assignd-e2e-social-sign-in-'));
  server = await startServer({ port: PORT, dataDir, env: oidc.env });
});

test.afterAll(async () => {
  expect(await server.stop()).toBe(0);
  await oidc.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test('Continue with Google signs a new student in and lands on the dashboard', async ({ page }) => {
  const account = newOidcAccount({ name: 'Sam Rivera' });
  oidc.grantAs('google', account);
  await page.goto(`${server.url}/auth`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page).toHaveURL(`${server.url}/dashboard`, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Sam Rivera');
  const session = await page.request.get(`${server.url}/api/auth/get-session`);
  expect(((await session.json()) as { user: { email: string } }).user.email).toBe(account.email);

  // Settings knows there is no password: none is asked for, and none offered to change.
  await page.goto(`${server.url}/settings`);
  const section = page.getByRole('region', { name: 'Sign-in and account' });
  await expect(section.getByText(/^You sign in with Google and have no password\./)).toBeVisible();
  await expect(section.getByRole('button', { name: 'Change password' })).toHaveCount(0);
  await section.getByRole('button', { name: 'Change e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change e-mail' });
  await expect(
    dialog.getByText(/^You sign in with Google, so instead of a password/),
  ).toBeVisible();
  await expect(dialog.getByLabel('Password')).toHaveCount(0);
});

test('a refused Google consent comes back to the auth screen with the error', async ({ page }) => {
  oidc.refuseNext('google');
  await page.goto(`${server.url}/auth`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();

  await expect(page.getByText('An error occurred during Google sign in')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(`${server.url}/auth`);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test("Continue with Apple: Apple's cross-site form post signs the student in", async ({ page }) => {
  const account = newOidcAccount({ name: 'Ada Okafor' });
  oidc.grantAs('apple', account);
  await page.goto(`${server.url}/auth`);
  await page.getByRole('button', { name: 'Continue with Apple' }).click();

  // The fake's page posts the answer from its own site (127.0.0.1, not localhost), as Apple does.
  await expect(page).toHaveURL(`${server.url}/dashboard`, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ada Okafor');
});
