import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { createMailer, type MailMessage, type Mailer } from '../src/mail/mailer';
import { startFakeSmtp } from './fake-smtp';
import { Browser, createTestApp, newUser, ORIGIN, signUp, type TestApp } from './helpers';
import { SIGN_IN_SPELLINGS } from './sign-in-spellings';

const LIMIT = 5;
const SIGN_IN = '/api/auth/sign-in/email';
const WRONG = { email: 'nobody@example.com', password: 'not-the-password' };

/** A mail server whose deliveries can be held back, to show the answers do not wait for it. */
function holdableMailer(real: Mailer) {
  let gate = Promise.resolve();
  let open = () => {};
  const sent: MailMessage[] = [];
  const sending: Promise<void>[] = [];
  const mailer: Mailer = {
    delivers: true,
    send(message) {
      sent.push(message);
      const delivery = gate.then(() => real.send(message));
      sending.push(delivery);
      return delivery;
    },
  };
  return {
    mailer,
    sent,
    hold: () => {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
    settled: () => Promise.allSettled(sending),
  };
}

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let mail: ReturnType<typeof holdableMailer>;
let port: number;

let lastIp = 0;
/** A client address no other request of this file has used, so each test starts unlimited. */
const freshIp = () => {
  lastIp += 1;
  return `127.0.${lastIp >> 8}.${(lastIp & 255) + 1}`;
};

beforeAll(async () => {
  smtp = await startFakeSmtp();
  const real = createMailer({
    smtpUrl: smtp.url,
    from: 'Assignd <planner@school.example>',
    outboxDir: '',
    log: () => {},
  });
  mail = holdableMailer(real);
  t = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT) }, { mailer: mail.mailer });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  mail.release();
  await mail.settled();
  await t.close();
  await smtp.close();
});

/** A POST over a real socket: app.inject would tidy the path before the server saw it. */
function rawPost(
  path: string,
  body: unknown,
  ip: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        localAddress: ip,
        agent: false,
        headers: { 'content-type': 'application/json', origin: ORIGIN },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

async function verifiedUser(ip: string) {
  const user = newUser();
  await signUp(new Browser(t.app, { ip }), user);
  await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, user.email));
  const browser = new Browser(t.app, { ip });
  const signedIn = await browser.post(SIGN_IN, { email: user.email, password: user.password });
  expect(signedIn.status).toBe(200);
  return { user, browser };
}

// Spellings that reach the auth bridge but are not the path Better Auth and the limiter agree on.
const VARIANTS = [
  ...SIGN_IN_SPELLINGS,
  '/api/auth/SIGN-IN/email',
  '/api/auth/sign-in/Email',
  '/api/auth/sign-in%2Femail',
];

describe('the auth rate limit and other spellings of a path', () => {
  it.each(VARIANTS)('%s is 404 and counts against the sign-in limit', async (variant) => {
    const ip = freshIp();
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      const reply = await rawPost(variant, WRONG, ip);
      expect(reply.status).toBe(404);
    }
    expect((await rawPost(SIGN_IN, WRONG, ip)).status).toBe(429);
  });

  it('answers 429 to attempt limit + 1 from one address, whatever its spelling', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      expect((await rawPost(SIGN_IN, WRONG, ip)).status).toBe(401);
    }
    for (const variant of [SIGN_IN, ...VARIANTS]) {
      const reply = await rawPost(variant, WRONG, ip);
      expect({ variant, status: reply.status }).toEqual({ variant, status: 429 });
    }
  });

  it('never lets a spelling outside /api/auth/ reach Better Auth', async () => {
    const ip = freshIp();
    const outside = [
      '/API/AUTH/sign-in/email',
      '//api/auth/sign-in/email',
      '/api//auth/sign-in/email',
      '/api/x/../auth/sign-in/email',
      '/api/%61uth/sign-in/email',
      '/api/auth\\sign-in/email',
    ];
    for (const path of outside) {
      for (let attempt = 0; attempt <= LIMIT; attempt += 1) {
        const reply = await rawPost(path, WRONG, ip);
        expect({ path, ok: [400, 404, 429].includes(reply.status) }).toEqual({ path, ok: true });
      }
    }
  });

  it('answers 404 to other spellings of GET paths too', async () => {
    const get = (path: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          })
          .on('error', reject);
      });
    expect(await get('/api/auth/get-session')).toBe(200);
    for (const path of [
      '/api/auth/x/../get-session',
      '/api/auth/get-session/',
      '/api/auth/%67et-session',
    ]) {
      expect({ path, status: await get(path) }).toEqual({ path, status: 404 });
    }
  });

  it('counts every address of one IPv6 /64 network as one client', async () => {
    // One home connection or server is handed a whole /64: a new address per guess costs nothing.
    lastIp += 1;
    const network = `2001:db8:${lastIp}:a`;
    const fromAddress = (host: string) =>
      new Browser(t.app, { ip: `${network}:${host}` }).post(SIGN_IN, WRONG);
    for (let attempt = 0; attempt < LIMIT; attempt += 1) {
      expect((await fromAddress(`0:0:0:${attempt + 1}`)).status).toBe(401);
    }
    expect((await fromAddress('ffff:ffff:ffff:ffff')).status).toBe(429);
    const neighbour = await new Browser(t.app, { ip: `2001:db8:${lastIp}:b::1` }).post(
      SIGN_IN,
      WRONG,
    );
    expect(neighbour.status).toBe(401);
  });

  it('does not limit signing out', async () => {
    const { browser } = await verifiedUser(freshIp());
    for (let attempt = 0; attempt <= LIMIT; attempt += 1) {
      expect((await browser.post('/api/auth/sign-out')).status).toBe(200);
    }
  });
});

