import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { twoFactors, users } from '../src/db/schema';
import { pushSubscriptions } from '../src/modules/push/table';
import { parseSessionEnded, SESSIONS_CHANNEL } from '../src/realtime/session-ends';
import { browserKeys } from './fake-push';
import { Browser, createTestApp, type newUser, sessionUser, signUp, type TestApp } from './helpers';
import { keyOf, totpFor } from './totp';

const LIMIT = 5;
const SIGN_IN = '/api/auth/sign-in/email';
const ENABLE = '/api/auth/two-factor/enable';
const DISABLE = '/api/auth/two-factor/disable';
const VERIFY_TOTP = '/api/auth/two-factor/verify-totp';
const VERIFY_BACKUP = '/api/auth/two-factor/verify-backup-code';
const NEW_BACKUP_CODES = '/api/auth/two-factor/generate-backup-codes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT), PUSH_SERVICE_HOSTS: '127.0.0.1:*' });
});
afterAll(() => t.close());

let lastIp = 0;
/** A client address no other test has used, so each starts with the full rate limit. */
const freshIp = () => {
  lastIp += 1;
  return `10.0.${lastIp >> 8}.${(lastIp & 255) + 1}`;
};

/** The code the student's authenticator app shows now. */
const codeFor = (uri: string) => totpFor(keyOf(uri));

type User = ReturnType<typeof newUser>;

const accountOf = async (user: User) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, user.email));
  return row!;
};
const twoFactorRowsOf = async (userId: string) =>
  t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, userId));

/** A student who turned two-factor on in Settings: the password, then a first code. */
async function enrolledStudent(ip = freshIp()) {
  const browser = new Browser(t.app, { ip });
  const { user } = await signUp(browser);
  const enabled = await browser.post(ENABLE, { password: user.password });
  expect(enabled.status).toBe(200);
  const uri = String(enabled.body.totpURI);
  const backupCodes = enabled.body.backupCodes as string[];
  const enrolledAt = Date.now();
  const enrolmentCode = totpFor(keyOf(uri), enrolledAt);
  const confirmed = await browser.post(VERIFY_TOTP, { code: enrolmentCode });
  expect(confirmed.status).toBe(200);
  // The code that turned it on is used up (RFC 6238, 5.2): a sign-in takes the app's next one,
  // which the server accepts one step ahead of its clock.
  const nextCode = totpFor(keyOf(uri), enrolledAt + 30_000);
  return { user, browser, uri, backupCodes, ip, enrolmentCode, nextCode };
}

/** The password step of sign-in, from a browser of its own. */
async function passwordStep(user: User, ip = freshIp()) {
  const browser = new Browser(t.app, { ip });
  const reply = await browser.post(SIGN_IN, { email: user.email, password: user.password });
  return { browser, reply };
}

describe('turning two-factor on', () => {
  it('refuses a wrong password and stores nothing', async () => {
    const browser = new Browser(t.app, { ip: freshIp() });
    const { user } = await signUp(browser);
    const reply = await browser.post(ENABLE, { password: 'not-my-password' });
    expect(reply.status).toBe(400);
    expect(reply.body.totpURI).toBeUndefined();
    const account = await accountOf(user);
    expect(account.twoFactorEnabled).toBe(false);
    expect(await twoFactorRowsOf(account.id)).toHaveLength(0);
  });

  it('gives an Assignd authenticator URI and ten backup codes, and is on once a code confirms it', async () => {
    const browser = new Browser(t.app, { ip: freshIp() });
    const { user } = await signUp(browser);
    const enabled = await browser.post(ENABLE, { password: user.password });
    expect(enabled.status).toBe(200);
    const uri = new URL(String(enabled.body.totpURI));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Assignd');
    expect(decodeURIComponent(uri.pathname)).toContain(user.email);
    expect(enabled.body.backupCodes).toHaveLength(10);
    // Not on until the student shows their app makes the codes.
    expect((await accountOf(user)).twoFactorEnabled).toBe(false);
    expect((await passwordStep(user)).reply.body.twoFactorRedirect).toBeUndefined();

    expect((await browser.post(VERIFY_TOTP, { code: '000000' })).status).toBe(401);
    const confirmed = await browser.post(VERIFY_TOTP, { code: codeFor(uri.toString()) });
    expect(confirmed.status).toBe(200);
    expect((await accountOf(user)).twoFactorEnabled).toBe(true);
    expect((await sessionUser(browser))?.email).toBe(user.email);
    // What Settings reads to show it on.
    const methods = await browser.get('/api/account/sign-in-methods');
    expect(methods.body).toEqual({ password: true, providers: [], twoFactor: true });
  });

  it('takes only the password, naming any other field or an oversized one', async () => {
    const browser = new Browser(t.app, { ip: freshIp() });
    const { user } = await signUp(browser);
    const withMethod = await browser.post(ENABLE, { password: user.password, method: 'otp' });
    expect(withMethod.status).toBe(400);
    expect(withMethod.body.field).toBe('method');
    const long = await browser.post(ENABLE, { password: 'p'.repeat(129) });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('password');
    expect((await accountOf(user)).twoFactorEnabled).toBe(false);
  });
});

