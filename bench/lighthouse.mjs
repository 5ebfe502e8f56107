// `npm run lighthouse`: builds, seeds one student with 6 classes and 120 assignments through the
// API on a fresh embedded database, and runs Lighthouse 12 (mobile, default simulated throttling)
// in Debian's Chromium on the landing page (signed out), the dashboard, the assignments screen
// and the phone dashboard (signed in by cookie). Prints performance, LCP, CLS, TBT,
// accessibility, best practices and every console error or issue Chromium logs (Content-Security-
// Policy reports among them) per page, and exits non-zero when a target of issue 27 is missed.
// Only 127.0.0.1; child processes, Chromium and the temporary data folder go away on exit.
//
// Each page is measured LIGHTHOUSE_RUNS times (3) in a fresh Chromium, and the run with the median
// performance score is reported, so one slow run on a busy machine does not decide. Lighthouse
// simulates a mid-range phone on a slow 4G connection from what it observed, which keeps the
// scores fairly stable under load, but not immune to it.
//
// Settings (environment): LIGHTHOUSE_RUNS (3), LIGHTHOUSE_PAGES (all), CHROMIUM_PATH
// (/usr/bin/chromium), LIGHTHOUSE_SAVE (a folder: each run's full JSON report is written there,
// to see which requests and tasks an LCP or TBT figure came from).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  benchLifetime,
  CHROMIUM_ARGS,
  numberSetting,
  printMachineLoad,
  report,
  seed,
  signUp,
} from './common.mjs';
import { assignmentInput, CLASS_NAMES, COLORS } from './lib/phone-seed.mjs';

const RUNS = Math.round(numberSetting('LIGHTHOUSE_RUNS', 3));
const ASSIGNMENTS = 120;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// chrome-launcher starts a window unless told otherwise.
const CHROMIUM_FLAGS = ['--headless', ...CHROMIUM_ARGS];

// Issue 27: CLS < 0.05 everywhere, LCP <= 2.5 s, performance >= 95 on the landing page and >= 90
// on the signed-in screens. The phone dashboard is its own route tree (/mobile): the address, not
// the viewport, picks the phone layout, and Lighthouse's 412 px phone stays on the desktop tree's
// narrow layout for /dashboard and /assignments.
const ALL_PAGES = [
  { name: 'landing', path: '/', signedIn: false, minPerformance: 95 },
  { name: 'dashboard', path: '/dashboard', signedIn: true, minPerformance: 90 },
  { name: 'assignments', path: '/assignments', signedIn: true, minPerformance: 90 },
  { name: 'phone dashboard', path: '/mobile/dashboard', signedIn: true, minPerformance: 90 },
];
// LIGHTHOUSE_PAGES=landing,dashboard measures only those (names as above, spaces optional).
const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.replaceAll(' ', ''));
const PAGES = only
  ? ALL_PAGES.filter(({ name }) => only.includes(name.replaceAll(' ', '')))
  : ALL_PAGES;
if (PAGES.length === 0)
  throw new Error(
    `LIGHTHOUSE_PAGES names no page of ${ALL_PAGES.map(({ name }) => name).join(', ')}`,
  );
const MAX_CLS = 0.05;
const MAX_LCP_MS = 2500;

let chrome;
const bench = benchLifetime({
  tag: 'lighthouse',
  timeLimitMs: (5 + PAGES.length * RUNS) * 60_000,
  release: async () => {
    await chrome?.kill();
  },
});
const { log } = bench;

/** What one Lighthouse run found, from its JSON result. */
function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id];
  const items = (id) => audit(id)?.details?.items ?? [];
  const consoleErrors = items('errors-in-console').map(
    (item) => `${item.source ?? 'console'}: ${item.description}${item.url ? ` (${item.url})` : ''}`,
  );
  // What Chromium's Issues panel logged: Content-Security-Policy reports, form fields without a
  // name, cookies, mixed content... Lighthouse counts them all against best practices.
  const issues = items('inspector-issues').flatMap((group) => {
    const urls = (group.subItems?.items ?? []).map((sub) => sub.url).filter(Boolean);
    return urls.length > 0 ? urls.map((url) => `${group.issueType}: ${url}`) : [group.issueType];
  });
  const bestPractices = lhr.categories['best-practices'];
  const failedBestPractices = (bestPractices?.auditRefs ?? [])
    .filter(({ id, weight }) => weight > 0 && (audit(id)?.score ?? 1) < 1)
    .map(({ id }) => `${id} (${audit(id).title})`);
  return {
    failedBestPractices,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: audit('largest-contentful-paint').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    tbt: audit('total-blocking-time').numericValue,
    fcp: audit('first-contentful-paint').numericValue,
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError?.message,
    consoleErrors,
    issues,
    shifts: items('layout-shifts').map(
      (item) => `${item.score?.toFixed(3)} ${item.node?.selector ?? item.node?.snippet ?? ''}`,
    ),
  };
}

