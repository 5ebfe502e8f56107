import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { connectDatabase, migrateDatabase, type DatabaseHandle } from '../src/db/client';
import { defineJob, type JobModule, type JobQueueOf } from '../src/jobs/job-types';
import { migrationsFolder } from '../src/paths';
import { Browser, createTestDatabase, ORIGIN, signUp } from './helpers';
import { TcpProxy } from './outage-helpers';

/** What the test module's handlers saw, by the instance that ran them. */
interface Seen {
  instance: string;
  name: string;
  payload: unknown;
}

const options = { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60 };

function testModule(instance: string, seen: Seen[]): JobModule {
  const record = (name: string) => (payload: unknown) => {
    seen.push({ instance, name, payload });
    return Promise.resolve();
  };
  return {
    name: 'test-jobs',
    jobs: {
      'test.count': defineJob({
        payload: z.object({ n: z.number().int() }),
        handler: record('test.count'),
        options,
        schedule: null,
      }),
      'test.assignment': defineJob({
        payload: z.object({ id: z.string(), op: z.string() }),
        handler: record('test.assignment'),
        options,
        schedule: null,
      }),
      'test.failing': defineJob({
        payload: z.object({ n: z.number() }),
        handler: async (payload) => {
          await record('test.failing')(payload);
          throw new Error('always fails');
        },
        options,
        schedule: null,
      }),
    },
    follows: {
      tables: ['assignments'],
      async onChange(tx, notice, jobs) {
        if (notice.type !== 'change') return;
        await queueOf(jobs).send(
          'test.assignment',
          { id: notice.id, op: notice.op },
          { tx, key: notice.id },
        );
      },
    },
  };
}

interface TestJobs {
  'test.count': { n: number };
  'test.assignment': { id: string; op: string };
  'test.failing': { n: number };
}

/** The server's queue knows only registered jobs; this test registers its own. */
const queueOf = (queue: unknown) => queue as JobQueueOf<TestJobs>;

async function appOn(url: string, instance: string, seen: Seen[]) {
  const config = loadConfig({
    DATA_DIR: '/nonexistent-assignd-jobs-test',
    AUTH_SECRET: 'a-test-secret-that-is-long-enough-for-auth',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    PUBLIC_URL: ORIGIN,
    JOBS_POLL_SECONDS: '0.5',
  });
  const database: DatabaseHandle = connectDatabase(url);
  await migrateDatabase(database.pool, migrationsFolder);
  const app = await buildApp({
    config,
    database,
    databaseMode: 'external',
    jobModules: [testModule(instance, seen)],
  });
  await app.ready();
  return {
    app,
    database,
    queue: queueOf(app.jobs),
    async close() {
      await app.close();
      await database.pool.end();
    },
  };
}

type Instance = Awaited<ReturnType<typeof appOn>>;