describe('mail to one address', () => {
  it('sends at most 3 reset mails in 15 minutes and answers the same to every request', async () => {
    const user = newUser();
    await signUp(new Browser(t.app, { ip: freshIp() }), user);
    const isReset = (to: string[], data: string) =>
      to.includes(user.email) && data.includes('Subject: Reset your Assignd password');

    const answers = [];
    for (let request = 0; request < 6; request += 1) {
      const reply = await new Browser(t.app, { ip: freshIp() }).post(
        '/api/auth/request-password-reset',
        { email: user.email, redirectTo: '/auth' },
      );
      answers.push({ status: reply.status, body: reply.body });
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.status).toBe(200);

    await mail.settled();
    const received = smtp.messages.filter((message) => isReset(message.to, message.data));
    expect(received).toHaveLength(3);
  });

  it('sends at most 3 confirmation mails, counting the one sent on sign-up', async () => {
    const user = newUser();
    await signUp(new Browser(t.app, { ip: freshIp() }), user);
    for (let request = 0; request < 4; request += 1) {
      const reply = await new Browser(t.app, { ip: freshIp() }).post(
        '/api/auth/send-verification-email',
        { email: user.email },
      );
      expect(reply.status).toBe(200);
    }
    await mail.settled();
    const received = smtp.messages.filter(
      (message) =>
        message.to.includes(user.email) && message.data.includes('Subject: Confirm your e-mail'),
    );
    expect(received).toHaveLength(3);
  });
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('reset answer time', () => {
  it('is the same for an address with and one without an account, and does not wait for mail', async () => {
    const tries = 9;
    const known = [];
    for (let index = 0; index < tries; index += 1) {
      const user = newUser();
      await signUp(new Browser(t.app, { ip: freshIp() }), user);
      known.push(user.email);
    }
    const timeReset = async (email: string) => {
      const started = performance.now();
      const reply = await new Browser(t.app, { ip: freshIp() }).post(
        '/api/auth/request-password-reset',
        { email, redirectTo: '/auth' },
      );
      expect(reply.status).toBe(200);
      return performance.now() - started;
    };

    // The mail server accepts nothing until released: an answer waiting for it would never come.
    mail.hold();
    const existing: number[] = [];
    const unknown: number[] = [];
    for (let index = 0; index < tries; index += 1) {
      const stranger = `nobody.${index}.${Date.now()}@example.com`;
      if (index % 2 === 0) {
        existing.push(await timeReset(known[index]!));
        unknown.push(await timeReset(stranger));
      } else {
        unknown.push(await timeReset(stranger));
        existing.push(await timeReset(known[index]!));
      }
    }
    mail.release();

    const [withAccount, withoutAccount] = [median(existing), median(unknown)];
    expect(withAccount).toBeGreaterThanOrEqual(100);
    expect(withoutAccount).toBeGreaterThanOrEqual(100);
    expect(Math.abs(withAccount - withoutAccount)).toBeLessThan(10);

    for (const email of known) {
      await smtp.waitFor(
        (message) => message.to.includes(email) && message.data.includes('Reset your'),
      );
    }
  });
});
