import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/mail/mailer';
import { CLOSE_SIGNED_OUT } from '../src/realtime/hub';
import { busyStudent } from './backup-helpers';
import { Browser, createTestApp, type TestApp } from './helpers';
import {
  expectFieldError,
  makeGoogleOnly,
  signedInMinutesAgo,
  type Student,
} from './planner-helpers';
import { listenOn, openSocket, sessionCookie, type TestSocket } from './realtime-helpers';

let t: TestApp;
let base: string;
const sent: MailMessage[] = [];
const opened: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      mailer: {
        delivers: false,
        send: (message) => {
          sent.push(message);
          return Promise.resolve();
        },
      },
    },
  );
  base = await listenOn(t.app);
});
afterAll(() => t.close());
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});

/** Rows of this user in every table of the database that has a user id column. */
async function rowsOf(userId: string): Promise<Record<string, number>> {
  const { rows: columns } = await t.database.pool.query<{
    table_schema: string;
    table_name: string;
    column_name: string;
  }>(
    `select table_schema, table_name, column_name from information_schema.columns
      where column_name in ('user_id', 'userId') and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  expect(columns.length).toBeGreaterThan(10);
  const counts: Record<string, number> = {};
  for (const { table_schema, table_name, column_name } of columns) {
    const { rows } = await t.database.pool.query<{ count: string }>(
      `select count(*) from "${table_schema}"."${table_name}" where "${column_name}"::text = $1`,
      [userId],
    );
    counts[`${table_schema}.${table_name}`] = Number(rows[0]!.count);
  }
  const { rows: user } = await t.database.pool.query<{ count: string }>(
    'select count(*) from users where id = $1',
    [userId],
  );
  counts['public.users'] = Number(user[0]!.count);
  return counts;
}

const total = (counts: Record<string, number>) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

async function withFeed(who: Student) {
  expect((await who.browser.get('/api/calendar/feed')).status).toBe(200);
  return who;
}

describe('deleting the account', () => {
  it('removes every row of the student, closes their sockets, mails them, and leaves others be', async () => {
    const maya = await withFeed(await busyStudent(t));
    const sam = await withFeed(await busyStudent(t));
    const samBefore = await rowsOf(sam.userId);
    expect(total(await rowsOf(maya.userId))).toBeGreaterThan(10);
    const socket = await openSocket(base, { cookie: sessionCookie(maya.browser) });
    opened.push(socket);

    const reply = await maya.browser.post('/api/account/delete', { password: 'correct-horse' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(204);

    const left = await rowsOf(maya.userId);
    expect(Object.entries(left).filter(([, count]) => count > 0)).toEqual([]);
    expect(await rowsOf(sam.userId)).toEqual(samBefore);
    expect((await socket.closed).code).toBe(CLOSE_SIGNED_OUT);
    expect((await maya.browser.get('/api/assignments')).status).toBe(401);
    expect(sent.at(-1)).toMatchObject({
      to: maya.email,
      subject: 'Your Assignd account was deleted',
    });
    const signIn = await new Browser(t.app).post('/api/auth/sign-in/email', {
      email: maya.email,
      password: 'correct-horse',
    });
    expect(signIn.status).toBe(401);
  });

  it('refuses a wrong or missing password, naming the field, and deletes nothing', async () => {
    const maya = await busyStudent(t);
    const before = await rowsOf(maya.userId);
    expectFieldError(
      await maya.browser.post('/api/account/delete', { password: 'nope-nope' }),
      'password',
      'Password is incorrect',
    );
    expectFieldError(await maya.browser.post('/api/account/delete', {}), 'password');
    expectFieldError(
      await maya.browser.post('/api/account/delete', { password: 'x'.repeat(129) }),
      'password',
    );
    expect(await rowsOf(maya.userId)).toEqual(before);
  });

  it('asks an account without a password for a sign-in of the last 10 minutes', async () => {
    const maya = await busyStudent(t);
    // What a Google-only account looks like: no password to confirm with.
    await makeGoogleOnly(t, maya.userId);
    await signedInMinutesAgo(t, maya.userId, 11);
    const stale = await maya.browser.post('/api/account/delete', {});
    expect(stale.status).toBe(403);
    expect(stale.body.error).toMatch(/^Please sign in again to delete your account/);
    expect(total(await rowsOf(maya.userId))).toBeGreaterThan(0);

    await signedInMinutesAgo(t, maya.userId, 1);
    expect((await maya.browser.post('/api/account/delete', {})).status).toBe(204);
    expect(total(await rowsOf(maya.userId))).toBe(0);
  });

  it('needs a session', async () => {
    const reply = await new Browser(t.app).post('/api/account/delete', { password: 'x' });
    expect(reply.status).toBe(401);
  });
});
