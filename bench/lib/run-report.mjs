// The report `npm run bench` (run.mjs) prints: the HTTP runs, the CPU each part used, the browser
// timings and realtime delivery.

import { fmt, median, ms, report } from '../common.mjs';

const pct = (n) => `${Math.round(n)}%`;

/** What the CPU meter measured for each part, as one line. */
function cpuText(cpu, labels) {
  const parts = labels.map(([key, name]) => `${name} ${pct(cpu[key])}`);
  return `${parts.join(', ')}, other processes ${pct(cpu.other)}, idle ${pct(cpu.idle)}`;
}

/** The figures of one load run, from autocannon's result; errors, timeouts and non-2xx fail. */
export function summary(result) {
  const failures = result.errors + result.timeouts + result.non2xx;
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count} answered ${code}`);
  const kinds = [...statuses, `${result.errors} errors`, `${result.timeouts} timeouts`];
  return {
    failedHow: kinds.join(', '),
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result['2xx'],
    failures,
  };
}

/**
 * Several runs of one side as one: requests per second over all of them, the median of their p50s
 * and p99s, their failures added up and their CPU shares averaged.
 */
function combined(runs) {
  const sum = (pick) => runs.reduce((total, run) => total + pick(run), 0);
  const cpu = {};
  for (const key of Object.keys(runs[0].cpu)) cpu[key] = sum((run) => run.cpu[key]) / runs.length;
  return {
    rps: sum((run) => run.rps) / runs.length,
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    requests: sum((run) => run.requests),
    failures: sum((run) => run.failures),
    cpu,
  };
}

/** Ours/bare in requests answered, over all rounds and round by round (runs are equally long). */
function ratios({ ours, bare }) {
  const of = (a, b) => (b.requests > 0 ? a.requests / b.requests : NaN);
  const all = of(combined(ours), combined(bare));
  return { all, rounds: ours.map((run, i) => of(run, bare[i])) };
}

const ratioText = (r) =>
  `${r.all.toFixed(2)} (round by round: ${r.rounds.map((x) => x.toFixed(2)).join(', ')})`;

/**
 * Prints the report and answers whether the HTTP part measured what it should: every load run
 * answered requests and none failed, and both servers answered the same. `settings` are the
 * bench's own (rows, students, connections, seconds, rounds, runs); `figures` what it measured:
 * seedSeconds, copySeconds, listBytes, differences, failuresByRun, touched, get and patch (the
 * rounds of each side, { ours, bare }, each run with its cpu), ui and live.
 */
export function printRunReport(
  { ASSIGNMENTS, CLASSES, STUDENTS, CONNECTIONS, SECONDS, ROUNDS, WARMUP_SECONDS, BROWSER_RUNS },
  figures,
) {
  const oursGet = combined(figures.get.ours);
  const bareGet = combined(figures.get.bare);
  const patch = combined(figures.patch.ours);
  const barePatch = combined(figures.patch.bare);
  const getRatio = ratios(figures.get);
  const patchRatio = ratios(figures.patch);
  const failed = (s) => (s.failures ? `${fmt(s.failures)} FAILED` : '0');
  const runRow = (label, s) => [
    label,
    fmt(s.rps),
    ms(s.p50),
    ms(s.p99),
    fmt(s.requests),
    failed(s),
  ];
  const parts = [
    ['server', 'server'],
    ['postgres', 'postgres'],
    ['autocannon', 'autocannon'],
  ];
  const bareParts = [['bare', 'bare server'], ...parts.slice(1)];
  const failedRuns = figures.failuresByRun.filter(([, n]) => n > 0);
  const measured = [...getRatio.rounds, ...patchRatio.rounds].every(Number.isFinite);
  const ok = measured && failedRuns.length === 0 && figures.differences.length === 0;
  const { out, table, print } = report();

  out();
  out(
    `Assignd bench: ${STUDENTS} students, each with ${fmt(ASSIGNMENTS)} assignments (${fmt(ASSIGNMENTS / 4)} done) and ${CLASSES} classes; the first seeded through the API in ${figures.seedSeconds.toFixed(1)} s, the others signed up through the API and given a copy of its rows in ${figures.copySeconds.toFixed(1)} s`,
  );
  out(
    `autocannon: ${CONNECTIONS} connections, each request as the next of the ${STUDENTS} students in turn; ${ROUNDS} rounds of ${SECONDS} s of ours then ${SECONDS} s of bare, after a ${WARMUP_SECONDS} s warm-up; one load thread, 127.0.0.1; Node ${process.version}`,
  );
  out();
  out(
    `GET /api/assignments (${fmt(ASSIGNMENTS)} rows, ${fmt(figures.listBytes / 1024)} KB): ours/bare ${ratioText(getRatio)}; aim: 0.9 or better`,
  );
  out(`PATCH /api/assignments/:id toggle-complete: ours/bare ${ratioText(patchRatio)}`);
  out();
  table([
    ['all rounds', 'req/s', 'p50', 'p99', 'requests', 'failed'],
    runRow('GET /api/assignments (ours)', oursGet),
    runRow('GET bare Fastify, same statements', bareGet),
    runRow('PATCH /api/assignments/:id (ours)', patch),
    runRow('PATCH bare Fastify, same statements', barePatch),
  ]);
  out("(p50 and p99: the median of the rounds' own)");
  out();
  out('CPU while each side was measured (100% = one core; the machine has 200%):');
  out(`  GET ours:    ${cpuText(oursGet.cpu, parts)}`);
  out(`  GET bare:    ${cpuText(bareGet.cpu, bareParts)}`);
  out(`  PATCH ours:  ${cpuText(patch.cpu, parts)}`);
  out(`  PATCH bare:  ${cpuText(barePatch.cpu, bareParts)}`);
  out(
    `Bare server: the list read in chunks of 500 in a snapshot as the server does, the PATCH as an update and its NOTIFY in one transaction; same pool (max 10); no session read, no hooks but one printing errors, no schemas, no logger.`,
  );
  out(
    figures.differences.length === 0
      ? `Same answers: yes, for all ${STUDENTS} students (lists byte for byte; a PATCH each, equal but for updatedAt).`
      : `Same answers: NO, ${figures.differences.length} differences (${figures.differences.slice(0, 3).join('; ')})`,
  );
  out(
    `PATCH: body {"completed": <flipped>}, each request on the next row of the next student (${fmt(figures.touched)} distinct rows changed).`,
  );
  out(
    failedRuns.length === 0
      ? 'Failed requests: 0 in every load run (errors, timeouts and answers other than 2xx count as failed).'
      : `Failed requests: ${failedRuns.map(([label, n]) => `${fmt(n)} in ${label}`).join(', ')}. THE FIGURES ABOVE DO NOT MEASURE THE SERVER.`,
  );
  if (!measured) out('A run answered no request in its time: NOTHING WAS MEASURED.');
  out();
  const stat = (values, key, pick) => ms(pick(values.map((v) => v[key])));
  const max = (values) => Math.max(...values);
  out(
    `Chromium ${figures.ui.version}, 1280x800, ${BROWSER_RUNS} measured runs each (after one unmeasured run)`,
  );
  table([
    ['', 'median', 'max', 'aim', 'DOM updated: median', 'max'],
    ...[
      [
        `Dashboard render after the data arrives (${fmt(figures.ui.rows)} rows)`,
        figures.ui.render,
        '100 ms',
      ],
      [
        `Click Done -> row shows done ("Completed" ticked, ${fmt(figures.ui.visibleWithCompleted)} rows)`,
        figures.ui.stays,
        '50 ms',
      ],
      [
        `Click Done -> row leaves the list (default view, ${fmt(figures.ui.visibleDefault)} rows)`,
        figures.ui.leaves,
        '50 ms',
      ],
    ].map(([label, values, aim]) => [
      label,
      stat(values, 'toPaint', median),
      stat(values, 'toPaint', max),
      aim,
      stat(values, 'toDom', median),
      stat(values, 'toDom', max),
    ]),
  ]);
  out(
    'Render: from the last byte of the GET /api/assignments answer (Resource Timing) to the first task after the next frame once the list has rows (includes JSON parsing, React, style, layout, paint).',
  );
  out(
    'Done: from performance.now() in a capture click listener to the first task after the next frame once the row changed. "DOM updated" stops when the change is in the DOM, before that frame.',
  );
  out();
  out(
    `Realtime: ${fmt(figures.live.sockets)} sockets of ${figures.live.users} students (10 each), opened in ${figures.live.connectSeconds.toFixed(1)} s; ${fmt(figures.live.writes)} writes, one at a time, by device 1 of the next student`,
  );
  table([
    ['', 'p50', 'p99'],
    [
      'Write answered -> change on each other device',
      ms(figures.live.perDevice.p50),
      ms(figures.live.perDevice.p99),
    ],
    [
      'Write answered -> change on all 9 other devices',
      ms(figures.live.lastDevice.p50),
      ms(figures.live.lastDevice.p99),
    ],
  ]);
  out(
    `Server memory per idle socket: ${(figures.live.heapPerSocket / 1024).toFixed(1)} KiB of JS heap and buffers, ${(figures.live.rssPerSocket / 1024).toFixed(1)} KiB of RSS (growth while ${fmt(figures.live.sockets)} sockets connected, measured after a forced GC on each side)`,
  );
  out(
    'Delivery runs NOTIFY -> the LISTEN connection -> one row read -> a send per socket; a time below 0 would mean the change arrived before the HTTP answer.',
  );
  print();
  return ok;
}
