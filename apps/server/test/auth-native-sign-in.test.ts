import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { newOidcAccount, startFakeOidc, type FakeOidc, type FakeOidcAccount } from './fake-oidc';
import { Browser, createTestApp, type Reply, sessionUser, type TestApp } from './helpers';

/*
 * The iOS app's sign-in (docs/native-bridge.md): an Apple identity token with the page's nonce, and
 * a Google authorization code the server exchanges itself.
 */

let oidc: FakeOidc;
let t: TestApp;
let bundleId: string;
beforeAll(async () => {
  oidc = await startFakeOidc();
  bundleId = oidc.env.APPLE_APP_BUNDLE_ID ?? '';
  t = await createTestApp(oidc.env);
});
afterAll(async () => {
  await t.close();
  await oidc.close();
});

const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

const usersWith = (email: string) =>
  t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));

/** What the app's Sign in with Apple hands over: a token naming the hashed nonce, and the raw one. */
async function appleSignIn(
  account: FakeOidcAccount,
  options: Parameters<FakeOidc['signIdToken']>[2] = {},
  claims: Record<string, unknown> = {},
) {
  const nonce = randomBytes(32).toString('hex');
  const token = await oidc.signIdToken(
    'apple',
    {
      sub: account.sub,
      email: account.email,
      email_verified: 'true',
      nonce: sha256Hex(nonce),
      ...claims,
    },
    { audience: bundleId, ...options },
  );
  return { token, nonce };
}

const postAppleToken = (browser: Browser, idToken: Record<string, unknown>) =>
  browser.post('/api/auth/sign-in/social', { provider: 'apple', idToken });

