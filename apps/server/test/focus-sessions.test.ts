import {
  type Assignment,
  type BackupFile,
  type FocusSession,
  QUOTAS,
  type RestoreSummary,
  type SchoolClass,
} from '@assignd/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { restore } from './backup-helpers';
import { buyPlan, pinnedClock } from './billing-helpers';
import { createTestApp, type TestApp } from './helpers';
import {
  anId,
  anInstant,
  bodyOf,
  expectFieldError,
  randomId,
  student,
  type Student,
} from './planner-helpers';
import { listenOn, openSocket, sessionCookie, type TestSocket } from './realtime-helpers';

const NOW = '2026-11-20T12:00:00.000Z';
const clock = pinnedClock(NOW);
let t: TestApp;
let base: string;
const opened: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ BILLING_PROVIDER: 'local' }, { clock: clock.now });
  base = await listenOn(t.app);
});
afterAll(() => t.close());
afterEach(() => {
  clock.set(NOW);
  for (const socket of opened.splice(0)) socket.close();
});

/** A student on the lifetime plan, bought through the built-in checkout. */
async function proStudent(): Promise<Student> {
  const who = await student(t);
  await buyPlan(who.browser, 'lifetime');
  return who;
}

/** A work session of `minutes` that ended `endedMinutesAgo` before NOW. */
function session(endedMinutesAgo: number, minutes = 25, extra: Record<string, unknown> = {}) {
  const endedAt = Date.parse(NOW) - endedMinutesAgo * 60_000;
  return {
    startedAt: new Date(endedAt - minutes * 60_000).toISOString(),
    endedAt: new Date(endedAt).toISOString(),
    minutes,
    ...extra,
  };
}

const record = async (who: Student, body: Record<string, unknown>) =>
  bodyOf<FocusSession>(await who.browser.post('/api/focus-sessions', body));

