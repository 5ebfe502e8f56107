// The report `npm run bench` (run.mjs) prints: the HTTP runs, the CPU each part used, the browser
// timings and realtime delivery.

import { fmt, median, ms, report } from '../common.mjs';

const pct = (n) => `${Math.round(n)}%`;

/** What the CPU meter measured for each part, as one line. */
function cpuText(cpu, labels) {
  const parts = labels.map(([key, name]) => `${name} ${pct(cpu[key])}`);
  return `${parts.join(', ')}, other processes ${pct(cpu.other)}, idle ${pct(cpu.idle)}`;
}

/** The figures of one load run, from autocannon's result. */
export function summary(result) {
  const failures = result.errors + result.timeouts + result.non2xx;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result['2xx'],
    failures,
  };
}

/**
 * Prints the report. `settings` are the bench's own (rows, connections, seconds, runs); `figures`
 * what it measured: seedSeconds, bodyBytes, sameBody, touched, the three load runs (oursGet,
 * bareGet, patch) with their CPU (oursCpu, bareCpu, patchCpu), ui and live.
 */
export function printRunReport(
  { ASSIGNMENTS, CLASSES, CONNECTIONS, SECONDS, WARMUP_SECONDS, BROWSER_RUNS },
  figures,
) {
  const ratio = (figures.oursGet.rps / figures.bareGet.rps) * 100;
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
  const { out, table, print } = report();

  out();
  out(
    `Assignd bench: one student, ${fmt(ASSIGNMENTS)} assignments (${fmt(ASSIGNMENTS / 4)} done), ${CLASSES} classes, seeded through the API in ${figures.seedSeconds.toFixed(1)} s`,
  );
  out(
    `autocannon: ${CONNECTIONS} connections, ${SECONDS} s per run after a ${WARMUP_SECONDS} s warm-up, one load thread, 127.0.0.1; Node ${process.version}`,
  );
  out();
  out(
    `GET /api/assignments (${fmt(ASSIGNMENTS)} rows, ${fmt(figures.bodyBytes / 1024)} KB): ${fmt(figures.oursGet.rps)} req/s, p50 ${ms(figures.oursGet.p50)}, p99 ${ms(figures.oursGet.p99)}` +
      ` | bare Fastify: ${fmt(figures.bareGet.rps)} req/s, p50 ${ms(figures.bareGet.p50)}, p99 ${ms(figures.bareGet.p99)}` +
      ` | ours/bare ${pct(ratio)} (aim: 80% or better)`,
  );
  out(
    `PATCH /api/assignments/:id toggle-complete: ${fmt(figures.patch.rps)} req/s, p50 ${ms(figures.patch.p50)}, p99 ${ms(figures.patch.p99)}`,
  );
  out();
  table([
    ['run', 'req/s', 'p50', 'p99', 'requests', 'failed'],
    runRow('GET /api/assignments (ours)', figures.oursGet),
    runRow('GET bare Fastify, same SQL', figures.bareGet),
    runRow('PATCH /api/assignments/:id', figures.patch),
  ]);
  out();
  out('CPU while each run was measured (100% = one core; the machine has 200%):');
  out(`  GET ours:  ${cpuText(figures.oursCpu, parts)}`);
  out(`  GET bare:  ${cpuText(figures.bareCpu, [['bare', 'bare server'], ...parts.slice(1)])}`);
  out(`  PATCH:     ${cpuText(figures.patchCpu, parts)}`);
  out(
    `Bare route: the SQL text read from the server's own connection, same pool (max 10), same JSON (byte for byte: ${figures.sameBody ? 'yes' : 'NO'}); no session lookup, no hooks, no logger.`,
  );
  out(
    `PATCH: body {"completed": <flipped>}, each request on the next of the ${fmt(ASSIGNMENTS)} rows (${fmt(figures.touched)} distinct rows changed).`,
  );
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
}
