import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_BASE_PATH } from '../src/auth/auth-path';
import { openAuthRoutes } from '../src/auth/open-routes';
import { users } from '../src/db/schema';
import { authOf } from './fuzz-endpoints';
import { profiles } from '../src/modules/profile/table';
import { Browser, createTestApp, newUser, signUp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accountsWith = (email: string) =>
  t.database.db.select().from(users).where(eq(users.email, email));

/** JSON text of arrays nested this deep, written out: JSON.stringify would run out of stack. */
const nested = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;

/** A sign-up body as JSON text, with one field's value given as raw JSON. */
const withRawField = (user: ReturnType<typeof newUser>, field: string, json: string) =>
  `${JSON.stringify(user).slice(0, -1)},${JSON.stringify(field)}:${json}}`;

describe('sign-up bodies', () => {
  const refused: Array<[string, (user: ReturnType<typeof newUser>) => unknown, string]> = [
    ['a NUL in the name', (user) => ({ ...user, name: 'Maya\u0000Chen' }), 'name'],
    ['a 1,000,000-character name', (user) => ({ ...user, name: 'a'.repeat(1_000_000) }), 'name'],
    [
      'a lone surrogate in the first name',
      (user) => ({ ...user, firstName: 'Ma\uD800ya' }),
      'firstName',
    ],
    ['a 101-character last name', (user) => ({ ...user, lastName: 'b'.repeat(101) }), 'lastName'],
    ['a name nested 5,000 levels deep', (user) => withRawField(user, 'name', nested(5000)), 'name'],
    [
      'an unknown field nested 5,000 levels deep',
      (user) => withRawField(user, 'extra', nested(5000)),
      'extra',
    ],
    ['a javascript: image', (user) => ({ ...user, image: 'javascript:alert(1)' }), 'image'],
    ['a data: image', (user) => ({ ...user, image: 'data:image/png;base64,AAAA' }), 'image'],
    ['a password of spaces only', (user) => ({ ...user, password: ' '.repeat(8) }), 'password'],
    [
      'a 300-character e-mail',
      (user) => ({ ...user, email: `${'m'.repeat(288)}@example.com` }),
      'email',
    ],
  ];

  it.each(refused)(
    'refuses %s with 400 naming the field, and a retry succeeds',
    async (_case, make, field) => {
      const user = newUser();
      const browser = new Browser(t.app);
      const reply = await browser.post('/api/auth/sign-up/email', make(user));
      expect(reply.status).toBe(400);
      expect(reply.body.field).toBe(field);
      expect(String(reply.body.error)).toMatch(new RegExp(`^${field}: `));
      expect(await accountsWith(user.email)).toHaveLength(0);

      const retry = await signUp(browser, user);
      expect(retry.reply.status).toBe(200);
    },
  );

  it('refuses a body 5,000 arrays deep with 400, on sign-up and on any other auth POST', async () => {
    const signUpReply = await new Browser(t.app).post('/api/auth/sign-up/email', nested(5000));
    // The JSON body guard every route shares answers before the auth checks see the body.
    expect(signUpReply.status).toBe(400);
    expect(signUpReply.body.error).toBe('Nested more than 32 levels deep');
    const signInReply = await new Browser(t.app).post('/api/auth/sign-in/email', nested(5000));
    expect(signInReply.status).toBe(400);
    expect(signInReply.body.error).toBe('Nested more than 32 levels deep');
    const user = newUser();
    const signIn = await new Browser(t.app).post(
      '/api/auth/sign-in/email',
      withRawField(user, 'extra', nested(5000)),
    );
    expect(signIn.status).toBe(400);
  });

  it('takes names at their limit, an https image and names in any script', async () => {
    const user = newUser({ firstName: 'Zoë', lastName: '李'.repeat(100) });
    const reply = await new Browser(t.app).post('/api/auth/sign-up/email', {
      ...user,
      name: 'Zoë Li',
      image: 'https://example.org/me.png',
    });
    expect(reply.status).toBe(200);
    const [account] = await accountsWith(user.email);
    expect(account?.image).toBe('https://example.org/me.png');
  });
});

describe('Better Auth endpoints the app does not use', () => {
  it('answer 404 and change nothing, also for a signed-in student', async () => {
    const browser = new Browser(t.app);
    const { user } = await signUp(browser);
    const closed: Array<[string, unknown]> = [
      ['/api/auth/update-user', { name: 'Someone Else' }],
      ['/api/auth/change-email', { newEmail: 'taken@example.com' }],
      ['/api/auth/change-password', { currentPassword: user.password, newPassword: 'n3w-secret' }],
      ['/api/auth/set-password', { newPassword: 'n3w-secret' }],
      ['/api/auth/verify-password', { password: user.password }],
      ['/api/auth/revoke-sessions', {}],
      ['/api/auth/revoke-other-sessions', {}],
      ['/api/auth/delete-user', { password: user.password }],
      ['/api/auth/link-social', { provider: 'google' }],
      ['/api/auth/unlink-account', { providerId: 'credential' }],
      ['/api/auth/refresh-token', { providerId: 'google' }],
      // Two-factor parts the app does not offer: codes by mail, re-showing the secret.
      ['/api/auth/two-factor/send-otp', {}],
      ['/api/auth/two-factor/verify-otp', { code: '123456' }],
      ['/api/auth/two-factor/get-totp-uri', { password: user.password }],
    ];
    for (const [path, body] of closed) {
      expect({ path, status: (await browser.post(path, body)).status }).toEqual({
        path,
        status: 404,
      });
    }
    for (const path of [
      '/api/auth/list-sessions',
      '/api/auth/list-accounts',
      '/api/auth/account-info',
    ]) {
      expect({ path, status: (await browser.get(path)).status }).toEqual({ path, status: 404 });
    }
    const [unchanged] = await accountsWith(user.email);
    expect(unchanged).toMatchObject({ name: user.name });
    expect(JSON.stringify((await browser.get('/api/auth/get-session')).body)).toContain(user.email);
    const again = await new Browser(t.app).post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(again.status).toBe(200);
  });

  it('each open endpoint is one Better Auth serves', () => {
    const auth = authOf(t);
    const served = Object.values(auth.api).flatMap((endpoint) => {
      const { path, options } = endpoint as { path?: string; options?: { method?: unknown } };
      return [options?.method]
        .flat()
        .map((method) => `${String(method)} ${AUTH_BASE_PATH}${path ?? ''}`);
    });
    for (const method of ['GET', 'POST']) {
      for (const path of openAuthRoutes(method)) expect(served).toContain(`${method} ${path}`);
    }
  });
});

describe('new passwords', () => {
  it('refuses one of spaces only, naming the field', async () => {
    const browser = new Browser(t.app);
    const { user } = await signUp(browser);
    const reply = await browser.post('/api/account/password', {
      currentPassword: user.password,
      newPassword: '\t      ',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe('newPassword');
  });
});

describe('a sign-up that fails on our side', () => {
  beforeAll(async () => {
    // Stands in for a database that fails one write: whichever user is named "Boom <table>".
    await t.database.pool.query(`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if (select name from users where id = new.user_id) = 'Boom ' || tg_table_name then
          raise exception '% store is down', tg_table_name;
        end if;
        return new;
      end $$;
      create trigger refuse_boom before insert on accounts
        for each row execute function refuse_boom();
      create trigger refuse_boom before insert on profiles
        for each row execute function refuse_boom();
    `);
  });

  it.each(['accounts', 'profiles'])(
    'leaves no account behind when writing %s fails, so the address can sign up again',
    async (table) => {
      const user = { ...newUser({ firstName: 'Boom' }), name: `Boom ${table}` };
      const failed = await signUp(new Browser(t.app), user);
      expect(failed.reply.status).toBe(500);
      expect(await accountsWith(user.email)).toHaveLength(0);

      const browser = new Browser(t.app);
      const retry = await signUp(browser, { ...user, name: 'Maya Chen', firstName: 'Maya' });
      expect(retry.reply.status).toBe(200);
      const [account] = await accountsWith(user.email);
      const [profile] = await t.database.db
        .select()
        .from(profiles)
        .where(eq(profiles.userId, account!.id));
      expect(profile?.firstName).toBe('Maya');
      expect((await browser.get('/api/profile')).status).toBe(200);
    },
  );
});