const rangeUrl = (from: string, to: string) =>
  `/api/focus-sessions?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
const WEEK = rangeUrl('2026-11-14T00:00:00Z', '2026-11-21T00:00:00Z');
const listOf = async (who: Student, url = WEEK) =>
  bodyOf<FocusSession[]>(await who.browser.get(url), 200);

async function assignmentInClass(who: Student): Promise<Assignment> {
  const biology = bodyOf<SchoolClass>(await who.browser.post('/api/classes', { name: 'Biology' }));
  return bodyOf<Assignment>(
    await who.browser.post('/api/assignments', { title: 'Lab report', classId: biology.id }),
  );
}

describe('recording and listing focus sessions', () => {
  it('records a session tied to an assignment and lists it with the class', async () => {
    const maya = await proStudent();
    const lab = await assignmentInClass(maya);
    const created = await record(maya, session(5, 25, { assignmentId: lab.id }));
    expect(created).toEqual({
      id: anId,
      startedAt: '2026-11-20T11:30:00.000Z',
      endedAt: '2026-11-20T11:55:00.000Z',
      minutes: 25,
      kind: 'work',
      assignmentId: lab.id,
      classId: lab.classId,
      createdAt: anInstant,
    });
    const untied = await record(maya, session(60, 45));
    expect(untied).toMatchObject({ assignmentId: null, classId: null, minutes: 45 });
    expect(await listOf(maya)).toEqual([untied, created]);
  });

  it('lists only sessions started in [from, to), oldest first', async () => {
    const maya = await proStudent();
    // Ended 20 Nov 11:55, 19 Nov 12:00 (started 11:35) and 14 Nov 12:00.
    const today = await record(maya, session(5));
    const yesterday = await record(maya, session(24 * 60));
    await record(maya, session(6 * 24 * 60));
    const from = '2026-11-19T11:35:00.000Z';
    expect(await listOf(maya, rangeUrl(from, '2026-11-20T11:30:00Z'))).toEqual([yesterday]);
    expect(await listOf(maya, rangeUrl(from, '2026-11-20T11:30:00.001Z'))).toEqual([
      yesterday,
      today,
    ]);
    expect(await listOf(maya, rangeUrl('2026-11-21T00:00:00Z', '2026-11-22T00:00:00Z'))).toEqual(
      [],
    );
  });

  it('keeps each student to their own sessions', async () => {
    const maya = await proStudent();
    const omar = await proStudent();
    await record(maya, session(5));
    expect(await listOf(omar)).toEqual([]);
    expect(await listOf(maya)).toHaveLength(1);
  });

  it("records a session for another student's assignment, or one deleted meanwhile, untied", async () => {
    const maya = await proStudent();
    const omar = await proStudent();
    const omarsLab = await assignmentInClass(omar);
    for (const [start, assignmentId] of [
      [5, omarsLab.id],
      [40, randomId()],
    ] as const) {
      const reply = await maya.browser.post(
        '/api/focus-sessions',
        session(start, 25, { assignmentId }),
      );
      expect(reply.status).toBe(201);
      expect(reply.body).toMatchObject({ assignmentId: null, classId: null, minutes: 25 });
    }
    expect(await listOf(maya)).toHaveLength(2);
    // Omar's assignment is untouched and shows nothing of Maya's.
    expect(await listOf(omar)).toEqual([]);
  });

  it('refuses a session overlapping one already recorded (a retried post)', async () => {
    const maya = await proStudent();
    await record(maya, session(5));
    const again = await maya.browser.post('/api/focus-sessions', session(5));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'startedAt: This focus session overlaps one already recorded',
      field: 'startedAt',
    });
    expect(await listOf(maya)).toHaveLength(1);
  });

  it('leaves the session in place, untied, when its assignment is deleted', async () => {
    const maya = await proStudent();
    const lab = await assignmentInClass(maya);
    await record(maya, session(5, 25, { assignmentId: lab.id }));
    expect((await maya.browser.send('DELETE', `/api/assignments/${lab.id}`)).status).toBe(200);
    expect(await listOf(maya)).toEqual([
      expect.objectContaining({ assignmentId: null, classId: null, minutes: 25 }),
    ]);
  });
});

describe('the quota', () => {
  const { limit } = QUOTAS.focusSessions;
  /** Years of hour-apart sessions before NOW, in one statement. */
  async function fill(who: Student, rows: number) {
    await t.database.db.execute(
      sql`insert into focus_sessions (user_id, started_at, ended_at, minutes)
          select ${who.userId}, s, s + interval '25 minutes', 25
          from generate_series(1, ${rows}::int) as n,
               lateral (select timestamptz '2020-01-01T00:00:00Z' + n * interval '1 hour') as t(s)`,
    );
  }

  it('records sessions up to the limit, then refuses with 409 naming it', async () => {
    const maya = await proStudent();
    await fill(maya, limit - 1);
    await record(maya, session(5));
    const refused = await maya.browser.post('/api/focus-sessions', session(60));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error:
        'You have reached the limit of 20,000 focus sessions. Delete some old ones to add more.',
      field: 'focusSessions',
    });
    expect(await listOf(maya)).toHaveLength(1);
  });

  it('refuses, adding nothing, a restore that would pass the limit', async () => {
    const maya = await proStudent();
    await fill(maya, limit - 1);
    const file = { classes: [], focusSessions: [session(5), session(60)] };
    const reply = await restore(maya, file);
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({
      error:
        'Restoring this backup would add 2 focus sessions to the 19,999 you have, over the limit of 20,000. Delete some old ones first.',
      field: 'focusSessions',
    });
    expect(await listOf(maya)).toEqual([]);
  });
});

describe('bad input answers 400 naming the field', () => {
  let maya: Student;
  beforeAll(async () => {
    maya = await proStudent();
  });

  it.each([
    ['minutes below the options', session(5, 10), 'minutes'],
    ['minutes above the options', session(5, 61), 'minutes'],
    ['fractional minutes', { ...session(5), minutes: 25.5 }, 'minutes'],
    ['no minutes', { ...session(5), minutes: undefined }, 'minutes'],
    ['a start without an offset', { ...session(5), startedAt: '2026-11-20T11:30:00' }, 'startedAt'],
    ['an end before the start', { ...session(5), endedAt: '2026-11-20T11:00:00Z' }, 'endedAt'],
    [
      'an end sooner than its minutes',
      { ...session(5), endedAt: '2026-11-20T11:40:00Z' },
      'endedAt',
    ],
    [
      'a session longer than a day',
      { ...session(5), startedAt: '2026-11-19T11:00:00Z' },
      'endedAt',
    ],
    ['an end in the future', session(-5), 'endedAt'],
    ['an end over a week ago', session(8 * 24 * 60), 'endedAt'],
    ['an assignment id that is not an id', session(5, 25, { assignmentId: 'x' }), 'assignmentId'],
    ['an unknown field', session(5, 25, { kind: 'break' }), 'kind'],
  ])('%s', async (_case, body, field) => {
    expectFieldError(await maya.browser.post('/api/focus-sessions', body), field);
  });

  it.each([
    ['no from', '/api/focus-sessions?to=2026-11-21T00:00:00Z', 'from'],
    ['a from that is not an instant', rangeUrl('last week', '2026-11-21T00:00:00Z'), 'from'],
    ['to before from', rangeUrl('2026-11-21T00:00:00Z', '2026-11-14T00:00:00Z'), 'to'],
    ['a range over 366 days', rangeUrl('2025-01-01T00:00:00Z', '2026-01-03T00:00:00Z'), 'to'],
  ])('a list with %s', async (_case, url, field) => {
    expectFieldError(await maya.browser.get(url), field);
  });
});

describe('the Pro plan', () => {
  it('answers 403 to a free student on both routes and records nothing', async () => {
    const sam = await student(t);
    const message = { error: 'Upgrade to Pro to unlock the focus timer!' };
    const post = await sam.browser.post('/api/focus-sessions', session(5));
    expect(post.status).toBe(403);
    expect(post.body).toEqual(message);
    const list = await sam.browser.get(WEEK);
    expect(list.status).toBe(403);
    expect(list.body).toEqual(message);
  });
});

describe('other devices', () => {
  it("hear of a new session with its row; another student's devices do not", async () => {
    const maya = await proStudent();
    const omar = await proStudent();
    const phone = await openSocket(base, { cookie: sessionCookie(maya.browser) }, 'phone');
    const omars = await openSocket(base, { cookie: sessionCookie(omar.browser) }, 'omar');
    opened.push(phone, omars);
    const created = await record(maya, session(5));
    const [message] = await phone.take(1);
    expect(message).toEqual({
      type: 'change',
      table: 'focus_sessions',
      op: 'insert',
      id: created.id,
      row: created,
      origin: null,
      seq: Number(phone.ready?.cursor) + 1,
    });
    // Omar's own change arrives after anything of Maya's would have.
    await record(omar, session(5));
    const [own] = await omars.take(1);
    expect(own).toMatchObject({ table: 'focus_sessions', row: { minutes: 25 } });
    expect(omars.messages).toHaveLength(1);
  });
});

describe('backup and clear all', () => {
  it('exports sessions, restores them (untied) once, and clear all removes them', async () => {
    const maya = await proStudent();
    const lab = await assignmentInClass(maya);
    const first = await record(maya, session(5, 25, { assignmentId: lab.id }));
    const second = await record(maya, session(60, 45));
    const file = bodyOf<BackupFile>(await maya.browser.get('/api/backup'), 200);
    expect(file.focusSessions).toEqual([second, first]);

    expect((await maya.browser.send('DELETE', '/api/data')).status).toBe(204);
    expect(await listOf(maya)).toEqual([]);

    const summary = bodyOf<RestoreSummary>(await restore(maya, file), 200);
    expect(summary.focusSessions).toBe(2);
    const back = await listOf(maya);
    expect(
      back.map(({ startedAt, endedAt, minutes, assignmentId }) => [
        startedAt,
        endedAt,
        minutes,
        assignmentId,
      ]),
    ).toEqual([
      [second.startedAt, second.endedAt, 45, null],
      [first.startedAt, first.endedAt, 25, null],
    ]);
    // The same file again adds no session twice.
    expect(bodyOf<RestoreSummary>(await restore(maya, file), 200).focusSessions).toBe(0);
  });

  it('restores a file without focus sessions', async () => {
    const maya = await proStudent();
    const reply = await restore(maya, { classes: [{ name: 'Art' }] });
    expect(bodyOf<RestoreSummary>(reply, 200)).toMatchObject({ classes: 1, focusSessions: 0 });
  });
});
