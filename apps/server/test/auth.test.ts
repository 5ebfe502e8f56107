import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../src/db/schema';
import { preferences, profiles } from '../src/modules/profile/table';
import { linkIn } from './fake-smtp';
import { appForBlock, Browser, createTestApp, newUser, signUp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-up', () => {
  it('creates the account, its profile with both names and default preferences, and signs in', async () => {
    const browser = new Browser(t.app);
    const { user, reply } = await signUp(browser, newUser({ firstName: 'Maya', lastName: 'Chen' }));
    expect(reply.status).toBe(200);
    expect(browser.cookie('assignd.session_token')).toBeTruthy();

    const [account] = await t.database.db.select().from(users).where(eq(users.email, user.email));
    expect(account?.name).toBe('Maya Chen');
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, account!.id));
    expect(profile).toMatchObject({
      firstName: 'Maya',
      lastName: 'Chen',
      displayName: 'Maya Chen',
    });
    const [prefs] = await t.database.db
      .select()
      .from(preferences)
      .where(eq(preferences.userId, account!.id));
    expect(prefs).toMatchObject({ theme: 'light', notificationsEnabled: true });

    const me = await browser.get('/api/profile');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      firstName: 'Maya',
      lastName: 'Chen',
      displayName: 'Maya Chen',
      email: user.email,
    });
  });

  it('sets an HttpOnly, SameSite=Lax session cookie that is not Secure over plain http', async () => {
    const browser = new Browser(t.app);
    const { reply } = await signUp(browser);
    const cookie = [reply.headers['set-cookie']]
      .flat()
      .find((c) => String(c).startsWith('assignd.session_token='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('refuses a password shorter than 6 characters and creates nothing', async () => {
    const browser = new Browser(t.app);
    const user = newUser({ password: '12345' });
    const { reply } = await signUp(browser, user);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('PASSWORD_TOO_SHORT');
    const found = await t.database.db.select().from(users).where(eq(users.email, user.email));
    expect(found).toHaveLength(0);
  });

  it('answers "already exists" for an e-mail that is registered', async () => {
    const user = newUser();
    await signUp(new Browser(t.app), user);
    const { reply } = await signUp(new Browser(t.app), user);
    expect(reply.status).toBe(422);
    expect(reply.body.code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const user = newUser();
    await signUp(new Browser(t.app), user);

    const wrong = await new Browser(t.app).post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'nope-nope',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('INVALID_EMAIL_OR_PASSWORD');

    const browser = new Browser(t.app);
    const right = await browser.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(right.status).toBe(200);
    expect((await browser.get('/api/profile')).status).toBe(200);
  });

  it('ends the session on the server, so a copied cookie stops working', async () => {
    const browser = new Browser(t.app);
    await signUp(browser);
    const stolen = browser.cookie('assignd.session_token')!;
    const out = await browser.post('/api/auth/sign-out');
    expect(out.status).toBe(200);
    expect((await browser.get('/api/profile')).status).toBe(401);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: `assignd.session_token=${stolen}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('answers 401 to a signed-out profile request', async () => {
    const reply = await new Browser(t.app).get('/api/profile');
    expect(reply.status).toBe(401);
    expect(reply.body.error).toBe('Not signed in');
  });
});

describe('password reset without SMTP', () => {
  it('writes the mail to the outbox; its link sets a new password', async () => {
    const user = newUser();
    await signUp(new Browser(t.app), user);

    const browser = new Browser(t.app);
    const asked = await browser.post('/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/auth',
    });
    expect(asked.status).toBe(200);

    const outbox = path.join(t.dataDir, 'outbox');
    // The mail is written after the answer, so that its time does not show the account exists.
    const link = await vi.waitFor(() => {
      const file = readdirSync(outbox).find((name) => name.includes(user.email));
      if (!file) throw new Error('no mail in the outbox yet');
      return new URL(linkIn(readFileSync(path.join(outbox, file), 'utf8')));
    });
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\//);

    const followed = await browser.get(link.pathname + link.search);
    expect(followed.status).toBe(302);
    const landing = new URL(String(followed.headers.location), 'http://localhost:3000');
    expect(landing.pathname).toBe('/auth');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await browser.post('/api/auth/reset-password', {
      newPassword: 'brand-new-pass',
      token,
    });
    expect(reset.status).toBe(200);

    const oldPassword = await new Browser(t.app).post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await new Browser(t.app).post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'brand-new-pass',
    });
    expect(newPassword.status).toBe(200);
  });

  it('does not reveal whether an e-mail has an account', async () => {
    const reply = await new Browser(t.app).post('/api/auth/request-password-reset', {
      email: 'nobody-here@example.com',
      redirectTo: '/auth',
    });
    expect(reply.status).toBe(200);
  });
});

describe('behind HTTPS (PUBLIC_URL https://...)', () => {
  const secure = appForBlock({ PUBLIC_URL: 'https://planner.example.org' });

  it('marks the session cookie Secure and sends HSTS', async () => {
    const browser = new Browser(secure().app, {
      headers: { origin: 'https://planner.example.org' },
    });
    const { reply } = await signUp(browser);
    expect(reply.status).toBe(200);
    const cookie = [reply.headers['set-cookie']]
      .flat()
      .find((c) => String(c).includes('session_token='));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