describe('signing in with two-factor on', () => {
  it('asks for the code after the password and gives no session before it', async () => {
    const { user } = await enrolledStudent();
    const { browser, reply } = await passwordStep(user);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(reply.body.token).toBeUndefined();
    expect((await sessionUser(browser))?.email).toBeUndefined();
    expect((await browser.get('/api/profile')).status).toBe(401);
  });

  it('refuses a wrong code and signs in with the right one', async () => {
    const { user, nextCode } = await enrolledStudent();
    const { browser } = await passwordStep(user);
    const right = nextCode;
    const wrong = right === '123456' ? '654321' : '123456';
    const refused = await browser.post(VERIFY_TOTP, { code: wrong });
    expect(refused.status).toBe(401);
    expect((await sessionUser(browser))?.email).toBeUndefined();

    const accepted = await browser.post(VERIFY_TOTP, { code: right });
    expect(accepted.status).toBe(200);
    expect((await sessionUser(browser))?.email).toBe(user.email);
    expect((await browser.get('/api/profile')).status).toBe(200);
  });

  it('accepts an authenticator code once: not again, not an older one, not twice at once', async () => {
    const { user, nextCode, enrolmentCode } = await enrolledStudent();
    const first = await passwordStep(user);
    const second = await passwordStep(user);
    // Two sign-ins send the same code at the same moment: one gets in.
    const replies = await Promise.all([
      first.browser.post(VERIFY_TOTP, { code: nextCode }),
      second.browser.post(VERIFY_TOTP, { code: nextCode }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 401]);
    const [signedIn, refused] = replies[0].status === 200 ? [first, second] : [second, first];
    expect((await sessionUser(signedIn.browser))?.email).toBe(user.email);
    expect((await sessionUser(refused.browser))?.email).toBeUndefined();
    // Refused as a wrong code is, so a replay tells nothing more.
    const wrong = await (
      await passwordStep(user)
    ).browser.post(VERIFY_TOTP, {
      code: nextCode === '000000' ? '111111' : '000000',
    });
    expect(replies.find((reply) => reply.status === 401)?.body).toEqual(wrong.body);

    // Replayed later from a third device, and the older code that turned two-factor on.
    for (const code of [nextCode, enrolmentCode]) {
      const third = await passwordStep(user);
      expect((await third.browser.post(VERIFY_TOTP, { code })).status).toBe(401);
      expect((await sessionUser(third.browser))?.email).toBeUndefined();
    }
  });

  it('takes a code only after the password step', async () => {
    const { uri } = await enrolledStudent();
    const stranger = new Browser(t.app, { ip: freshIp() });
    const reply = await stranger.post(VERIFY_TOTP, { code: codeFor(uri) });
    expect(reply.status).toBe(401);
    expect((await sessionUser(stranger))?.email).toBeUndefined();
  });

  it('accepts a backup code once and refuses it the second time', async () => {
    const { user, backupCodes } = await enrolledStudent();
    const code = backupCodes[0]!;
    const first = await passwordStep(user);
    expect((await first.browser.post(VERIFY_BACKUP, { code })).status).toBe(200);
    expect((await sessionUser(first.browser))?.email).toBe(user.email);

    const second = await passwordStep(user);
    const reused = await second.browser.post(VERIFY_BACKUP, { code });
    expect(reused.status).toBe(401);
    expect((await sessionUser(second.browser))?.email).toBeUndefined();
    // The other codes still work.
    expect((await second.browser.post(VERIFY_BACKUP, { code: backupCodes[1]! })).status).toBe(200);
    expect((await sessionUser(second.browser))?.email).toBe(user.email);
  });

  it(`answers 429 to code ${LIMIT + 1} from one address within a minute, even a right one`, async () => {
    const { user, uri } = await enrolledStudent();
    const ip = freshIp();
    const { browser } = await passwordStep(user, ip);
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      const reply = await browser.post(VERIFY_TOTP, { code: String(100_000 + attempt) });
      expect(reply.status).not.toBe(200);
      expect(reply.status).not.toBe(429);
    }
    const limited = await browser.post(VERIFY_TOTP, { code: codeFor(uri) });
    expect(limited.status).toBe(429);
    expect((await sessionUser(browser))?.email).toBeUndefined();
    // Backup codes keep a count of their own, so they cannot be guessed without limit either.
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      await browser.post(VERIFY_BACKUP, { code: `guess-${attempt}` });
    }
    expect((await browser.post(VERIFY_BACKUP, { code: 'guess-last' })).status).toBe(429);
  });

  it('refuses an oversized code with 400 naming the field', async () => {
    const { user } = await enrolledStudent();
    const { browser } = await passwordStep(user);
    for (const path of [VERIFY_TOTP, VERIFY_BACKUP]) {
      const reply = await browser.post(path, { code: '1'.repeat(10_000) });
      expect({ path, status: reply.status, field: reply.body.field }).toEqual({
        path,
        status: 400,
        field: 'code',
      });
    }
    const trusted = await browser.post(VERIFY_TOTP, { code: '123456', trustDevice: true });
    expect(trusted.status).toBe(400);
    expect(trusted.body.field).toBe('trustDevice');
  });
});

