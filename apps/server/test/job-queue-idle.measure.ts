/*
 * The job queue's idle cost for docs/decisions/0011-job-queue.md, printed by
 * `npm run measure:jobs`: transactions a minute against a database with nothing to do, for the
 * registered modules as they are and for one module with one job queue. Counted by PostgreSQL
 * itself (pg_stat_database.xact_commit of the app's own database; every statement pg-boss sends
 * outside a transaction is one), so nothing of ours sits in the path being measured.
 */
import { setTimeout as pause } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, type JobModule } from '../src/jobs/job-types';
import { SERVER_MODULES } from '../src/modules/registry';
import { createTestApp, type TestApp } from './helpers';

const WINDOW_MS = 150_000;

const oneQueue: JobModule = {
  name: 'measure',
  jobs: {
    'measure.idle': defineJob({
      payload: z.object({}),
      handler: () => Promise.resolve(),
      options: { retryLimit: 1, retryDelaySeconds: 5, retryBackoff: false, expireInSeconds: 60 },
      schedule: null,
    }),
  },
  follows: null,
};

async function commits(app: TestApp): Promise<number> {
  const url = app.database.pool.options.connectionString ?? '';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ commits: string }>(
      'select xact_commit as commits from pg_stat_database where datname = current_database()',
    );
    return Number(result.rows[0]?.commits ?? 0);
  } finally {
    await client.end();
  }
}

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

it('reports the idle queue cost', { timeout: WINDOW_MS + 60_000 }, async () => {
  const settings = { JOBS_POLL_SECONDS: '2' };
  const registered = await createTestApp(settings, { jobModules: SERVER_MODULES });
  const single = await createTestApp(settings, { jobModules: [oneQueue] });
  apps.push(registered, single);
  // Past start-up (schema, queues) before counting.
  await pause(5_000);
  const before = await Promise.all([commits(registered), commits(single)]);
  await pause(WINDOW_MS);
  const after = await Promise.all([commits(registered), commits(single)]);
  // Each reading is itself one transaction.
  const perMinute = after.map((value, index) =>
    (((value - (before[index] ?? 0) - 1) * 60_000) / WINDOW_MS).toFixed(1),
  );
  process.stdout.write(
    `Idle transactions a minute: registered modules ${perMinute[0]}, one job queue ${perMinute[1]}\n`,
  );
  expect(after[1]).toBeGreaterThan(before[1] ?? 0);
});