async function measure(url, cookie) {
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (process.env.LIGHTHOUSE_SAVE) {
      mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
      const name = `${new URL(url).pathname.replaceAll('/', '_') || '_'}-${Date.now()}.json`;
      writeFileSync(join(process.env.LIGHTHOUSE_SAVE, name), String(result.report));
    }
    return {
      version: result.lhr.lighthouseVersion,
      agent: result.lhr.environment.hostUserAgent,
      ...summarize(result.lhr),
    };
  } finally {
    await chrome.kill();
    chrome = undefined;
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The targets a page missed, in words; empty when it met them all. */
function misses(page, r) {
  const missed = [];
  if (new URL(r.finalUrl).pathname !== page.path) missed.push(`ended at ${r.finalUrl}`);
  if (r.performance < page.minPerformance)
    missed.push(`performance ${r.performance} < ${page.minPerformance}`);
  if (r.lcp > MAX_LCP_MS) missed.push(`LCP ${seconds(r.lcp)} > ${seconds(MAX_LCP_MS)}`);
  if (r.cls >= MAX_CLS) missed.push(`CLS ${r.cls.toFixed(3)} >= ${MAX_CLS}`);
  if (r.consoleErrors.length > 0) missed.push(`${r.consoleErrors.length} console error(s)`);
  if (r.issues.length > 0) missed.push(`${r.issues.length} issue(s) in the Issues panel`);
  return missed;
}

async function main() {
  printMachineLoad();
  const { baseUrl } = await bench.startServer();
  const { headers, api } = await signUp(baseUrl, {
    email: 'lighthouse@example.com',
    password: 'study-hard-2026',
  });
  await seed(api, {
    classes: CLASS_NAMES.map((name, i) => ({ name, color: COLORS[i] })),
    count: ASSIGNMENTS,
    assignmentInput,
    log,
  });

  const results = [];
  for (const page of PAGES) {
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const url = `${baseUrl}${page.path}`;
      let r = await measure(url, page.signedIn ? headers.cookie : undefined);
      // Lighthouse sometimes loses its own trace (NO_NAVSTART), twice in a row on the phone
      // dashboard once: measured again, up to three times.
      for (let retry = 1; r.runtimeError && retry <= 3; retry += 1) {
        log(`${page.name}, run ${run}/${RUNS}: ${r.runtimeError}; measuring again (${retry}/3)`);
        r = await measure(url, page.signedIn ? headers.cookie : undefined);
      }
      if (r.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${r.runtimeError}`);
      log(
        `${page.name}, run ${run}/${RUNS}: performance ${r.performance}, LCP ${seconds(r.lcp)}, CLS ${r.cls.toFixed(3)}, TBT ${Math.round(r.tbt)} ms`,
      );
      runs.push(r);
    }
    const byScore = [...runs].sort((a, b) => a.performance - b.performance);
    results.push({ page, result: byScore[Math.floor((byScore.length - 1) / 2)] });
  }

  const { out, table, print } = report();
  const { version, agent } = results[0].result;
  out();
  out(
    `Lighthouse ${version}, mobile (simulated throttling), ${agent.match(/Chrome\/[\d.]+/)?.[0] ?? agent}; one student with ${CLASS_NAMES.length} classes and ${ASSIGNMENTS} assignments; ${RUNS === 1 ? 'one run' : `the median of ${RUNS} runs by performance`} per page`,
  );
  out();
  table([
    ['page', 'performance', 'LCP', 'CLS', 'TBT', 'FCP', 'accessibility', 'best practices'],
    ...results.map(({ page, result: r }) => [
      `${page.name} (${page.path})`,
      `${r.performance} (>= ${page.minPerformance})`,
      seconds(r.lcp),
      r.cls.toFixed(3),
      `${Math.round(r.tbt)} ms`,
      seconds(r.fcp),
      r.accessibility,
      r.bestPractices,
    ]),
  ]);
  out();
  let failed = false;
  for (const { page, result: r } of results) {
    for (const line of r.consoleErrors) out(`${page.name}: console error: ${line}`);
    for (const line of r.issues) out(`${page.name}: issue: ${line}`);
    if (r.failedBestPractices.length > 0)
      out(`${page.name}: best practices failed: ${r.failedBestPractices.join(', ')}`);
    if (r.cls > 0) out(`${page.name}: layout shifts: ${r.shifts.join('; ') || '(none listed)'}`);
    const missed = misses(page, r);
    if (missed.length > 0) {
      failed = true;
      out(`${page.name}: MISSED ${missed.join(', ')}`);
    }
  }
  out(
    failed
      ? 'Some targets were missed (above).'
      : `All targets met: CLS < ${MAX_CLS}, LCP <= ${seconds(MAX_LCP_MS)}, performance as shown, no console errors or issues (CSP reports included).`,
  );
  print();
  if (failed) process.exitCode = 1;
}

await bench.run(main);