describe('new backup codes', () => {
  it('need the password, and replace the old codes, which stop working', async () => {
    const { user, browser, backupCodes } = await enrolledStudent();
    const refused = await browser.post(NEW_BACKUP_CODES, { password: 'not-my-password' });
    expect(refused.status).toBe(400);
    // Still the old codes: one of them signs in.
    const before = await passwordStep(user);
    expect((await before.browser.post(VERIFY_BACKUP, { code: backupCodes[0]! })).status).toBe(200);

    const made = await browser.post(NEW_BACKUP_CODES, { password: user.password });
    expect(made.status).toBe(200);
    const fresh = made.body.backupCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => backupCodes.includes(code))).toEqual([]);
    expect((await sessionUser(browser))?.email).toBe(user.email);

    const old = await passwordStep(user);
    expect((await old.browser.post(VERIFY_BACKUP, { code: backupCodes[1]! })).status).toBe(401);
    expect((await sessionUser(old.browser))?.email).toBeUndefined();
    const next = await passwordStep(user);
    expect((await next.browser.post(VERIFY_BACKUP, { code: fresh[0]! })).status).toBe(200);
    expect((await sessionUser(next.browser))?.email).toBe(user.email);
  });
});

describe('turning two-factor off', () => {
  it('needs the password; afterwards the password alone signs in', async () => {
    const { user, browser } = await enrolledStudent();
    expect((await browser.post(DISABLE, { password: 'not-my-password' })).status).toBe(400);
    expect((await accountOf(user)).twoFactorEnabled).toBe(true);

    const off = await browser.post(DISABLE, { password: user.password });
    expect(off.status).toBe(200);
    const account = await accountOf(user);
    expect(account.twoFactorEnabled).toBe(false);
    expect(await twoFactorRowsOf(account.id)).toHaveLength(0);
    expect((await sessionUser(browser))?.email).toBe(user.email);

    const { browser: later, reply } = await passwordStep(user);
    expect(reply.status).toBe(200);
    expect(reply.body.twoFactorRedirect).toBeUndefined();
    expect((await sessionUser(later))?.email).toBe(user.email);
  });
});

describe('the session two-factor replaces', () => {
  it("hands this device's push subscription on and signs no tab out", async () => {
    const browser = new Browser(t.app, { ip: freshIp() });
    const { user } = await signUp(browser);
    const endpoint = `https://127.0.0.1:9/push/two-factor-${user.email}`;
    const registered = await browser.post('/api/push/subscriptions', {
      endpoint,
      keys: browserKeys().keys,
    });
    expect(registered.status).toBe(201);
    const subscriptionOf = async () =>
      (
        await t.database.db
          .select({ sessionId: pushSubscriptions.sessionId })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, endpoint))
      )[0];
    const first = (await subscriptionOf())?.sessionId;
    expect(first).toBeTruthy();

    const listener = await t.database.pool.connect();
    const heard: Array<string | undefined> = [];
    listener.on('notification', ({ payload }) => heard.push(payload));
    try {
      await listener.query(`listen ${SESSIONS_CHANNEL}`);
      const enabled = await browser.post(ENABLE, { password: user.password });
      const confirmed = await browser.post(VERIFY_TOTP, {
        code: codeFor(String(enabled.body.totpURI)),
      });
      expect(confirmed.status).toBe(200);
      const off = await browser.post(DISABLE, { password: user.password });
      expect(off.status).toBe(200);
      // Notices arrive in the order they were sent: once this one is heard, so is any before it.
      await listener.query(`select pg_notify('${SESSIONS_CHANNEL}', 'end of test')`);
      await vi.waitFor(() => expect(heard).toContain('end of test'));
      expect(heard.map(parseSessionEnded).filter(Boolean)).toEqual([]);
    } finally {
      await listener.query(`unlisten ${SESSIONS_CHANNEL}`);
      listener.release();
    }
    // Rotated twice: the subscription follows the live session, so sign-out still removes it.
    const now = (await subscriptionOf())?.sessionId;
    expect(now).toBeTruthy();
    expect(now).not.toBe(first);
    expect((await sessionUser(browser))?.email).toBe(user.email);
    expect((await browser.post('/api/auth/sign-out')).status).toBe(200);
    expect(await subscriptionOf()).toBeUndefined();
  });
});

describe('deleting the account', () => {
  it('takes the two-factor secret and backup codes with it', async () => {
    const { user, browser } = await enrolledStudent();
    const { id } = await accountOf(user);
    expect(await twoFactorRowsOf(id)).toHaveLength(1);
    const deleted = await browser.post('/api/account/delete', { password: user.password });
    expect(deleted.status).toBe(204);
    expect(await twoFactorRowsOf(id)).toHaveLength(0);
  });
});
