import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import type { Assignment, Page, PlannerEvent, SchoolClass } from '@assignd/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRandom, serialize } from './fuzz-inputs';
import { authOf, endpointsOf } from './fuzz-endpoints';
import { buildCases, type FuzzCase } from './fuzz-routes';
import { createTestApp, ORIGIN, type TestApp } from './helpers';
import { buyPlan } from './billing-helpers';
import { bodyOf, student, type Student } from './planner-helpers';
import { SERVER_MODULES } from '../src/modules/registry';
import type { JobModule } from '../src/jobs/job-types';

/*
 * Bad input for every route, derived from the route list and the request schemas. Each case must
 * answer below 500, and a 4xx must leave the database exactly as it was; the event loop (which
 * runs the server too, since requests are injected in-process) must never stall for 50 ms.
 * FUZZ_SEED=<n> replays another sequence (the seed in use is printed); FUZZ_VALUES_PER_FIELD=41
 * gives every field every bad value, for a longer run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const VALUES_PER_FIELD = Number(process.env.FUZZ_VALUES_PER_FIELD ?? 0);
const PASSWORD = 'correct-horse';
const CASE_TIMEOUT_MS = 10_000;
const MAX_LOOP_DELAY_MS = 50;
const LOOP_RESOLUTION_MS = 10;
const STALL_ATTEMPTS = 5;
const SESSION_COOKIE = 'assignd.session_token';

/**
 * The modules as registered, but with jobs that do nothing when they run. Jobs (a reminder coming
 * due, the digest planner's cron) write on their own clock, between a case's before and after; the
 * fuzz checks what requests write, and their follows still plan jobs inside each request.
 */
function quietJobModules(): JobModule[] {
  return SERVER_MODULES.map((module) => ({
    ...module,
    jobs: Object.fromEntries(
      Object.entries(module.jobs ?? {}).map(([name, definition]) => [
        name,
        { ...definition, handler: () => Promise.resolve() },
      ]),
    ),
  }));
}

let t: TestApp;
let who: Student;
beforeAll(async () => {
  // Addresses vary per case as well, so the limiter answers as it would for many clients.
  t = await createTestApp({ AUTH_RATE_LIMIT: '100000' }, { jobModules: quietJobModules() });
  who = await student(t);
  // Pro, so the Pro-only routes (focus timer, study sets) read their input instead of all
  // answering 403 before it; the billing routes answer a Pro student too.
  await buyPlan(who.browser, 'lifetime');
});
afterAll(() => t.close());

let stateSql: string | undefined;

/**
 * Per table: its row count and newest row version. Any committed insert, update or delete moves
 * one of them, and they cost far less to read than a checksum of every row.
 */
async function databaseState(): Promise<{ tables: Map<string, string>; signedIn: boolean }> {
  if (!stateSql) {
    const tables = await t.database.pool.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public' order by tablename",
    );
    stateSql = [
      ...tables.rows.map(
        ({ tablename }) =>
          `select '${tablename}' as name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as state from "${tablename}"`,
      ),
      `select 'signed in', count(*)::text from sessions where token = $1`,
    ].join(' union all ');
  }
  const token = decodeURIComponent(who.browser.cookie(SESSION_COOKIE) ?? '').split('.')[0] ?? '';
  const result = await t.database.pool.query<{ name: string; state: string }>(stateSql, [token]);
  const states = new Map(result.rows.map((row) => [row.name, row.state]));
  const signedIn = states.get('signed in') === '1';
  states.delete('signed in');
  return { tables: states, signedIn };
}

const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([name, state]) => before.get(name) !== state).map(([name]) => name);

