import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, newUser, type TestApp } from './helpers';
import {
  expectBackupRefused,
  expectRefused,
  measured,
  restore,
  rotating,
} from './input-hardening-helpers';
import { appWithStudent, bodyOf, expectFieldError, type Student } from './planner-helpers';

let t: TestApp, maya: Student;
beforeAll(async () => ({ t, maya } = await appWithStudent()));
afterAll(() => t.close());

describe('absurd numbers of rotation days', () => {
  beforeAll(async () => {
    bodyOf(await maya.browser.send('PUT', '/api/schedule', rotating()), 200);
  });

  it.each([
    ['1e7', '10000000'],
    ['2**31', '2147483648'],
    ['1e308', '1e308'],
    ['-1', '-1'],
    ['Infinity', '1e999'],
    ['NaN-like text', '"NaN"'],
    ['null', 'null'],
  ])('%s is a 400 naming numDays within a few ms', async (_case, numDays) => {
    const body = JSON.stringify(rotating()).replace('"numDays":2', `"numDays":${numDays}`);
    const { ms, blockedMs } = await expectRefused(
      maya,
      () => maya.browser.send('PUT', '/api/schedule', body),
      (reply) => expectFieldError(reply, 'numDays'),
    );
    expect(ms).toBeLessThan(500);
    expect(blockedMs).toBeLessThan(50);
  });

  it.each([
    ['1e7', 1e7],
    ['2**31', 2 ** 31],
    ['-1', -1],
  ])('%s inside a restore file is a 400 naming schedule.0.numDays', async (_case, numDays) => {
    const { blockedMs } = await expectRefused(
      maya,
      () => restore(maya, { schedule: [rotating({ numDays })] }),
      expectBackupRefused('schedule.0.numDays'),
    );
    expect(blockedMs).toBeLessThan(50);
  });

  it('1e7 inside schedule_data text of a restore file is refused too', async () => {
    const scheduleData = JSON.stringify(rotating({ numDays: 1e7 }));
    const { blockedMs } = await expectRefused(
      maya,
      () =>
        restore(maya, { schedule: [{ schedule_type: 'rotating', schedule_data: scheduleData }] }),
      expectBackupRefused('schedule.0.numDays'),
    );
    expect(blockedMs).toBeLessThan(50);
  });
});

describe('text the database cannot store', () => {
  it.each([
    ['POST', '/api/assignments', { title: 'Essay\u0000' }, 'title'],
    ['POST', '/api/assignments', { title: 'Essay', notes: 'x\uD800' }, 'notes'],
    ['POST', '/api/classes', { name: 'Math', teacher: '\uDC00' }, 'teacher'],
    ['POST', '/api/events', { title: 'Fair', description: 'a\u0000b' }, 'description'],
    ['PATCH', '/api/profile', { firstName: 'Ma\u0000ya' }, 'firstName'],
    ['PUT', '/api/schedule', rotating({ dayLabels: { '1': 'A\uD800' } }), 'dayLabels.1'],
    ['PUT', '/api/schedule', rotating({ currentDay: '\u0000' }), 'currentDay'],
  ] as const)('%s %s refuses %j', async (method, url, body, field) => {
    await expectRefused(
      maya,
      () => maya.browser.send(method, url, body),
      (reply) => expectFieldError(reply, field),
    );
  });

  it('sign-up refuses NUL and lone surrogates too, creating no account', async () => {
    const browser = new Browser(t.app, { ip: '10.20.0.1' });
    for (const [field, value] of [
      ['firstName', 'Ma\u0000ya'],
      ['lastName', 'Chen\uD800'],
      ['email', 'maya\u0000@example.com'],
    ] as const) {
      const user = { ...newUser(), [field]: value };
      expectFieldError(await browser.post('/api/auth/sign-up/email', user), field);
      const signIn = await browser.post('/api/auth/sign-in/email', {
        email: user.email,
        password: user.password,
      });
      expect(signIn.status).not.toBe(200);
    }
  });
});

