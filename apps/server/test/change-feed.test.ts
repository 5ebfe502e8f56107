import type { Assignment, ChangeFeed, SchoolClass } from '@assignd/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FEED_CHANGES } from '../src/realtime/change-feed';
import type { TestApp } from './helpers';
import { bodyOf, expectFieldError, student, type Student } from './planner-helpers';
import { listeningTestApp, sessionCookie, socketsClosedAfterEach } from './realtime-helpers';

let t: TestApp;
let base: string;
beforeAll(async () => {
  ({ t, base } = await listeningTestApp());
});
afterAll(() => t.close());
const socketOf = socketsClosedAfterEach(() => base);

/** The change number a whole list of the student's says it holds. */
async function listCursor(who: Student, path = '/api/assignments'): Promise<number> {
  const reply = await who.browser.get(path);
  expect(reply.status).toBe(200);
  return Number(reply.headers['x-assignd-cursor']);
}

const feed = async (who: Student, since: number) =>
  bodyOf<ChangeFeed>(await who.browser.get(`/api/changes?since=${since}`), 200);

/** Bytes on the wire for a GET made as a phone's browser makes it (gzip accepted). */
async function wireBytes(who: Student, url: string): Promise<number> {
  const reply = await t.app.inject({
    method: 'GET',
    url,
    headers: { cookie: sessionCookie(who.browser), 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(reply.statusCode).toBe(200);
  return reply.rawPayload.length;
}

const post = async <T>(who: Student, path: string, body: object) =>
  bodyOf<T>(await who.browser.post(path, body));

describe('the change feed', () => {
  it('gives a device that slept through one change that change alone, in well under 2 KB', async () => {
    const maya = await student(t);
    // 2,000 assignments like a busy year's: a title and a few lines of notes each.
    await t.database.db.execute(sql`
      insert into assignments (user_id, title, description, category, due_date)
      select ${maya.userId}, 'Chapter ' || n || ' reading questions',
             repeat('Answer questions 1-12 and bring the worksheet to class. ', 3),
             'Homework', now() + n * interval '1 hour'
        from generate_series(1, 2000) as n`);
    const slept = await listCursor(maya);
    const [one] = bodyOf<Assignment[]>(await maya.browser.get('/api/assignments'), 200);
    if (!one) throw new Error('no assignment');
    await maya.browser.send('PATCH', `/api/assignments/${one.id}`, { completed: true });

    const caughtUp = await feed(maya, slept);
    expect(caughtUp.reset).toBe(false);
    expect(caughtUp.cursor).toBe(slept + 1);
    expect(caughtUp.changes).toEqual([
      {
        table: 'assignments',
        op: 'update',
        id: one.id,
        row: { ...one, completed: true, updatedAt: expect.any(String) as unknown },
      },
    ]);
    const before = await wireBytes(maya, '/api/assignments');
    const after = await wireBytes(maya, `/api/changes?since=${slept}`);
    console.warn(
      `one assignment changed while asleep, 2,000 assignments: whole list ${before} B, change feed ${after} B (gzip)`,
    );
    expect(after).toBeLessThan(2048);
    expect(before).toBeGreaterThan(after * 20);
  });

  it("lists each changed row once with its latest state and deletes as tombstones, only the student's own", async () => {
    const [maya, omar] = [await student(t), await student(t)];
    const start = await listCursor(maya);
    const essay = await post<Assignment>(maya, '/api/assignments', { title: 'Essay' });
    const quiz = await post<Assignment>(maya, '/api/assignments', { title: 'Quiz' });
    const renamed = bodyOf<Assignment>(
      await maya.browser.send('PATCH', `/api/assignments/${essay.id}`, { title: 'Final essay' }),
      200,
    );
    expect((await maya.browser.send('DELETE', `/api/assignments/${quiz.id}`)).status).toBe(200);
    const math = await post<SchoolClass>(maya, '/api/classes', { name: 'Math', color: '#3b82f6' });
    await post(omar, '/api/assignments', { title: "Omar's" });

    const caughtUp = await feed(maya, start);
    expect(caughtUp).toEqual({
      cursor: start + 5,
      reset: false,
      changes: [
        { table: 'assignments', op: 'update', id: essay.id, row: renamed },
        { table: 'assignments', op: 'delete', id: quiz.id, row: null },
        { table: 'classes', op: 'insert', id: math.id, row: math },
      ],
    });
    expect(await feed(maya, caughtUp.cursor)).toEqual({
      cursor: start + 5,
      reset: false,
      changes: [],
    });
    // Any whole list says where it stands, and it is the same number.
    expect(await listCursor(maya, '/api/classes')).toBe(start + 5);
  });

  it('numbers concurrent writes without gaps, in the order the socket hears them', async () => {
    const maya = await student(t);
    const socket = await socketOf(maya.browser);
    const start = Number(socket.ready?.cursor);
    const math = await post<SchoolClass>(maya, '/api/classes', { name: 'Math', color: '#3b82f6' });
    const tasks = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post<Assignment>(maya, '/api/assignments', { title: `Task ${i}`, classId: math.id }),
      ),
    );
    // A class's delete unfiles its assignments after announcing the class: with writes to those
    // assignments at the same moment, neither waits for the other for ever.
    const replies = await Promise.all([
      maya.browser.send('DELETE', `/api/classes/${math.id}`),
      ...tasks.map((task) =>
        maya.browser.send('PATCH', `/api/assignments/${task.id}`, { completed: true }),
      ),
    ]);
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    // The class, its tasks, its delete, each task's unfiling and each task's completion.
    const { cursor } = await feed(maya, start);
    expect(cursor).toBe(start + 1 + 6 + 1 + 6 + 6);
    const heard = await socket.take(cursor - start);
    expect(heard.map((message) => message.seq)).toEqual(heard.map((_, i) => start + 1 + i));
  });

  it('tells a device to start over after a restore, past its tombstones, or too far behind', async () => {
    const maya = await student(t);
    const start = await listCursor(maya);
    const backup = bodyOf<object>(await maya.browser.get('/api/backup'), 200);
    await post(maya, '/api/assignments', { title: 'Before the restore' });
    expect((await maya.browser.post('/api/backup', backup)).status).toBe(200);
    const restored = await feed(maya, start);
    expect(restored).toEqual({ cursor: start + 2, reset: true, changes: [] });
    // From there on, changes are listed again.
    const after = await post<Assignment>(maya, '/api/assignments', { title: 'After' });
    expect((await feed(maya, restored.cursor)).changes.map((change) => change.id)).toEqual([
      after.id,
    ]);
    // A device ahead of the server knew another database.
    expect((await feed(maya, start + 50)).reset).toBe(true);

    const many = await listCursor(maya);
    for (let i = 0; i <= MAX_FEED_CHANGES; i++) {
      await post(maya, '/api/assignments', { title: `Task ${i}` });
    }
    // Reading each of that many rows costs more than reading the lists again.
    expect(await feed(maya, many)).toEqual({
      cursor: many + MAX_FEED_CHANGES + 1,
      reset: true,
      changes: [],
    });
  });

  it('forgets tombstones after 30 days, sending back only the devices that slept longer', async () => {
    const maya = await student(t);
    const old = await post<Assignment>(maya, '/api/assignments', { title: 'Old' });
    await maya.browser.send('DELETE', `/api/assignments/${old.id}`);
    const knewTheDelete = await listCursor(maya);
    await t.database.db.execute(
      sql`update row_changes set changed_at = now() - interval '31 days' where row_id = ${old.id}`,
    );
    const recent = await post<Assignment>(maya, '/api/assignments', { title: 'Recent' });
    await maya.browser.send('DELETE', `/api/assignments/${recent.id}`);
    expect((await feed(maya, knewTheDelete - 2)).reset).toBe(true);
    expect(await feed(maya, knewTheDelete)).toMatchObject({
      reset: false,
      changes: [{ op: 'delete', id: recent.id, row: null }],
    });
  });

  it('refuses a change number that is not one, naming the field', async () => {
    const maya = await student(t);
    for (const since of ['', 'abc', '-1', '1.5', '1e300']) {
      expectFieldError(await maya.browser.get(`/api/changes?since=${since}`), 'since');
    }
    expectFieldError(await maya.browser.get('/api/changes'), 'since');
    expect((await t.app.inject({ method: 'GET', url: '/api/changes?since=0' })).statusCode).toBe(
      401,
    );
  });
});
