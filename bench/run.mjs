// `npm run bench` (after `npm run build`): seeds one student with 2,000 assignments and 30 classes
// on a fresh embedded database, then prints GET /api/assignments throughput and latency next to
// the same SQL behind a bare Fastify route, PATCH toggle-complete latency, and, in Chromium, the
// dashboard render time after the data arrives and the time from clicking Done to the row
// updating, and realtime delivery to 1,000 sockets of 100 students (bench/realtime.mjs). Only 127.0.0.1; child processes and the temporary data folder go away on exit.
//
// Settings (environment): BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (50),
// BENCH_BROWSER_RUNS (5), BENCH_REALTIME_WRITES (300), CHROMIUM_PATH (/usr/bin/chromium).
import { readFileSync } from 'node:fs';

import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import autocannon from 'autocannon';
import pg from 'pg';
import { measureBrowser } from './browser.mjs';

import { benchLifetime, numberSetting, printMachineLoad, root, seed, signUp } from './common.mjs';
import { printRunReport, summary } from './lib/run-report.mjs';

import { assignmentInput, classInput } from './lib/run-seed.mjs';

import { measureRealtime } from './realtime.mjs';

import {
  cpuMeter,
  freePort,
  postmasterPid,
  startNode,
  stopChild,
  waitForIdle,
  withDescendants,
} from './processes.mjs';

const SECONDS = numberSetting('BENCH_SECONDS', 10);
const WARMUP_SECONDS = numberSetting('BENCH_WARMUP_SECONDS', 3);
const CONNECTIONS = numberSetting('BENCH_CONNECTIONS', 50);
const BROWSER_RUNS = numberSetting('BENCH_BROWSER_RUNS', 5);
const REALTIME_WRITES = numberSetting('BENCH_REALTIME_WRITES', 300);
const ASSIGNMENTS = 2000;
const CLASSES = 30;
const TIME_LIMIT_MS = 10 * 60_000;

// ---------- lifetime: everything started here is stopped on exit, also on failure

let server;
let bare;
let db;
let browser;
const bench = benchLifetime({
  tag: 'bench',
  timeLimitMs: TIME_LIMIT_MS,
  release: async () => {
    await browser?.close().catch(() => undefined);
    await Promise.race([db?.end().catch(() => undefined), sleep(3_000)]);
  },
  outputs: () => [['bare server', bare]],
});
const { log, dataDir, pidFile } = bench;

// ---------- measuring

/** The server, the bare server and PostgreSQL: what must be idle before a measurement. */
function serverPids() {
  const postmaster = postmasterPid(pidFile);
  return [
    ...(server ? [server.child.pid] : []),
    ...(bare ? [bare.child.pid] : []),
    ...(postmaster ? withDescendants(postmaster) : []),
  ];
}

async function loadTest(label, options) {
  log(`${label}: ${options.duration} s at ${CONNECTIONS} connections`);
  const result = await autocannon({
    connections: CONNECTIONS,
    pipelining: 1,
    timeout: 30,
    ...options,
  });
  // autocannon stops without waiting for the answers on their way; let the servers finish them.
  await waitForIdle(serverPids);
  return result;
}

