import type { Assignment, PlannerEvent, SchoolClass } from '@assignd/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { connectDatabase } from '../src/db/client';
import { QUOTA_COUNTERS, REPOSITORY_FACTORIES } from '../src/modules/registry';
import { createStore } from '../src/platform/store';
import { createTestApp, type TestApp } from './helpers';
import { bodyOf, student, type Student } from './planner-helpers';
import {
  listenOn,
  openSocket,
  quietFor,
  sessionCookie,
  type Message,
  type TestSocket,
} from './realtime-helpers';
import { NO_FOLLOWERS } from '../src/platform/change-repository';

const TAB = { 'x-assignd-client': 'tab-1' };

let t: TestApp;
let base: string;
let maya: Student;
let omar: Student;
const opened: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await listenOn(t.app);
  maya = await student(t);
  omar = await student(t);
});
afterAll(() => t.close());
afterEach(() => {
  for (const socket of opened.splice(0)) socket.close();
});

async function socketOf(who: Student, client = 'device'): Promise<TestSocket> {
  const socket = await openSocket(base, { cookie: sessionCookie(who.browser) }, client);
  opened.push(socket);
  return socket;
}

const weekly = (classId: string | null) => ({
  type: 'weekly',
  days: { '1': [{ id: '1', label: 'Period 1', start: '8:00 AM', end: '9:00 AM', classId }] },
});