async function seedPlanner() {
  const post = async <T>(url: string, body: Record<string, unknown>) =>
    bodyOf<T>(await who.browser.post(url, body));
  const math = await post<SchoolClass>('/api/classes', { name: 'Math', daysOfWeek: [1, 3] });
  const essay = await post<Assignment>('/api/assignments', {
    title: 'Essay',
    classId: math.id,
    dueDate: '2026-09-01T08:00:00.000Z',
  });
  const fair = await post<PlannerEvent>('/api/events', { title: 'Science fair' });
  // A second row in each list, so a page of one hands out a real next-page cursor.
  await post('/api/classes', { name: 'Chemistry' });
  await post('/api/assignments', { title: 'Lab report' });
  await post('/api/events', { title: 'Open day' });
  const schedule = await who.browser.send('PUT', '/api/schedule', {
    type: 'weekly',
    days: {
      '1': [{ id: 'p1', label: 'Math', start: '8:00 AM', end: '8:50 AM', classId: math.id }],
    },
  });
  expect(schedule.status).toBe(200);
  const ownedIds: Record<string, string> = {
    '/api/classes': math.id,
    '/api/assignments': essay.id,
    '/api/events': fair.id,
  };
  const tokens: Record<string, Record<string, string>> = {};
  for (const url of Object.keys(ownedIds)) {
    const page = bodyOf<Page<unknown>>(await who.browser.get(`${url}?limit=1`), 200);
    if (page.nextCursor) tokens[url] = { cursor: page.nextCursor };
  }
  return { ownedIds, tokens };
}