async function main() {
  printMachineLoad();
  console.log(
    'The load generator (autocannon, one thread in this process), the server and PostgreSQL share those cores; the figures are as measured, with the CPU each part used.',
  );

  const started = await bench.startServer({
    // The inspector (loopback, random port) lets the realtime part force a GC before it reads
    // the server's memory, so idle sockets are not hidden by garbage from the load runs.
    nodeArgs: ['--inspect=127.0.0.1:0'],
  });
  server = started.server;
  const { baseUrl } = started;
  const inspectorUrl = /ws:\/\/127\.0\.0\.1:\d+\/[\w-]+/.exec(server.output())?.[0];

  const email = 'bench.student@example.com';
  const password = 'study-hard-2026';
  const { userId, headers, api } = await signUp(baseUrl, { email, password });
  const { assignments, seconds: seedSeconds } = await seed(api, {
    classes: Array.from({ length: CLASSES }, (_, i) => classInput(i)),
    count: ASSIGNMENTS,
    assignmentInput,
    log,
  });

  // Our own connection to the same database, for checks and to read the server's query text.
  const dbPort = Number(readFileSync(pidFile, 'utf8').split('\n')[3]);
  const dbPassword = readFileSync(
    path.join(dataDir, 'secrets', 'database-password'),
    'utf8',
  ).trim();
  const databaseUrl = `postgres://assignd:${encodeURIComponent(dbPassword)}@127.0.0.1:${dbPort}/assignd`;
  db = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  db.on('error', () => undefined);
  const counts = (
    await db.query(
      'select (select count(*) from assignments where user_id = $1)::int as a, (select count(*) from classes where user_id = $1)::int as c',
      [userId],
    )
  ).rows[0];
  if (counts.a !== ASSIGNMENTS || counts.c !== CLASSES) {
    throw new Error(
      `expected ${ASSIGNMENTS} assignments and ${CLASSES} classes, found ${counts.a} and ${counts.c}`,
    );
  }

  const postgresPids = () => {
    const pid = postmasterPid(pidFile);
    return pid ? withDescendants(pid) : [];
  };
  // Seeding done; start measuring from a quiet server.
  await waitForIdle(serverPids);
  const meter = () =>
    cpuMeter({
      server: () => [server.child.pid],
      bare: () => (bare ? [bare.child.pid] : []),
      postgres: postgresPids,
      autocannon: () => [process.pid],
    });

  // GET, ours: warm up, then read the list query the server actually runs from pg_stat_activity.
  const listUrl = `${baseUrl}/api/assignments`;
  await loadTest('warm-up GET /api/assignments', {
    url: listUrl,
    headers,
    duration: WARMUP_SECONDS,
  });
  const captured = (
    await db.query(
      `select query from pg_stat_activity
        where datname = current_database() and query ilike '%from "assignments"%' and query ilike '%order by%'
        limit 1`,
    )
  ).rows[0]?.query;
  const listSql =
    captured ??
    'select "id", "user_id", "class_id", "title", "description", "due_date", "category", "completed", "notes", "created_at", "updated_at" from "assignments" where "assignments"."user_id" = $1 order by "assignments"."created_at" desc, "assignments"."id" desc';
  log(
    `list query (${captured ? "read from the server's connection" : 'not seen; using the known text'}): ${listSql}`,
  );

  // Bare baseline on its own port, same database, same SQL.
  const barePort = await freePort();
  const bareUrl = `http://127.0.0.1:${barePort}/api/assignments`;
  bare = await startNode('bare server', path.join(root, 'bench/bare-server.mjs'), {
    env: {
      PORT: String(barePort),
      DATABASE_URL: databaseUrl,
      BENCH_USER_ID: userId,
      BENCH_LIST_SQL: listSql,
    },
    readyUrl: `http://127.0.0.1:${barePort}/health`,
    timeoutMs: 30_000,
  });
  const oursBody = await (await fetch(listUrl, { headers })).text();
  const bareBody = await (await fetch(bareUrl)).text();
  const bodyBytes = Buffer.byteLength(oursBody);
  const sameBody = oursBody === bareBody;
  if (JSON.parse(oursBody).length !== ASSIGNMENTS)
    throw new Error('GET /api/assignments did not list every row');
  if (!sameBody) log('warning: the bare route does not answer byte for byte what ours answers');
  await loadTest('warm-up bare route', { url: bareUrl, duration: WARMUP_SECONDS });

  let cpu = meter();
  const oursGet = summary(
    await loadTest('GET /api/assignments', { url: listUrl, headers, duration: SECONDS }),
  );
  const oursCpu = cpu();
  cpu = meter();
  const bareGet = summary(
    await loadTest('bare Fastify, same SQL', { url: bareUrl, duration: SECONDS }),
  );
  const bareCpu = cpu();

  // PATCH toggle-complete, each request on the next of the 2,000 rows.
  const ids = assignments.map((a) => a.id);
  const completed = assignments.map((a) => a.completed);
  let next = 0;
  const patchOptions = (duration) => ({
    url: baseUrl,
    headers: { ...headers, 'content-type': 'application/json' },
    duration,
    requests: [
      {
        method: 'PATCH',
        setupRequest: (request) => {
          const i = next++ % ids.length;
          completed[i] = !completed[i];
          return {
            ...request,
            path: `/api/assignments/${ids[i]}`,
            body: JSON.stringify({ completed: completed[i] }),
          };
        },
      },
    ],
  });
  await loadTest('warm-up PATCH', patchOptions(Math.min(2, WARMUP_SECONDS)));
  const since = (await db.query('select clock_timestamp() as t')).rows[0].t;
  cpu = meter();
  const patch = summary(await loadTest('PATCH /api/assignments/:id', patchOptions(SECONDS)));
  const patchCpu = cpu();
  const touched = (
    await db.query(
      'select count(*)::int as n from assignments where user_id = $1 and updated_at >= $2',
      [userId, since],
    )
  ).rows[0].n;
  // The browser sees the data as seeded (a quarter done), whatever state the toggles left.
  await db.query('update assignments set completed = (id = any($2::uuid[])) where user_id = $1', [
    userId,
    assignments.filter((a) => a.completed).map((a) => a.id),
  ]);

  await stopChild(bare, 5_000);
  bare = undefined;

  // Browser
  const ui = await measureBrowser({
    baseUrl,
    email,
    password,
    renderRuns: BROWSER_RUNS,
    clickRuns: BROWSER_RUNS,
    log,
    onBrowser: (b) => {
      browser = b;
      if (bench.stopping()) void b.close();
    },
  });
  browser = undefined;

  // Realtime
  const live = await measureRealtime({
    baseUrl,
    serverPid: server.child.pid,
    inspectorUrl,
    writes: REALTIME_WRITES,
    log,
  });

  printRunReport(
    { ASSIGNMENTS, CLASSES, CONNECTIONS, SECONDS, WARMUP_SECONDS, BROWSER_RUNS },
    {
      seedSeconds,
      bodyBytes,
      sameBody,
      touched,
      oursGet,
      bareGet,
      patch,
      oursCpu,
      bareCpu,
      patchCpu,
      ui,
      live,
    },
  );
}

await bench.run(main);
