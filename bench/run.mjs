// `npm run bench` (after `npm run build`): on a fresh embedded database, 50 students with 2,000
// assignments and 30 classes each (the first filled through the API row by row, the others by
// restoring its backup file). GET /api/assignments and PATCH toggle-complete run with each request
// as the next student in turn, so no student has more than a few requests in flight and the
// per-student gate refuses none; the same two requests then run against a bare Fastify server
// that runs the same statements (bench/bare-server.mjs), whose answers are first checked to be the
// same bytes for every student. Then, in Chromium, the dashboard render time after the data
// arrives and the time from clicking Done to the row updating, and realtime delivery to 1,000
// sockets of 100 students (bench/realtime.mjs). Any failed request or differing answer is reported
// and makes the exit status 1. Only 127.0.0.1; child processes and the temporary data folder go
// away on exit.
//
// Settings (environment): BENCH_SECONDS (10, per run), BENCH_ROUNDS (3 runs each of ours and
// bare, in turn), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (50), BENCH_STUDENTS (50), BENCH_BROWSER_RUNS (5), BENCH_REALTIME_WRITES (300), CHROMIUM_PATH
// (/usr/bin/chromium).
import { readFileSync } from 'node:fs';

import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import autocannon from 'autocannon';
import pg from 'pg';
import { measureBrowser } from './browser.mjs';

import { benchLifetime, numberSetting, printMachineLoad, root, seed, signUp } from './common.mjs';
import { printRunReport, summary } from './lib/run-report.mjs';

import { assignmentInput, classInput } from './lib/run-seed.mjs';
import {
  compareAnswers,
  listRequests,
  seedStudents,
  sessionTable,
  toggleRequests,
} from './lib/students.mjs';

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
const STUDENTS = numberSetting('BENCH_STUDENTS', 50);
const ROUNDS = numberSetting('BENCH_ROUNDS', 3);
const BROWSER_RUNS = numberSetting('BENCH_BROWSER_RUNS', 5);
const REALTIME_WRITES = numberSetting('BENCH_REALTIME_WRITES', 300);
const ASSIGNMENTS = 2000;
const CLASSES = 30;
// On a machine shared with other work, seeding alone has taken four minutes.
const TIME_LIMIT_MS = 20 * 60_000;

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

/** Every load run, warm-ups too, with how many of its requests failed. */
const failuresByRun = [];

async function loadTest(label, options) {
  log(`${label}: ${options.duration} s at ${CONNECTIONS} connections over ${STUDENTS} students`);
  const result = summary(
    await autocannon({ connections: CONNECTIONS, pipelining: 1, timeout: 30, ...options }),
  );
  failuresByRun.push([label, result.failures]);
  if (result.failures > 0) {
    log(`${label}: ${result.failures} requests FAILED (${result.failedHow})`);
    if (bare && label.includes('bare')) log(`bare server output:\n${bare.output().slice(-2000)}`);
  }
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

  // Student 0, the one the browser signs in as, fills the planner through the API row by row;
  // the others sign up through the API and get a copy of student 0's rows (lib/students.mjs).
  const email = 'bench.student@example.com';
  const password = 'study-hard-2026';
  const first = await signUp(baseUrl, { email, password });
  const { assignments, seconds: seedSeconds } = await seed(first.api, {
    classes: Array.from({ length: CLASSES }, (_, i) => classInput(i)),
    count: ASSIGNMENTS,
    assignmentInput,
    log,
  });
  // Our own connection to the same database, to seed the other students and for checks.
  const dbPort = Number(readFileSync(pidFile, 'utf8').split('\n')[3]);
  const dbPassword = readFileSync(
    path.join(dataDir, 'secrets', 'database-password'),
    'utf8',
  ).trim();
  const databaseUrl = `postgres://assignd:${encodeURIComponent(dbPassword)}@127.0.0.1:${dbPort}/assignd`;
  db = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  db.on('error', () => undefined);
  const others = await seedStudents(baseUrl, db, {
    count: STUDENTS - 1,
    from: first.userId,
    log,
  });
  const students = [first, ...others.students];
  const counts = (
    await db.query(
      `select (select count(*) from assignments where user_id = u)::int as a,
              (select count(*) from classes where user_id = u)::int as c
         from unnest($1::uuid[]) as u`,
      [students.map((s) => s.userId)],
    )
  ).rows;
  const short = counts.findIndex((c) => c.a !== ASSIGNMENTS || c.c !== CLASSES);
  if (short >= 0) {
    throw new Error(
      `expected ${ASSIGNMENTS} assignments and ${CLASSES} classes for each student, student ${short} has ${counts[short].a} and ${counts[short].c}`,
    );
  }

  // The bare baseline on its own port, same database, knowing the students by their cookies.
  const barePort = await freePort();
  const bareUrl = `http://127.0.0.1:${barePort}`;
  bare = await startNode('bare server', path.join(root, 'bench/bare-server.mjs'), {
    env: {
      PORT: String(barePort),
      DATABASE_URL: databaseUrl,
      BENCH_SESSIONS: sessionTable(students),
    },
    readyUrl: `${bareUrl}/health`,
    timeoutMs: 30_000,
  });
  const { differences, listBytes, rows } = await compareAnswers(baseUrl, bareUrl, students);
  for (const difference of differences) log(`not the same answer: ${difference}`);

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
  const measure = async (label, options) => {
    const cpu = meter();
    const result = await loadTest(label, { ...options, duration: SECONDS });
    return { ...result, cpu: cpu() };
  };
  // Ours and bare in turn, ROUNDS times: a change in the machine's other load falls on both.
  const compare = async (label, ours, bare) => {
    const runs = { ours: [], bare: [] };
    for (let round = 1; round <= ROUNDS; round += 1) {
      runs.ours.push(await measure(`${label}, round ${round}`, ours));
      runs.bare.push(await measure(`bare ${label}, round ${round}`, bare));
    }
    return runs;
  };

  const list = (url) => listRequests(url, students, '/api/assignments');
  await loadTest('warm-up GET /api/assignments', { ...list(baseUrl), duration: WARMUP_SECONDS });
  await loadTest('warm-up bare GET', { ...list(bareUrl), duration: WARMUP_SECONDS });
  const get = await compare('GET /api/assignments', list(baseUrl), list(bareUrl));

  // PATCH toggle-complete: each request flips the next row of the next student.
  const toggle = (url) => toggleRequests(url, students, rows);
  const warmUp = Math.min(2, WARMUP_SECONDS);
  await loadTest('warm-up PATCH', { ...toggle(baseUrl), duration: warmUp });
  await loadTest('warm-up bare PATCH', { ...toggle(bareUrl), duration: warmUp });
  const since = (await db.query('select clock_timestamp() as t')).rows[0].t;
  const patch = await compare('PATCH /api/assignments/:id', toggle(baseUrl), toggle(bareUrl));
  const touched = (
    await db.query('select count(*)::int as n from assignments where updated_at >= $1', [since])
  ).rows[0].n;
  // The browser sees the data as seeded (a quarter done), whatever state the toggles left.
  await db.query('update assignments set completed = (id = any($2::uuid[])) where user_id = $1', [
    first.userId,
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

  const ok = printRunReport(
    { ASSIGNMENTS, CLASSES, STUDENTS, CONNECTIONS, SECONDS, ROUNDS, WARMUP_SECONDS, BROWSER_RUNS },
    {
      seedSeconds,
      copySeconds: others.seconds,
      listBytes,
      differences,
      failuresByRun,
      touched,
      get,
      patch,
      ui,
      live,
    },
  );
  if (!ok) process.exitCode = 1;
}

await bench.run(main);
