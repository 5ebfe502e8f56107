import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  newOidcAccount,
  startFakeOidc,
  type FakeOidc,
  type FakeOidcAccount,
} from '../../apps/server/test/fake-oidc';
import { SERVER_START_MS, startServer, type TestServer } from '../server';

/*
 * The iOS shell's sign-in bridge (docs/native-bridge.md), with the shell played by message handlers
 * whose postMessage hands the body to the test, which answers through window.handle*SignInResult.
 */

// A server of its own with Google and Apple configured against the fake provider.
const PORT = Number(process.env.E2E_NATIVE_PORT ?? 3221);
const WEB_ONLY_NOTE =
  "Google sign-in is only available on the web. Use 'Forgot Password' to set a password for this account.";

type Provider = 'google' | 'apple';
type Answer = (body: Record<string, string>) => Promise<Record<string, unknown>>;

let oidc: FakeOidc;
let server: TestServer;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(SERVER_START_MS + 15_000);
  oidc = await startFakeOidc();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'assignd-e2e-native-'));
  server = await startServer({ port: PORT, dataDir, env: oidc.env });
});

test.afterAll(async () => {
  expect(await server.stop()).toBe(0);
  await oidc.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const DEVICES = [
  { name: 'phone', mode: 'mobile', viewport: { width: 390, height: 844 } },
  { name: 'tablet', mode: 'tablet', viewport: { width: 820, height: 1180 } },
] as const;

/**
 * A page inside the stub shell: `answers` says what the shell hands back for each handler (none:
 * the handler is not there), and `posted` collects the bodies the page sent.
 */
async function shellPage(
  browser: Browser,
  device: (typeof DEVICES)[number],
  answers: Partial<Record<Provider, Answer>>,
) {
  const context = await browser.newContext({ viewport: device.viewport, hasTouch: true });
  const posted: Array<{ provider: Provider; body: Record<string, string> }> = [];
  await context.exposeFunction(
    'stubShellAnswer',
    async (provider: Provider, body: Record<string, string>) => {
      posted.push({ provider, body });
      return answers[provider]?.(body);
    },
  );
  await context.addInitScript(
    (providers: Provider[]) => {
      const names = { google: 'Google', apple: 'Apple' } as const;
      const handlers: Record<string, { postMessage(body: unknown): void }> = {};
      for (const provider of providers) {
        handlers[`signInWith${names[provider]}`] = {
          postMessage(body) {
            const win = globalThis as unknown as Record<string, unknown>;
            void (win.stubShellAnswer as (p: string, b: unknown) => Promise<unknown>)(
              provider,
              body,
            ).then((result) => {
              (win[`handle${names[provider]}SignInResult`] as (r: unknown) => void)(result);
            });
          },
        };
      }
      Object.assign(globalThis, { webkit: { messageHandlers: handlers } });
    },
    Object.keys(answers) as Provider[],
  );
  const page = await context.newPage();
  await page.goto(`${server.url}/${device.mode}/auth`);
  return { page, posted, close: () => context.close() };
}

/** The shell's Sign in with Apple: a token for the app's bundle id naming the page's hashed nonce. */
const appleSuccess =
  (account: FakeOidcAccount): Answer =>
  async (body) => ({
    success: true,
    identityToken: await oidc.signIdToken(
      'apple',
      { sub: account.sub, email: account.email, email_verified: 'true', nonce: body.nonce },
      { audience: oidc.env.APPLE_APP_BUNDLE_ID },
    ),
    authorizationCode: 'apple-code-unused',
    userIdentifier: account.sub,
    email: account.email,
    fullName: { givenName: 'Ada', familyName: 'Okafor' },
    error: null,
  });

const failure =
  (error: string): Answer =>
  () =>
    Promise.resolve({ success: false, error });

async function expectSignedIn(page: Page, mode: string, email: string) {
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/${mode}/dashboard`);
  const session = await page.request.get(`${server.url}/api/auth/get-session`);
  expect(((await session.json()) as { user?: { email: string } } | null)?.user?.email).toBe(email);
}

for (const device of DEVICES) {
  test(`on the ${device.name}, Sign in with Apple in the app lands on the dashboard signed in`, async ({
    browser,
  }) => {
    const account = newOidcAccount();
    const shell = await shellPage(browser, device, { apple: appleSuccess(account) });
    await shell.page.getByRole('button', { name: 'Continue with Apple' }).click();
    await expectSignedIn(shell.page, device.mode, account.email);
    // The shell got the SHA-256 of a nonce, never the nonce itself.
    expect(shell.posted).toHaveLength(1);
    expect(shell.posted[0]?.provider).toBe('apple');
    expect(shell.posted[0]?.body).toEqual({ nonce: expect.stringMatching(/^[0-9a-f]{64}$/) });
    await shell.close();
  });

  test(`on the ${device.name}, the app's failures show the sign-in failure toasts`, async ({
    browser,
  }) => {
    const shell = await shellPage(browser, device, {
      apple: failure('The user canceled the authorization'),
      google: failure('Sign-in was cancelled'),
    });
    await shell.page.getByRole('button', { name: 'Continue with Apple' }).click();
    await expect(
      shell.page.getByText('Apple sign in failed: The user canceled the authorization'),
    ).toBeVisible();
    await shell.page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(
      shell.page.getByText('Google sign in failed: Sign-in was cancelled'),
    ).toBeVisible();
    await expect(shell.page.getByText(WEB_ONLY_NOTE)).toBeHidden();
    await expect(shell.page).toHaveURL(`${server.url}/${device.mode}/auth`);
    await shell.close();
  });
}

test('on the phone, an Apple token the server refuses and a Google code it cannot exchange show failures', async ({
  browser,
}) => {
  const account = newOidcAccount();
  const shell = await shellPage(browser, DEVICES[0], {
    apple: async (body) => ({
      ...(await appleSuccess(account)(body)),
      identityToken: await oidc.signIdToken(
        'apple',
        { sub: account.sub, email: account.email, nonce: body.nonce },
        { audience: oidc.env.APPLE_APP_BUNDLE_ID, forged: true },
      ),
    }),
    google: () => Promise.resolve({ success: true, authorizationCode: 'code.made-up' }),
  });
  await shell.page.getByRole('button', { name: 'Continue with Apple' }).click();
  await expect(shell.page.getByText('Apple sign in failed: Invalid token')).toBeVisible();
  await shell.page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(shell.page.getByText('Failed to complete Google sign in')).toBeVisible();
  await expect(shell.page).toHaveURL(`${server.url}/mobile/auth`);
  await shell.close();
});

test('on the tablet, Google sign-in in the app lands on the dashboard signed in', async ({
  browser,
}) => {
  const account = newOidcAccount();
  const shell = await shellPage(browser, DEVICES[1], {
    google: async () => ({
      success: true,
      authorizationCode: await oidc.nativeGoogleCode(account, server.url),
    }),
  });
  await shell.page.getByRole('button', { name: 'Continue with Google' }).click();
  await expectSignedIn(shell.page, 'tablet', account.email);
  await shell.close();
});

test('on the phone without the app, Google still shows the web-only note', async ({ browser }) => {
  const shell = await shellPage(browser, DEVICES[0], {});
  await shell.page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(shell.page.getByText(WEB_ONLY_NOTE)).toBeVisible();
  expect(shell.posted).toEqual([]);
  await shell.close();
});