describe('Sign in with Apple in the iOS app', () => {
  it('signs in with an identity token issued to the app, keeps the first-time name, and finds the same student again', async () => {
    const account = newOidcAccount();
    const browser = new Browser(t.app);
    const first = await postAppleToken(browser, {
      ...(await appleSignIn(account)),
      user: { name: { firstName: 'Ada', lastName: 'Okafor' } },
    });
    expect(first.status).toBe(200);
    const user = await sessionUser(browser);
    expect(user?.email).toBe(account.email);
    expect((await browser.get('/api/profile')).body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Okafor',
      displayName: 'Ada Okafor',
    });

    // Apple sends the name only once; a later sign-in on another device comes without it.
    const again = new Browser(t.app);
    expect((await postAppleToken(again, await appleSignIn(account))).status).toBe(200);
    expect((await sessionUser(again))?.id).toBe(user?.id);
    expect(await usersWith(account.email)).toHaveLength(1);
    expect((await again.get('/api/profile')).body).toMatchObject({ firstName: 'Ada' });
  });

  it('signs in once with a token: the same token and nonce sent again are refused', async () => {
    const account = newOidcAccount();
    const signIn = await appleSignIn(account);
    const first = new Browser(t.app);
    expect((await postAppleToken(first, signIn)).status).toBe(200);
    const copy = new Browser(t.app);
    const replay = await postAppleToken(copy, signIn);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('INVALID_TOKEN');
    expect(await sessionUser(copy)).toBeUndefined();
    // The student's own next sign-in brings a new token and works.
    const next = new Browser(t.app);
    expect((await postAppleToken(next, await appleSignIn(account))).status).toBe(200);
  });

  const refusedTokens: Array<
    [string, (account: FakeOidcAccount) => Promise<Record<string, unknown>>]
  > = [
    [
      'issued to another app',
      async (account) => appleSignIn(account, { audience: 'org.example.other' }),
    ],
    ['expired', async (account) => appleSignIn(account, { expiresInSeconds: -60 })],
    ['signed by a key Apple does not publish', (account) => appleSignIn(account, { forged: true })],
    [
      'issued by someone other than Apple',
      (account) => appleSignIn(account, {}, { iss: 'https://accounts.google.com' }),
    ],
    [
      'sent with another nonce',
      async (account) => ({ ...(await appleSignIn(account)), nonce: 'f'.repeat(64) }),
    ],
    [
      // The claim is readable in the token itself, so it cannot prove the sender asked for it.
      'sent with the hashed nonce copied from the token',
      async (account) => {
        const { token, nonce } = await appleSignIn(account);
        return { token, nonce: sha256Hex(nonce) };
      },
    ],
    [
      'naming no nonce',
      async (account) => {
        const nonce = randomBytes(8).toString('hex');
        const { token } = await appleSignIn(account, {}, { nonce: undefined });
        return { token, nonce };
      },
    ],
  ];

  it.each(refusedTokens)('refuses a token %s, with no session', async (_case, make) => {
    const account = newOidcAccount();
    const browser = new Browser(t.app);
    const reply = await postAppleToken(browser, await make(account));
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('INVALID_TOKEN');
    expect(browser.cookie('assignd.session_token')).toBeUndefined();
    expect(await sessionUser(browser)).toBeUndefined();
    expect(await usersWith(account.email)).toHaveLength(0);
  });

  it('refuses a token sent without its nonce with 400 naming the field', async () => {
    const account = newOidcAccount();
    const browser = new Browser(t.app);
    const { token } = await appleSignIn(account);
    const reply = await postAppleToken(browser, { token });
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe('idToken.nonce');
    expect(await sessionUser(browser)).toBeUndefined();
    expect(await usersWith(account.email)).toHaveLength(0);
  });

  it('refuses a name longer than a profile holds with 400 naming the field', async () => {
    const account = newOidcAccount();
    const reply = await postAppleToken(new Browser(t.app), {
      ...(await appleSignIn(account)),
      user: { name: { firstName: 'a'.repeat(10_000) } },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe('idToken.user.name.firstName');
    expect(await usersWith(account.email)).toHaveLength(0);
  });
});

const postGoogleCode = (browser: Browser, code: unknown): Promise<Reply> =>
  browser.post('/api/auth/sign-in/google-code', { code });

describe('Google sign-in in the iOS app', () => {
  it('signs in with the authorization code, once, and finds the same student with a new code', async () => {
    const account = newOidcAccount({ name: 'Noor Haddad' });
    const browser = new Browser(t.app);
    const code = await oidc.nativeGoogleCode(account, t.config.publicUrl);
    const reply = await postGoogleCode(browser, code);
    expect(reply.status).toBe(200);
    const user = await sessionUser(browser);
    expect(user?.email).toBe(account.email);
    expect((await browser.get('/api/profile')).body).toMatchObject({ displayName: 'Noor Haddad' });

    const replayed = new Browser(t.app);
    expect((await postGoogleCode(replayed, code)).status).toBe(401);
    expect(await sessionUser(replayed)).toBeUndefined();

    const again = new Browser(t.app);
    expect(
      (await postGoogleCode(again, await oidc.nativeGoogleCode(account, t.config.publicUrl)))
        .status,
    ).toBe(200);
    expect((await sessionUser(again))?.id).toBe(user?.id);
    expect(await usersWith(account.email)).toHaveLength(1);
  });

  it.each([
    ['a code Google never issued', () => Promise.resolve('code.made-up')],
    [
      'a code whose exchange returns a forged ID token',
      async (account: FakeOidcAccount) => {
        oidc.twistNextTokenExchange('google', { kind: 'forged' });
        return oidc.nativeGoogleCode(account, t.config.publicUrl);
      },
    ],
    [
      'a code whose exchange returns an expired ID token',
      async (account: FakeOidcAccount) => {
        oidc.twistNextTokenExchange('google', { kind: 'expired' });
        return oidc.nativeGoogleCode(account, t.config.publicUrl);
      },
    ],
  ])('refuses %s with 401 and no session', async (_case, make) => {
    const account = newOidcAccount();
    const browser = new Browser(t.app);
    const reply = await postGoogleCode(browser, await make(account));
    expect(reply.status).toBe(401);
    expect(reply.body.message).toBe('Invalid authorization code');
    expect(await sessionUser(browser)).toBeUndefined();
    expect(await usersWith(account.email)).toHaveLength(0);
  });

  it.each([
    ['no code', undefined],
    ['an empty code', ''],
    ['a 5,000-character code', 'c'.repeat(5000)],
    ['a number', 42],
  ])('refuses %s with 400 naming the field', async (_case, code) => {
    const reply = await postGoogleCode(new Browser(t.app), code);
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe('code');
  });
});
