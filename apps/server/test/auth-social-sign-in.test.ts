import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOidcAccount, startFakeOidc, type FakeOidc } from './fake-oidc';
import { readFormPost } from './fake-oidc-form-post';
import {
  Browser,
  createTestApp,
  newUser,
  ORIGIN,
  type Reply,
  sessionUser,
  signUp,
  type TestApp,
} from './helpers';

type Provider = 'google' | 'apple';

let oidc: FakeOidc;
let t: TestApp;
beforeAll(async () => {
  oidc = await startFakeOidc();
  t = await createTestApp(oidc.env);
});
afterAll(async () => {
  await t.close();
  await oidc.close();
});

/** Where Apple's form_post comes from: its own site, not ours. */
const APPLE_ORIGIN = 'https://appleid.apple.com';

const pathOf = (location: string) => {
  const url = new URL(location, ORIGIN);
  return `${url.pathname}${url.search}`;
};

/**
 * Clicks 'Continue with …', lets the fake provider answer the consent and follows its answer back
 * to our callback as a browser would. Returns the callback's final answer (a redirect).
 */
async function continueWith(
  browser: Browser,
  provider: Provider,
  urls: { callbackURL?: string; errorCallbackURL?: string } = {},
): Promise<Reply> {
  const start = await browser.post('/api/auth/sign-in/social', {
    provider,
    callbackURL: urls.callbackURL ?? '/dashboard',
    errorCallbackURL: urls.errorCallbackURL ?? `/auth?provider=${provider}`,
  });
  expect(start.status).toBe(200);
  const consent = await fetch((start.body as { url: string }).url, { redirect: 'manual' });
  if (provider === 'google') {
    expect(consent.status).toBe(302);
    return browser.get(pathOf(consent.headers.get('location') ?? ''));
  }
  expect(consent.status).toBe(200);
  const form = readFormPost(await consent.text());
  expect(form.action).toBe(`${t.config.publicUrl}/api/auth/callback/apple`);
  // A cross-site POST from Apple's page: the browser sends Apple's origin and, SameSite=Lax, none
  // of our cookies.
  const posted = await browser.post(
    pathOf(form.action),
    new URLSearchParams(form.fields).toString(),
    {
      origin: APPLE_ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'cross-site',
      cookie: undefined,
    },
  );
  expect(posted.status).toBe(302);
  // Better Auth turns it into a top-level GET of the same callback, which carries Lax cookies.
  return browser.get(pathOf(String(posted.headers.location)), { origin: undefined });
}

async function rows(sql: string, values: unknown[]) {
  return (await t.database.pool.query(sql, values)).rows as Array<Record<string, unknown>>;
}

/** The accounts rows (by provider) of the users holding `email`, one entry per user. */
async function accountsOf(email: string) {
  const found = await rows(
    `select u.id, array_agg(a.provider_id order by a.provider_id) as providers
       from users u left join accounts a on a.user_id = u.id
      where lower(u.email) = lower($1) group by u.id`,
    [email],
  );
  return found.map((row) => row.providers);
}

/** A password account whose owner confirmed their address. */
async function verifiedPasswordAccount() {
  const browser = new Browser(t.app);
  const { user, reply } = await signUp(browser, newUser());
  expect(reply.status).toBe(200);
  await rows('update users set email_verified = true where email = $1', [user.email]);
  return user;
}