describe('realtime changes', () => {
  it("reach every socket of the user, with the row in its API shape and the writer's origin, and no one else's", async () => {
    const [phone, laptop] = [await socketOf(maya), await socketOf(maya)];
    const stranger = await socketOf(omar);
    const expected: Message[] = [];
    // Each change takes the next number of the student's changes, from where the socket began.
    const before = Number(laptop.ready?.cursor);
    // Rows are read when their notice arrives, so a quick next write could show in this one's
    // row (or, for a delete, drop it); each change lands before the next write is made.
    const change = async (table: string, op: string, id: string, row: unknown) => {
      const seq = before + expected.length + 1;
      expected.push({ type: 'change', table, op, id, row, origin: 'tab-1', seq });
      await laptop.take(expected.length);
    };
    const send = maya.browser.send.bind(maya.browser);

    const math = bodyOf<SchoolClass>(
      await send('POST', '/api/classes', { name: 'Math', color: '#3b82f6' }, TAB),
    );
    await change('classes', 'insert', math.id, math);
    const renamed = bodyOf<SchoolClass>(
      await send('PATCH', `/api/classes/${math.id}`, { name: 'Algebra' }, TAB),
      200,
    );
    await change('classes', 'update', math.id, renamed);

    const essay = bodyOf<Assignment>(
      await send('POST', '/api/assignments', { title: 'Essay', classId: math.id }, TAB),
    );
    await change('assignments', 'insert', essay.id, essay);
    const done = bodyOf<Assignment>(
      await send('PATCH', `/api/assignments/${essay.id}`, { completed: true }, TAB),
      200,
    );
    await change('assignments', 'update', essay.id, done);
    const quiz = bodyOf<Assignment>(await send('POST', '/api/assignments', { title: 'Quiz' }, TAB));
    await change('assignments', 'insert', quiz.id, quiz);
    expect((await send('DELETE', `/api/assignments/${quiz.id}`, undefined, TAB)).status).toBe(200);
    await change('assignments', 'delete', quiz.id, null);

    const fair = bodyOf<PlannerEvent>(
      await send('POST', '/api/events', { title: 'Fair', eventDate: '2026-10-01T09:00:00Z' }, TAB),
    );
    await change('events', 'insert', fair.id, fair);
    const moved = bodyOf<PlannerEvent>(
      await send('PATCH', `/api/events/${fair.id}`, { title: 'Science fair' }, TAB),
      200,
    );
    await change('events', 'update', fair.id, moved);
    expect((await send('DELETE', `/api/events/${fair.id}`, undefined, TAB)).status).toBe(200);
    await change('events', 'delete', fair.id, null);

    const profile = bodyOf(await send('PATCH', '/api/profile', { firstName: 'May' }, TAB), 200);
    await change('profiles', 'update', maya.userId, profile);

    const schedule = bodyOf(await send('PUT', '/api/schedule', weekly(math.id), TAB), 200);
    await change('schedule', 'insert', maya.userId, schedule);
    const again = bodyOf(await send('PUT', '/api/schedule', weekly(null), TAB), 200);
    await change('schedule', 'update', maya.userId, again);
    expect((await send('DELETE', '/api/schedule', undefined, TAB)).status).toBe(204);
    await change('schedule', 'delete', maya.userId, null);

    // Deleting a class publishes its delete, then the assignments and schedule it let go of.
    const linked = bodyOf(await send('PUT', '/api/schedule', weekly(math.id), TAB), 200);
    await change('schedule', 'insert', maya.userId, linked);
    const deleted = bodyOf(await send('DELETE', `/api/classes/${math.id}`, undefined, TAB), 200);
    await change('classes', 'delete', math.id, null);
    const unfiled = { ...done, classId: null, updatedAt: expect.any(String) as unknown };
    await change('assignments', 'update', essay.id, unfiled);
    await change('schedule', 'update', maya.userId, (await maya.browser.get('/api/schedule')).body);

    // Its undo publishes the class coming back, then the assignment and period it files again.
    const back = bodyOf<SchoolClass>(await send('POST', '/api/classes/restore', deleted, TAB), 200);
    await change('classes', 'insert', math.id, back);
    const refiled = { ...done, classId: math.id, updatedAt: expect.any(String) as unknown };
    await change('assignments', 'update', essay.id, refiled);
    await change('schedule', 'update', maya.userId, linked);

    for (const socket of [phone, laptop]) {
      expect(await socket.take(expected.length)).toEqual(expected);
    }
    await quietFor();
    expect(phone.messages).toHaveLength(expected.length);
    expect(stranger.messages).toEqual([]);
  });

  it("carries terms, grading categories, grades and the scale to the student's other devices", async () => {
    const laptop = await socketOf(maya);
    const send = maya.browser.send.bind(maya.browser);
    const term = bodyOf<{ id: string }>(
      await send(
        'POST',
        '/api/terms',
        { name: 'Fall', startDate: '2026-09-01', endDate: '2026-12-18' },
        TAB,
      ),
    );
    const biology = bodyOf<SchoolClass>(
      await send('POST', '/api/classes', { name: 'Biology', termId: term.id }, TAB),
    );
    const labs = bodyOf<{ id: string }>(
      await send(
        'POST',
        `/api/classes/${biology.id}/grade-categories`,
        { name: 'Labs', weight: 40 },
        TAB,
      ),
    );
    const lab = bodyOf<Assignment>(
      await send(
        'POST',
        '/api/assignments',
        {
          title: 'Lab',
          classId: biology.id,
          gradeCategoryId: labs.id,
          pointsEarned: 9,
          pointsPossible: 10,
        },
        TAB,
      ),
    );
    const scale = [94, 90, 87, 83, 80, 77, 73, 70, 67, 63, 60];
    expect((await send('PUT', '/api/grades/scale', { scale }, TAB)).status).toBe(200);
    const got = await laptop.take(5);
    expect(got.map(({ table, op, id }) => [table, op, id])).toEqual([
      ['terms', 'insert', term.id],
      ['classes', 'insert', biology.id],
      ['grade_categories', 'insert', labs.id],
      ['assignments', 'insert', lab.id],
      ['grade_scales', 'update', maya.userId],
    ]);
    expect(got[3]?.row).toMatchObject({ pointsEarned: 9, gradeCategoryId: labs.id });
    expect(got[4]?.row).toEqual({ scale, isDefault: false });
  });

  it('carries a null origin when the writer sent no usable client id', async () => {
    const socket = await socketOf(maya);
    await maya.browser.post('/api/assignments', { title: 'Plain' });
    await maya.browser.post('/api/assignments', { title: 'Odd' }, { 'x-assignd-client': 'a b;c' });
    const got = await socket.take(2);
    expect(got.map((message) => message.origin)).toEqual([null, null]);
  });

  it('publishes nothing for a write that is refused or rolls back', async () => {
    const socket = await socketOf(maya);
    expect((await maya.browser.post('/api/assignments', { title: '  ' }, TAB)).status).toBe(400);
    const missing = '00000000-0000-4000-8000-000000000000';
    const refused = await maya.browser.send('PUT', '/api/schedule', weekly(missing), TAB);
    expect(refused.status).toBe(400);
    const { transact } = createStore(t.database.db, {
      factories: REPOSITORY_FACTORIES,
      followers: NO_FOLLOWERS,
      quotaCounters: QUOTA_COUNTERS,
    });
    await expect(
      transact(async ({ changes }) => {
        await changes.publish({ type: 'refresh', userId: maya.userId, origin: 'tab-1' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await quietFor();
    expect(socket.messages).toEqual([]);
  });

  it('sends one refresh for a restore and one for clearing all data', async () => {
    const socket = await socketOf(maya);
    const backup = {
      assignments: [{ title: 'One' }, { title: 'Two' }],
      classes: [{ name: 'Art', color: '#ff0000' }],
    };
    expect((await maya.browser.post('/api/backup', backup, TAB)).status).toBe(200);
    await socket.take(1);
    expect((await maya.browser.send('DELETE', '/api/data', undefined, TAB)).status).toBe(204);
    await socket.take(2);
    await quietFor();
    const before = Number(socket.ready?.cursor);
    expect(socket.messages).toEqual([
      { type: 'refresh', origin: 'tab-1', seq: before + 1 },
      { type: 'refresh', origin: 'tab-1', seq: before + 2 },
    ]);
  });

  it('does not let a device that stops reading hold up the others', async () => {
    const stalled = await socketOf(maya);
    const reading = await socketOf(maya);
    stalled.tcp()?.pause();
    const started = Date.now();
    for (let i = 0; i < 20; i += 1) {
      await maya.browser.post('/api/assignments', { title: `Task ${i}`, notes: 'x'.repeat(2000) });
    }
    await reading.take(20);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(stalled.messages).toEqual([]);
    stalled.tcp()?.resume();
    await stalled.take(20);
  });
});

describe('the realtime upgrade', () => {
  it('is refused with 401 without a session, and with 403 from another site', async () => {
    await expect(openSocket(base, {})).rejects.toThrow('upgrade refused: 401');
    await expect(openSocket(base, { cookie: 'assignd.session_token=forged' })).rejects.toThrow(
      'upgrade refused: 401',
    );
    await expect(
      openSocket(base, { cookie: sessionCookie(maya.browser), origin: 'https://evil.example' }),
    ).rejects.toThrow('upgrade refused: 403');
  });
});

describe('two server processes on one database', () => {
  it('delivers a write made through one to a socket held by the other', async () => {
    const database = connectDatabase(String(t.database.pool.options.connectionString));
    const other = await buildApp({ config: t.config, database, databaseMode: 'external' });
    try {
      const otherBase = await listenOn(other);
      const remote = await openSocket(otherBase, { cookie: sessionCookie(maya.browser) });
      const stranger = await openSocket(otherBase, { cookie: sessionCookie(omar.browser) });
      const created = bodyOf<Assignment>(
        await maya.browser.post('/api/assignments', { title: 'Cross-process' }, TAB),
      );
      const [message] = await remote.take(1);
      expect(message).toEqual({
        type: 'change',
        table: 'assignments',
        op: 'insert',
        id: created.id,
        row: created,
        origin: 'tab-1',
        seq: Number(remote.ready?.cursor) + 1,
      });
      await quietFor();
      expect(stranger.messages).toEqual([]);
      remote.close();
      stranger.close();
    } finally {
      await other.close();
      await database.pool.end();
    }
  });
});

describe('the LISTEN connection', () => {
  it('comes back after PostgreSQL drops it, telling sockets to refetch what they missed', async () => {
    const socket = await socketOf(maya);
    const { rowCount } = await t.database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'listen %'`,
    );
    expect(rowCount).toBe(1);
    const [refresh] = await socket.take(1);
    expect(refresh).toEqual({ type: 'refresh', origin: null });
    await maya.browser.post('/api/assignments', { title: 'After the drop' }, TAB);
    const [change] = await socket.take(1, 1);
    expect(change).toMatchObject({ type: 'change', op: 'insert', origin: 'tab-1' });
  });
});