async function send(fuzzCase: FuzzCase, index: number) {
  const cookie = who.browser.cookie(SESSION_COOKIE);
  const payload =
    fuzzCase.raw ?? (fuzzCase.body === undefined ? undefined : serialize(fuzzCase.body));
  const request = t.app.inject({
    method: fuzzCase.method as 'GET',
    url: fuzzCase.url,
    remoteAddress: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    headers: {
      origin: ORIGIN,
      ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
      ...(payload === undefined
        ? {}
        : { 'content-type': fuzzCase.contentType ?? 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<'stalled'>((resolve) => {
    timer = setTimeout(() => resolve('stalled'), CASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([request, stalled]);
  } finally {
    clearTimeout(timer);
  }
}

/** The longest the loop waited since the last reading, beyond the timer's own interval. */
function loopDelay(loop: IntervalHistogram): number {
  const delay = loop.max / 1e6 - LOOP_RESOLUTION_MS;
  loop.reset();
  return delay;
}

/** The password a change-password case set, whether its body was written as a value or as text. */
function newPasswordOf(fuzzCase: FuzzCase): string | undefined {
  let body = fuzzCase.body;
  try {
    body ??= JSON.parse((fuzzCase.raw ?? '').replace(/^\ufeff/, ''));
  } catch {
    return undefined;
  }
  const value = (body as { newPassword?: unknown } | null)?.newPassword;
  return typeof value === 'string' ? value : undefined;
}

const statusClass = (status: number) =>
  status >= 500 ? '5xx' : status < 300 ? '2xx' : String(status);

/** Sends every case in order; what each one broke goes into failures. */
async function runCases(cases: FuzzCase[]) {
  const counts = new Map<string, number>();
  const failures: string[] = [];
  const refusedBases: string[] = [];
  const count = (name: string) => counts.set(name, (counts.get(name) ?? 0) + 1);
  const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  let worstDelay = 0;
  let password = PASSWORD;
  let before = await databaseState();
  loop.enable();
  try {
    for (const [index, fuzzCase] of cases.entries()) {
      const label = `${fuzzCase.route} [${fuzzCase.kind}]`;
      const reply = await send(fuzzCase, index).catch((error: unknown) => error as Error);
      if (reply instanceof Error || reply === 'stalled') {
        count('no answer');
        failures.push(
          `${label}: ${reply === 'stalled' ? `no answer in ${CASE_TIMEOUT_MS} ms` : String(reply)}`,
        );
        continue;
      }
      const status = reply.statusCode;
      count(statusClass(status));
      if (
        fuzzCase.kind === 'valid base' &&
        status >= 300 &&
        !fuzzCase.url.startsWith('/api/auth/')
      ) {
        // The other cases change one field of this body, so a refused one means they go less deep.
        refusedBases.push(`${label}: ${status} ${reply.body.slice(0, 160)}`);
      }
      let after = await databaseState();
      if (status >= 500) failures.push(`${label}: ${status} ${reply.body.slice(0, 160)}`);
      const changed = changedTables(before.tables, after.tables);
      if (status >= 400 && status < 500 && changed.length > 0) {
        failures.push(
          `${label}: ${status} yet changed ${changed.join(', ')}: ${reply.body.slice(0, 120)}`,
        );
      }
      if (status < 300 && changed.length > 0) count('2xx that wrote');
      // Read per case so a stall names its input. Other processes on a busy machine delay the
      // loop too, so a stall counts only when the same input stalls on each of its replays.
      const delays = [loopDelay(loop)];
      while (delays.length < STALL_ATTEMPTS && Math.min(...delays) >= MAX_LOOP_DELAY_MS) {
        await send(fuzzCase, index);
        after = await databaseState();
        delays.push(loopDelay(loop));
      }
      worstDelay = Math.max(worstDelay, Math.min(...delays));
      if (Math.min(...delays) >= MAX_LOOP_DELAY_MS) {
        failures.push(
          `${label}: event loop blocked ${delays.map((ms) => ms.toFixed(0)).join(', ')} ms`,
        );
      }
      if (status < 300 && fuzzCase.url.includes('/change-password')) {
        password = newPasswordOf(fuzzCase) ?? password;
      }
      if (!after.signedIn) {
        // Sign-out and revoke cases end the session; the cases after them need one again.
        const signIn = await who.browser.post('/api/auth/sign-in/email', {
          email: who.email,
          password,
        });
        expect(signIn.status, `sign-in again after ${label}`).toBe(200);
        after = await databaseState();
      }
      before = after;
    }
  } finally {
    loop.disable();
  }
  return { counts, failures, refusedBases, worstDelay };
}

describe('fuzz', () => {
  it(
    'every route answers bad input below 500, a 4xx changes nothing, the loop never stalls',
    { timeout: VALUES_PER_FIELD ? 1_800_000 : 180_000 },
    async () => {
      const { ownedIds, tokens } = await seedPlanner();
      const auth = authOf(t);
      const cases = buildCases(endpointsOf(t.app, auth), {
        random: seededRandom(SEED),
        valuesPerField: VALUES_PER_FIELD || 8,
        hashingValuesPerField: VALUES_PER_FIELD || 3,
        email: who.email,
        password: PASSWORD,
        ownedIds,
        classId: ownedIds['/api/classes'] ?? '',
        tokens,
      });
      const routes = new Set(cases.map((fuzzCase) => fuzzCase.route));
      console.warn(`fuzz: seed ${SEED}, ${cases.length} cases over ${routes.size} routes`);
      // The route list is read from printRoutes' text; if its layout changed, nothing would be sent.
      for (const known of [
        'PATCH /api/classes/:id',
        'PUT /api/schedule',
        'POST /api/auth/sign-in/email',
      ]) {
        expect(routes).toContain(known);
      }

      const crashes: unknown[] = [];
      const onCrash = (error: unknown) => crashes.push(error);
      process.on('uncaughtException', onCrash);
      process.on('unhandledRejection', onCrash);
      const started = performance.now();
      const { counts, failures, refusedBases, worstDelay } = await runCases(cases).finally(() => {
        process.off('uncaughtException', onCrash);
        process.off('unhandledRejection', onCrash);
      });

      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const byStatus = [...counts]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, n]) => `${name} ${n}`);
      if (!counts.has('5xx')) byStatus.push('5xx 0');
      console.warn(
        `fuzz: ${cases.length} cases, ${byStatus.join(', ')}; ` +
          `event-loop delay max ${worstDelay.toFixed(1)} ms (the least of ${STALL_ATTEMPTS} sends where one was over ${MAX_LOOP_DELAY_MS}); ${seconds} s; seed ${SEED}`,
      );
      if (refusedBases.length > 0) {
        console.warn(`fuzz: valid bodies the routes refused:\n${refusedBases.join('\n')}`);
      }
      if (failures.length > 0)
        console.warn(`fuzz failures (${failures.length}):\n${failures.join('\n')}`);

      expect(crashes).toEqual([]);
      expect(failures.length, failures.slice(0, 40).join('\n')).toBe(0);
      expect(worstDelay).toBeLessThan(MAX_LOOP_DELAY_MS);
      expect((await who.browser.get('/api/health')).status).toBe(200);
    },
  );
});