/** Polls until check passes or the deadline is reached. */
async function eventually(check: () => Promise<boolean> | boolean, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function jobStates(instance: Instance, name: string) {
  const result = await instance.database.db.execute<{ state: string; key: string | null }>(
    sql`select state, singleton_key as key from pgboss.job where name = ${name} order by created_on`,
  );
  return result.rows;
}

let database: { url: string; drop: () => Promise<void> };
const open: Instance[] = [];
const seen: Seen[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterEach(async () => {
  while (open.length) await open.pop()?.close();
  seen.length = 0;
});

afterAll(async () => {
  await database.drop();
});

async function start(instance: string) {
  const running = await appOn(database.url, instance, seen);
  open.push(running);
  return running;
}

describe('the job queue', () => {
  it('runs a job planned by a committed write exactly once, and plans nothing for a rollback', async () => {
    const a = await start('a');
    const browser = new Browser(a.app);
    await signUp(browser);
    const created = await browser.post('/api/assignments', { title: 'Essay' });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await eventually(async () =>
      (await jobStates(a, 'test.assignment')).some((job) => job.state === 'completed'),
    );
    expect(seen.filter((entry) => entry.name === 'test.assignment')).toEqual([
      { instance: 'a', name: 'test.assignment', payload: { id, op: 'insert' } },
    ]);

    await expect(
      a.database.db.transaction(async (tx) => {
        await a.queue.send('test.count', { n: 1 }, { tx });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await jobStates(a, 'test.count')).toEqual([]);
  });

  it('replanning a key leaves one job, and cancel removes it', async () => {
    const a = await start('a');
    const later = new Date(Date.now() + 3_600_000);
    await a.queue.send('test.count', { n: 1 }, { key: 'reminder-1', startAfter: later });
    await a.queue.send('test.count', { n: 2 }, { key: 'reminder-1', startAfter: later });
    await a.database.db.transaction((tx) =>
      a.queue.send('test.count', { n: 3 }, { key: 'reminder-1', startAfter: later, tx }),
    );
    const jobs = await a.database.db.execute<{ data: unknown }>(
      sql`select data from pgboss.job where name = 'test.count'`,
    );
    expect(jobs.rows).toEqual([{ data: { n: 3 } }]);
    expect(await a.queue.cancel('test.count', 'reminder-1')).toBe(1);
    expect(await jobStates(a, 'test.count')).toEqual([]);
  });

  it('two servers on one database handle 200 jobs, each exactly once', async () => {
    const [a, b] = [await start('a'), await start('b')];
    await a.database.db.transaction(async (tx) => {
      for (let n = 0; n < 200; n += 1) await a.queue.send('test.count', { n }, { tx });
    });
    await eventually(() => seen.length >= 200, 60_000);
    await eventually(async () =>
      (await jobStates(b, 'test.count')).every((job) => job.state === 'completed'),
    );
    const handled = seen.map((entry) => (entry.payload as { n: number }).n).sort((x, y) => x - y);
    expect(handled).toEqual(Array.from({ length: 200 }, (_, n) => n));
  });

  it('a job planned before its server stops runs on the next server to start', async () => {
    const a = await start('a');
    const startAfter = new Date(Date.now() + 2_000);
    await a.queue.send('test.count', { n: 7 }, { startAfter });
    await a.close();
    open.splice(open.indexOf(a), 1);
    expect(seen).toEqual([]);
    await start('b');
    await eventually(() => seen.length === 1);
    expect(seen).toEqual([{ instance: 'b', name: 'test.count', payload: { n: 7 } }]);
    expect(Date.now()).toBeGreaterThanOrEqual(startAfter.getTime());
  });

  it('fails a malformed payload without retries, and retries a failing handler, and goes on', async () => {
    const a = await start('a');
    // Written around the queue's own check, as an older server's job might have been.
    const malformed = await a.database.db.execute<{ id: string }>(
      sql`insert into pgboss.job (name, data) values ('test.count', '{"n":"not a number"}')
          returning id`,
    );
    const stateOf = async (id: string | undefined) => {
      const result = await a.database.db.execute<{ state: string }>(
        sql`select state from pgboss.job where id = ${id}`,
      );
      return result.rows[0]?.state;
    };
    await a.queue.send('test.failing', { n: 1 });
    await eventually(async () => (await stateOf(malformed.rows[0]?.id)) === 'failed');
    await eventually(async () =>
      (await jobStates(a, 'test.failing')).every((job) => job.state === 'failed'),
    );
    // The first try and one retry.
    expect(seen.filter((entry) => entry.name === 'test.failing')).toHaveLength(2);
    expect(seen.filter((entry) => entry.name === 'test.count')).toEqual([]);
    await a.queue.send('test.count', { n: 8 });
    await eventually(() => seen.some((entry) => entry.name === 'test.count'));
    await expect(a.queue.send('test.count', { n: 'x' } as never)).rejects.toThrow();
  });

  it('carries on when PostgreSQL goes away and comes back', async () => {
    const target = new URL(database.url);
    const proxy = new TcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.start();
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const a = await appOn(proxied.toString(), 'a', seen);
      open.push(a);
      // Working before the outage, so what follows is the queue coming back, not starting late.
      await a.queue.send('test.count', { n: 1 });
      await eventually(() => seen.some((entry) => (entry.payload as { n: number }).n === 1));
      await proxy.cut();
      // The queue's own connections are gone too: a send through them fails, it does not hang.
      // (Waiting instead for pg-boss to report a failed poll flaked in CI: some runs saw no
      // report within 20 s, for a reason not found yet.)
      await eventually(async () => {
        try {
          await a.queue.send('test.count', { n: 0 });
          return false;
        } catch {
          return true;
        }
      });
      await proxy.start();
      await eventually(async () => {
        try {
          await a.queue.send('test.count', { n: 2 });
          return true;
        } catch {
          return false;
        }
      });
      await eventually(() => seen.some((entry) => (entry.payload as { n: number }).n === 2));
      // The stack names the promise nobody awaited: in production it would end the process.
      expect(rejections.map((reason) => (reason instanceof Error ? reason.stack : reason))).toEqual(
        [],
      );
    } finally {
      process.off('unhandledRejection', onRejection);
      while (open.length) await open.pop()?.close();
      await proxy.cut();
    }
  });
});
