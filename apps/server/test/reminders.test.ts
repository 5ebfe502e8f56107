import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { instantToLocalDateTime } from '@assignd/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/client';
import { assignments } from '../src/modules/assignments/table';
import { reminders } from '../src/modules/reminders/table';
import { startFakeSmtp } from './fake-smtp';
import { Browser, createTestDatabase, newUser, signUp } from './helpers';
import { eventually, serverOn, type Server, smtpMailer, waitingJobs } from './reminder-helpers';

let database: { url: string; drop: () => Promise<void> };
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let dataDir: string;
const open: Server[] = [];

beforeAll(async () => {
  [database, smtp] = await Promise.all([createTestDatabase(), startFakeSmtp()]);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'assignd-reminders-'));
});
afterEach(async () => {
  while (open.length) await open.pop()?.close();
});
afterAll(async () => {
  await Promise.all([database.drop(), smtp.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(clock?: () => Date) {
  const server = await serverOn(database.url, smtpMailer(smtp.url), dataDir, { clock });
  open.push(server);
  return server;
}

async function stop(server: Server) {
  open.splice(open.indexOf(server), 1);
  await server.close();
}

async function studentOn(server: Server, timeZone = 'UTC') {
  const browser = new Browser(server.app);
  const user = newUser();
  const { reply } = await signUp(browser, user);
  expect(reply.status).toBe(200);
  const saved = await browser.send('PATCH', '/api/preferences', { timeZone });
  expect(saved.status).toBe(200);
  return { browser, email: user.email };
}

const HOUR = 3_600_000;
/** A timed due date whose hour-before reminder comes `ms` from now. */
const dueSoon = (ms: number) => new Date(Date.now() + HOUR + ms).toISOString();
const mailsTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email));

/** Adds an essay due two days ahead at 09:30 New York time, whatever today is; its id and day. */
async function essayInTwoDays(who: { browser: Browser }) {
  const day = new Date(Date.now() + 2 * 24 * HOUR).toISOString().slice(0, 10);
  const created = await who.browser.post('/api/assignments', {
    title: 'Essay',
    dueDate: `${day}T14:30:00.000Z`,
  });
  return { day, id: created.body.id as string };
}

async function plannedRows(server: Server, assignmentId: string) {
  const rows = await server.database.db
    .select()
    .from(reminders)
    .where(eq(reminders.assignmentId, assignmentId));
  return rows
    .map((row) => ({ kind: row.kind, at: row.plannedAt.toISOString(), state: row.state }))
    .sort((a, b) => a.kind.localeCompare(b.kind));
}

describe('planning reminders from assignment changes', () => {
  it('plans on create, replans on a move, cancels on completion and on deletion', async () => {
    const a = await start();
    const maya = await studentOn(a, 'America/New_York');
    const { day, id } = await essayInTwoDays(maya);
    const rows = await plannedRows(a, id);
    expect(rows.map((row) => [row.kind, row.state])).toEqual([
      ['evening', 'planned'],
      ['hour', 'planned'],
    ]);
    expect(rows[1]?.at).toBe(`${day}T13:30:00.000Z`);
    const jobs = (await waitingJobs(a)).filter((job) => job.key.endsWith(id));
    expect(jobs).toEqual([
      { key: `evening:${id}`, start: rows[0]?.at },
      { key: `hour:${id}`, start: rows[1]?.at },
    ]);

    // Moved to 23:59 that day (no time): the hour-before reminder and its job go.
    await maya.browser.send('PATCH', `/api/assignments/${id}`, {
      dueDate: `${day}T04:59:00.000Z`,
    });
    expect((await plannedRows(a, id)).map((row) => row.kind)).toEqual(['evening']);
    expect((await waitingJobs(a)).filter((job) => job.key.endsWith(id)).map((j) => j.key)).toEqual([
      `evening:${id}`,
    ]);

    await maya.browser.send('PATCH', `/api/assignments/${id}`, { completed: true });
    expect(await plannedRows(a, id)).toEqual([]);
    expect((await waitingJobs(a)).filter((job) => job.key.endsWith(id))).toEqual([]);

    await maya.browser.send('PATCH', `/api/assignments/${id}`, { completed: false });
    expect(await plannedRows(a, id)).toHaveLength(1);
    await maya.browser.send('DELETE', `/api/assignments/${id}`);
    expect((await waitingJobs(a)).filter((job) => job.key.endsWith(id))).toEqual([]);
  });

  it('leaves the plan and its jobs be on an edit that moves no reminder', async () => {
    const a = await start();
    const maya = await studentOn(a, 'America/New_York');
    const { day, id } = await essayInTwoDays(maya);
    const snapshot = async () => {
      const rows = await a.database.db
        .select({ id: reminders.id, kind: reminders.kind, dueAt: reminders.dueAt })
        .from(reminders)
        .where(eq(reminders.assignmentId, id))
        .orderBy(reminders.kind);
      const jobs = await a.database.db.execute<{ id: string }>(
        sql`select id from pgboss.job where name = 'reminders.send'
            and singleton_key like ${`%:${id}`} and state < 'active' order by singleton_key`,
      );
      return { rows, jobs: jobs.rows };
    };
    const before = await snapshot();
    expect(before.rows).toHaveLength(2);

    const renamed = await maya.browser.send('PATCH', `/api/assignments/${id}`, {
      title: 'Essay, final draft',
      description: 'Two pages',
    });
    expect(renamed.status).toBe(200);
    expect(await snapshot()).toEqual(before);

    // An hour later the same day: the evening reminder keeps its instant but is planned for the
    // new due time, or its sender would take it for a moved assignment's and drop it.
    await maya.browser.send('PATCH', `/api/assignments/${id}`, { dueDate: `${day}T15:30:00.000Z` });
    const moved = await snapshot();
    expect(moved.rows.map((row) => [row.kind, row.dueAt?.toISOString()])).toEqual([
      ['evening', `${day}T15:30:00.000Z`],
      ['hour', `${day}T15:30:00.000Z`],
    ]);
    expect(moved.rows[0]?.id).not.toBe(before.rows[0]?.id);
    expect(moved.jobs).toHaveLength(2);
  });

  it("plans from the app's clock, not the machine's", async () => {
    // A Monday long gone by the machine's clock: planned from it, nothing would be ahead.
    const a = await start(() => new Date('2026-03-09T12:00:00.000Z'));
    const maya = await studentOn(a);
    const created = await maya.browser.post('/api/assignments', {
      title: 'Lab report',
      dueDate: '2026-03-10T15:00:00.000Z',
    });
    const id = created.body.id as string;
    const rows = await plannedRows(a, id);
    expect(rows.map((row) => [row.kind, row.at])).toEqual([
      ['evening', '2026-03-09T18:00:00.000Z'],
      ['hour', '2026-03-10T14:00:00.000Z'],
    ]);
    // Any state: the queue may already have run them (due by the machine's clock).
    const jobs = await a.database.db.execute<{ key: string; start: Date }>(
      sql`select singleton_key as key, start_after as start from pgboss.job
          where name = 'reminders.send' and singleton_key like ${`%:${id}`} order by singleton_key`,
    );
    expect(jobs.rows.map((job) => [job.key, new Date(job.start).toISOString()])).toEqual([
      [`evening:${id}`, '2026-03-09T18:00:00.000Z'],
      [`hour:${id}`, '2026-03-10T14:00:00.000Z'],
    ]);
  });

  it('replans when the student changes their timing, and drops everything when turned off', async () => {
    const a = await start();
    const maya = await studentOn(a, 'America/New_York');
    const { id } = await essayInTwoDays(maya);
    await maya.browser.send('PATCH', '/api/preferences', {
      eveningTime: '20:15',
      hourBefore: false,
    });
    const [evening] = await plannedRows(a, id);
    expect(instantToLocalDateTime(new Date(evening?.at ?? ''), 'America/New_York').time).toBe(
      '20:15',
    );
    expect((await plannedRows(a, id)).map((row) => row.kind)).toEqual(['evening']);

    await maya.browser.send('PATCH', '/api/preferences', { remindersEnabled: false });
    expect(await plannedRows(a, id)).toEqual([]);
    expect((await waitingJobs(a)).filter((job) => job.key.endsWith(id))).toEqual([]);
  });
});

describe('sending through the queue', () => {
  it('two servers on one database send each of 10 reminders exactly once', async () => {
    const [a, b] = [await start(), await start()];
    const maya = await studentOn(a);
    const ids: string[] = [];
    for (let n = 0; n < 10; n += 1) {
      const created = await maya.browser.post('/api/assignments', {
        title: `Worksheet ${n}`,
        dueDate: dueSoon(3_000),
      });
      ids.push(created.body.id as string);
    }
    await eventually(() => mailsTo(maya.email).length >= 10);
    await eventually(async () => {
      const states = await Promise.all(ids.map((id) => plannedRows(b, id)));
      return states.flat().every((row) => row.state === 'sent');
    });
    const subjects = mailsTo(maya.email)
      .map((mail) => /^Subject: (.*)$/m.exec(mail.data)?.[1])
      .sort();
    expect(subjects).toEqual(
      Array.from({ length: 10 }, (_, n) => `Due in an hour: Worksheet ${n}`).sort(),
    );
  });

  it('a reminder planned before a restart is sent once by the next server', async () => {
    const a = await start();
    const maya = await studentOn(a);
    const created = await maya.browser.post('/api/assignments', {
      title: 'Lab report',
      dueDate: dueSoon(2_500),
    });
    const id = created.body.id as string;
    await stop(a);
    expect(mailsTo(maya.email)).toEqual([]);
    const b = await start();
    await eventually(() => mailsTo(maya.email).length === 1);
    await eventually(async () => (await plannedRows(b, id))[0]?.state === 'sent');
    expect(mailsTo(maya.email)).toHaveLength(1);
  });

  it('after downtime: a late reminder still useful is sent once, a stale one is dropped', async () => {
    const a = await start();
    const maya = await studentOn(a);
    const add = async (title: string) =>
      (await maya.browser.post('/api/assignments', { title, dueDate: dueSoon(5_000) })).body
        .id as string;
    const useful = await add('Still useful');
    const stale = await add('Too late');
    await stop(a);

    // While the server is down, time passes: written straight to the database as it would stand
    // at restart, both reminders are past; one assignment is still to come, the other is due.
    const db = connectDatabase(database.url);
    const shift = async (id: string, dueIn: number) => {
      const due = new Date(Date.now() + dueIn);
      await db.db.update(assignments).set({ dueDate: due }).where(eq(assignments.id, id));
      await db.db
        .update(reminders)
        .set({ plannedAt: new Date(due.getTime() - HOUR), dueAt: due })
        .where(eq(reminders.assignmentId, id));
    };
    await shift(useful, 30 * 60_000); // reminder 30 minutes late, work due in 30 minutes
    await shift(stale, -30 * 60_000); // reminder 90 minutes late, work already due
    await db.pool.end();

    const b = await start();
    await eventually(async () =>
      [...(await plannedRows(b, useful)), ...(await plannedRows(b, stale))].every(
        (row) => row.state !== 'planned',
      ),
    );
    expect((await plannedRows(b, useful)).map((row) => row.state)).toEqual(['sent']);
    expect((await plannedRows(b, stale)).map((row) => row.state)).toEqual(['stale']);
    expect(mailsTo(maya.email).map((mail) => /^Subject: (.*)$/m.exec(mail.data)?.[1])).toEqual([
      'Due in an hour: Still useful',
    ]);
  });
});