describe('bodies as large as the limit allows', () => {
  const fields = (count: number) => Array.from({ length: count }, (_, i) => `,"k${i}":0`).join('');

  it('60,000 values (a near-1 MiB body) are a 400 before the body is parsed', async () => {
    const { blockedMs } = await expectRefused(
      maya,
      () => maya.browser.post('/api/assignments', `{"title":"Essay"${fields(6e4)}}`),
      (reply) => {
        expect(reply.status).toBe(400);
        expect(reply.body).toEqual({ error: 'Holds more than 20000 values' });
      },
    );
    expect(blockedMs).toBeLessThan(50);
  });

  it('5,000 unknown fields are a 400 naming the first, not echoing them all', async () => {
    await expectRefused(
      maya,
      () => maya.browser.post('/api/assignments', `{"title":"Essay"${fields(5000)}}`),
      (reply) => expectFieldError(reply, 'k0', 'Unknown field'),
    );
  });

  it('a rotation day record of 2,000 keys is a 400 naming days', async () => {
    const days = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [String(i), []]));
    await expectRefused(
      maya,
      () => maya.browser.send('PUT', '/api/schedule', rotating({ days })),
      (reply) => expectFieldError(reply, 'days', 'Expected 2 to 8 days'),
    );
  });
});

describe('dates', () => {
  it.each([
    ['the year 0000', '0000-01-01T00:00:00Z'],
    ['30 February', '2026-02-30T10:00:00Z'],
    ['a time without an offset', '2026-11-22T10:00:00'],
    ['"0"', '0'],
  ])('%s is a 400 naming dueDate', async (_case, dueDate) => {
    await expectRefused(
      maya,
      () => maya.browser.post('/api/assignments', { title: 'Essay', dueDate }),
      (reply) => expectFieldError(reply, 'dueDate'),
    );
  });

  it.each([
    ['30 February', '2026-02-30T10:00:00.000000Z'],
    ['the year 0000', '0000-01-01T00:00:00.000000Z'],
    ['hour 99', '2026-11-22T99:00:00.000000Z'],
  ])('a list cursor at %s is a 400 naming cursor', async (_case, createdAt) => {
    const cursor = Buffer.from(`${createdAt}|${crypto.randomUUID()}`).toString('base64url');
    const reply = await maya.browser.get(`/api/assignments?limit=1&cursor=${cursor}`);
    expectFieldError(reply, 'cursor', 'Invalid cursor');
  });

  it('the year 0000 is a 400 naming startDate', async () => {
    await expectRefused(
      maya,
      () => maya.browser.send('PUT', '/api/schedule', rotating({ startDate: '0000-01-01' })),
      (reply) => expectFieldError(reply, 'startDate'),
    );
  });
});

describe('bodies no schema should have to see', () => {
  const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

  it.each([
    ['/api/assignments', `{"title":"Essay","notes":${nested(5000)}}`, 'notes'],
    ['/api/auth/sign-in/email', `{"email":"a@b.co","password":${nested(33)}}`, 'password'],
    ['/api/auth/sign-up/email', nested(100_000), 'a'],
  ])('nesting past 32 levels to %s is a 400 naming the field', async (url, body, field) => {
    const { reply, blockedMs } = await measured(() => maya.browser.post(url, body));
    expect(reply.status, JSON.stringify(reply.body)).toBe(400);
    expect(reply.body.field).toBe(field);
    expect(reply.body.error).toMatch(/Nested more than 32 levels deep$/);
    expect(blockedMs).toBeLessThan(50);
  });

  it.each([
    ['/api/assignments', '{"title":"Essay","__proto__":{"completed":true}}', '__proto__'],
    ['/api/classes', '{"name":"Math","constructor":{"prototype":{"x":1}}}', 'constructor'],
    ['/api/events', '{"title":"Fair","x":[{"prototype":1}]}', 'x.0.prototype'],
    ['/api/auth/sign-in/email', '{"email":"a@b.co","password":"p","__proto__":{}}', '__proto__'],
  ])('a prototype key to %s is a 400 naming it', async (url, body, field) => {
    await expectRefused(
      maya,
      () => maya.browser.post(url, body),
      (reply) => expectFieldError(reply, field, 'This key is not allowed'),
    );
  });

  it.each([
    ['/api/assignments', '{"title":"Essay","completed":1e308}', 'completed'],
    ['/api/classes', '{"name":"Math","daysOfWeek":[1e308]}', 'daysOfWeek.0'],
    ['/api/classes', '{"name":"Math","daysOfWeek":[2147483648]}', 'daysOfWeek.0'],
    [
      '/api/auth/sign-in/email',
      '{"email":"a@b.co","password":"p","rememberMe":-1e999}',
      'rememberMe',
    ],
  ])('a number beyond any column to %s is a 400 naming it', async (url, body, field) => {
    await expectRefused(
      maya,
      () => maya.browser.post(url, body),
      (reply) => expectFieldError(reply, field),
    );
  });
});