describe('Continue with Google or Apple', () => {
  it.each(['google', 'apple'] as const)(
    '%s: consent, callback and code exchange sign a new student in and land on the dashboard',
    async (provider) => {
      const account = newOidcAccount({ name: 'Sam Rivera' });
      oidc.grantAs(provider, account);
      const browser = new Browser(t.app);
      const back = await continueWith(browser, provider);
      expect(back.status).toBe(302);
      expect(back.headers.location).toBe('/dashboard');
      const user = await sessionUser(browser);
      expect(user?.email).toBe(account.email);
      const profile = await browser.get('/api/profile');
      expect(profile.body.displayName).toBe('Sam Rivera');
      expect(await accountsOf(account.email)).toEqual([[provider]]);
      // Settings asks for a recent sign-in instead of a password this student does not have.
      const methods = await browser.get('/api/account/sign-in-methods');
      expect(methods.body).toEqual({ password: false, providers: [provider], twoFactor: false });
    },
  );

  it('Apple: the name sent with the first sign-in only is kept on the next one', async () => {
    const account = newOidcAccount({ name: 'Ada Okafor' });
    oidc.grantAs('apple', account);
    await continueWith(new Browser(t.app), 'apple');

    oidc.grantAs('apple', account);
    const start = await new Browser(t.app).post('/api/auth/sign-in/social', {
      provider: 'apple',
      callbackURL: '/dashboard',
    });
    const page = await fetch((start.body as { url: string }).url);
    expect(readFormPost(await page.text()).fields.user).toBeUndefined();

    oidc.grantAs('apple', account);
    const browser = new Browser(t.app);
    const back = await continueWith(browser, 'apple');
    expect(back.headers.location).toBe('/dashboard');
    expect((await sessionUser(browser))?.name).toBe('Ada Okafor');
    expect((await browser.get('/api/profile')).body.displayName).toBe('Ada Okafor');
    expect(await accountsOf(account.email)).toEqual([['apple']]);
  });

  it('Apple: the callback refuses a form post whose state the browser did not start', async () => {
    oidc.grantAs('apple', newOidcAccount());
    const start = await new Browser(t.app).post('/api/auth/sign-in/social', {
      provider: 'apple',
      callbackURL: '/dashboard',
      errorCallbackURL: '/auth?provider=apple',
    });
    const form = readFormPost(await (await fetch((start.body as { url: string }).url)).text());
    // Another browser (no state cookie) is handed the answer: no session for it.
    const other = new Browser(t.app);
    const posted = await other.post(
      pathOf(form.action),
      new URLSearchParams(form.fields).toString(),
      { origin: APPLE_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    );
    const back = await other.get(pathOf(String(posted.headers.location)), { origin: undefined });
    expect(back.status).toBe(302);
    expect(String(back.headers.location)).toMatch(/error=state_mismatch/);
    expect(await sessionUser(other)).toBeUndefined();
  });

  it.each(['google', 'apple'] as const)(
    '%s: a verified address of an existing password account is linked to it, not duplicated',
    async (provider) => {
      const user = await verifiedPasswordAccount();
      oidc.grantAs(provider, newOidcAccount({ email: user.email, email_verified: true }));
      const browser = new Browser(t.app);
      const back = await continueWith(browser, provider);
      expect(back.headers.location).toBe('/dashboard');
      expect((await sessionUser(browser))?.email).toBe(user.email);
      expect(await accountsOf(user.email)).toEqual([['credential', provider].sort()]);
      // Both ways in now lead to the same student.
      const password = new Browser(t.app);
      await password.post('/api/auth/sign-in/email', {
        email: user.email,
        password: user.password,
      });
      expect((await sessionUser(password))?.id).toBe((await sessionUser(browser))?.id);
      const methods = await password.get('/api/account/sign-in-methods');
      expect(methods.body).toEqual({ password: true, providers: [provider], twoFactor: false });
    },
  );

  it.each(['google', 'apple'] as const)(
    '%s: an unverified address of an existing account signs nobody in and creates no one',
    async (provider) => {
      const user = await verifiedPasswordAccount();
      oidc.grantAs(provider, newOidcAccount({ email: user.email, email_verified: false }));
      const browser = new Browser(t.app);
      const back = await continueWith(browser, provider);
      expect(back.headers.location).toBe(`/auth?provider=${provider}&error=account_not_linked`);
      expect(await sessionUser(browser)).toBeUndefined();
      expect(await accountsOf(user.email)).toEqual([['credential']]);
    },
  );

  it.each([
    ['google', '/auth?provider=google'],
    ['apple', '/mobile/auth?provider=apple'],
    ['google', '/tablet/auth?provider=google'],
  ] as const)(
    '%s: a refused consent comes back to %s with the error',
    async (provider, errorCallbackURL) => {
      oidc.refuseNext(provider);
      const browser = new Browser(t.app);
      const back = await continueWith(browser, provider, { errorCallbackURL });
      expect(back.status).toBe(302);
      expect(back.headers.location).toBe(`${errorCallbackURL}&error=access_denied`);
      expect(await sessionUser(browser)).toBeUndefined();
    },
  );

  it.each(['google', 'apple'] as const)(
    '%s: a token endpoint error comes back to the auth screen with no session',
    async (provider) => {
      const account = newOidcAccount();
      oidc.grantAs(provider, account);
      oidc.twistNextTokenExchange(provider, {
        kind: 'error',
        status: 400,
        error: 'invalid_grant',
      });
      const browser = new Browser(t.app);
      const back = await continueWith(browser, provider);
      expect(back.headers.location).toBe(`/auth?provider=${provider}&error=invalid_code`);
      expect(await sessionUser(browser)).toBeUndefined();
      expect(await accountsOf(account.email)).toEqual([]);
    },
  );

  it.each([
    ['google', 'forged'],
    ['google', 'expired'],
    ['apple', 'forged'],
    ['apple', 'expired'],
  ] as const)('%s: a %s ID token from the code exchange is refused', async (provider, kind) => {
    const account = newOidcAccount();
    oidc.grantAs(provider, account);
    oidc.twistNextTokenExchange(provider, { kind });
    const browser = new Browser(t.app);
    const back = await continueWith(browser, provider);
    expect(back.headers.location).toBe(`/auth?provider=${provider}&error=unable_to_get_user_info`);
    expect(await sessionUser(browser)).toBeUndefined();
    expect(await accountsOf(account.email)).toEqual([]);
  });
});

describe('form bodies', () => {
  it('are taken by the OAuth callback only: a form sign-in is refused before Better Auth', async () => {
    const user = await verifiedPasswordAccount();
    const browser = new Browser(t.app);
    const reply = await browser.post(
      '/api/auth/sign-in/email',
      new URLSearchParams({ email: user.email, password: user.password }).toString(),
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(reply.status).toBe(415);
    expect(await sessionUser(browser)).toBeUndefined();
  });
});
