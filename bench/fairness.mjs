// `npm run bench:fairness`: can one student starve the others? Student A fills their assignments
// to the quota and pulls the whole list with 25 requests in parallel, each sent again as soon as
// it is answered (no backing off, as a script would), while student B uses the planner: the
// profile and B's own list, one request at a time. Prints B's latency (and, first, with A idle),
// A's answers by status and the server's peak memory. The built server (API only) runs on
// 127.0.0.1 with a fresh embedded database; everything started here goes away on exit.
//
// Settings (environment): FAIRNESS_SECONDS (20), FAIRNESS_PARALLEL (25).
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import {
  benchLifetime,
  fmt,
  ms,
  numberSetting,
  percentile,
  printMachineLoad,
  report,
  signUp,
} from './common.mjs';

const SECONDS = numberSetting('FAIRNESS_SECONDS', 20);
const BASELINE_SECONDS = 5;
const PARALLEL = numberSetting('FAIRNESS_PARALLEL', 25);
// QUOTAS.assignments in packages/schemas/src/quotas.ts; the bench checks the server agrees.
const ASSIGNMENT_QUOTA = 5000;
const ATTACK_ROWS = 100_000;
const B_TARGET_P99_MS = 200;

const bench = benchLifetime({ tag: 'fairness', timeLimitMs: 10 * 60_000, release: async () => {} });
const { log } = bench;

/** Peak and current resident memory of a process in bytes, from /proc (Linux). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (key) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+)`, 'm'))?.[1] ?? NaN);
  return { peak: kib('VmHWM') * 1024, now: kib('VmRSS') * 1024 };
}

const mib = (bytes) => `${fmt(bytes / 1024 / 1024)} MiB`;

const assignmentRow = (i) => ({
  title: `Reading response ${i + 1}: chapter ${(i % 40) + 1}`,
  description: 'Answer the discussion questions at the end of the chapter in full sentences.',
  dueDate: new Date(Date.UTC(2026, 8, 1) + (i % 270) * 86_400_000).toISOString(),
  category: ['Homework', 'Reading', 'Quiz', 'Test', 'Project', 'Other'][i % 6],
  completed: i % 3 === 0,
});

async function send(baseUrl, headers, method, url, body) {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, text };
}

await bench.run(async () => {
  printMachineLoad();
  const { server, baseUrl } = await bench.startServer({ web: false });
  const pid = server.child.pid;
  const a = await signUp(baseUrl, { email: 'student.a@example.com', password: 'study-hard-2026' });
  const b = await signUp(baseUrl, { email: 'student.b@example.com', password: 'study-hard-2026' });

  // The file of the original report: refused whole, before its rows are read.
  const attack = await send(baseUrl, a.headers, 'POST', '/api/backup', {
    assignments: Array.from({ length: ATTACK_ROWS }, (_, i) => ({
      title: `Row ${i}`,
      category: 'Other',
      completed: false,
    })),
  });
  log(`restoring ${fmt(ATTACK_ROWS)} assignments answered ${attack.status}: ${attack.text}`);
  if (attack.status !== 413) throw new Error(`expected 413, got ${attack.status}`);

  const restore = await send(baseUrl, a.headers, 'POST', '/api/backup', {
    assignments: Array.from({ length: ASSIGNMENT_QUOTA }, (_, i) => assignmentRow(i)),
  });
  if (restore.status !== 200) throw new Error(`restore answered ${restore.status}`);
  const extra = await send(baseUrl, a.headers, 'POST', '/api/assignments', assignmentRow(0));
  if (extra.status !== 409) throw new Error(`a create past the quota answered ${extra.status}`);
  for (let i = 0; i < 20; i += 1) await b.api('POST', '/api/assignments', assignmentRow(i));
  const fullList = await send(baseUrl, a.headers, 'GET', '/api/assignments');
  log(
    `A holds ${fmt(JSON.parse(fullList.text).length)} assignments (the quota; one more answered 409), ${mib(fullList.text.length)} as JSON; B holds 20`,
  );

  const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
  /** B's requests one at a time until `until`: the profile and B's own list in turn. */
  const studentB = async (until) => {
    const times = [];
    const answers = new Map();
    for (let i = 0; Date.now() < until; i += 1) {
      const url = i % 2 === 0 ? '/api/profile' : '/api/assignments';
      const started = performance.now();
      const { status } = await send(baseUrl, b.headers, 'GET', url);
      times.push(performance.now() - started);
      count(answers, status);
    }
    return { times, answers };
  };
  log(`B alone for ${BASELINE_SECONDS} s`);
  const alone = await studentB(Date.now() + BASELINE_SECONDS * 1000);

  const until = Date.now() + SECONDS * 1000;
  log(`A: ${PARALLEL} parallel full-list requests in a loop for ${SECONDS} s; B: one at a time`);
  const attacker = new Worker(new URL('./fairness-load.mjs', import.meta.url), {
    workerData: { baseUrl, headers: a.headers, parallel: PARALLEL, until },
  });
  const aResult = new Promise((resolve, reject) => {
    attacker.once('message', resolve);
    attacker.once('error', reject);
  });
  const { times: bTimes, answers: bStatuses } = await studentB(until);
  const { statuses: aCounts, okTimes: aOkTimes } = await aResult;
  const aStatuses = new Map(Object.entries(aCounts).map(([status, n]) => [status, n]));
  const memory = memoryOf(pid);

  const out = report();
  out.out(
    `Fairness: A pulls ${fmt(ASSIGNMENT_QUOTA)} assignments ${PARALLEL}-fold for ${SECONDS} s`,
  );
  out.out();
  const statuses = (map) =>
    [...map]
      .sort(([x], [y]) => String(x).localeCompare(String(y)))
      .map(([status, n]) => `${status}: ${fmt(n)}`)
      .join(', ');
  const bP99 = percentile(bTimes, 99);
  out.table([
    ['', 'requests', 'p50', 'p99', 'max', 'answers'],
    [
      'B alone (profile and own list)',
      fmt(alone.times.length),
      ms(percentile(alone.times, 50)),
      ms(percentile(alone.times, 99)),
      ms(Math.max(...alone.times)),
      statuses(alone.answers),
    ],
    [
      'B while A pulls',
      fmt(bTimes.length),
      ms(percentile(bTimes, 50)),
      ms(bP99),
      ms(Math.max(...bTimes)),
      statuses(bStatuses),
    ],
    [
      'A (whole list, 200s only)',
      fmt(aOkTimes.length),
      aOkTimes.length ? ms(percentile(aOkTimes, 50)) : '-',
      aOkTimes.length ? ms(percentile(aOkTimes, 99)) : '-',
      aOkTimes.length ? ms(Math.max(...aOkTimes)) : '-',
      statuses(aStatuses),
    ],
  ]);
  out.out();
  out.out(`Server memory: peak ${mib(memory.peak)}, at the end ${mib(memory.now)} (RSS)`);
  const aServerErrors = [...aStatuses].filter(([status]) => Number(status) >= 500);
  out.out(
    `B p99 ${ms(bP99)} (target < ${B_TARGET_P99_MS} ms): ${bP99 < B_TARGET_P99_MS ? 'met' : 'NOT met'}; ` +
      `A got ${fmt(aStatuses.get('429') ?? 0)} 429s and ${fmt(aServerErrors.reduce((n, [, c]) => n + c, 0))} 5xx`,
  );
  out.print();
});
