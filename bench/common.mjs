// What `npm run bench` (run.mjs, browser.mjs, realtime.mjs) and `npm run bench:phone` (phone.mjs)
// share: settings and number formats, the lifetime of a bench process, starting and seeding the
// built server, the report table, and Chromium with the probes that time it from inside the page.
/* global window, document, MutationObserver, requestAnimationFrame */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { freePort, startNode, stopAll, stopPostmaster } from './processes.mjs';
import { snapshotBuild } from './snapshot.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// ---------- settings and numbers

export const numberSetting = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const fmt = (n) => Math.round(n).toLocaleString('en-US');
// The two benches have always printed 10 ms and more differently (1234 ms, 1,234 ms); both kept.
export const ms = (n) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
export const msGrouped = (n) => `${n < 10 ? n.toFixed(1) : fmt(n)} ms`;
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** Nearest rank, no interpolation: always a value that was measured. */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

// ---------- lifetime: everything started here is stopped on exit, also on failure

/**
 * Makes the data folder and the folder for the copy of the build, and stops and removes
 * everything on exit, on a signal, on an unhandled rejection or at `timeLimitMs`. `release`
 * closes what the bench opened itself (browser, database pool) before the children are stopped;
 * `outputs` names the children besides the server whose output a failure shows.
 */
export function benchLifetime({ tag, timeLimitMs, release, outputs = () => [] }) {
  const log = (message) => console.error(`[${tag}] ${message}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'assignd-bench-'));
  const appDir = mkdtempSync(path.join(os.tmpdir(), 'assignd-bench-app-'));
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  let server;
  let cleaning;
  let stopping = false;

  const cleanup = () => {
    cleaning ??= (async () => {
      stopping = true;
      await release();
      // Newest child first; the server stops its embedded database on SIGTERM.
      await stopAll(30_000);
      // Only when the server could not stop its database itself (it crashed or was killed).
      await stopPostmaster(pidFile);
      rmSync(dataDir, { recursive: true, force: true });
      // Holds a symlink to node_modules: rmSync removes the link, never what it points to.
      rmSync(appDir, { recursive: true, force: true });
    })();
    return cleaning;
  };

  const fail = async (error) => {
    if (stopping) return;
    console.error(
      `[${tag}] failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
    );
    for (const [label, child] of [['server', server], ...outputs()]) {
      if (child) console.error(`[${tag}] ${label} output:\n${child.output()}`);
    }
    await cleanup();
    process.exit(1);
  };

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => void fail(new Error(`${signal} received`)));
  }
  process.on('unhandledRejection', (error) => void fail(error));
  const watchdog = setTimeout(
    () => void fail(new Error(`took longer than ${timeLimitMs / 60_000} minutes`)),
    timeLimitMs,
  );

  return {
    log,
    dataDir,
    pidFile,
    stopping: () => stopping,

    /**
     * The built server, copied first, on a free port of 127.0.0.1 with a fresh database;
     * `web: false` runs it without the web app, for benches that only call the API.
     */
    async startServer({ nodeArgs, web = true } = {}) {
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const serverScript = snapshotBuild(root, appDir, log, { web });
      log(`starting the built server (copied to ${appDir}) on ${baseUrl}, data folder ${dataDir}`);
      server = await startNode('server', serverScript, {
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PUBLIC_URL: baseUrl,
          LOG_LEVEL: 'warn',
          AUTH_RATE_LIMIT: '100000',
          DATABASE_URL: '',
          SMTP_URL: '',
          SERVE_WEB: String(web),
        },
        readyUrl: `${baseUrl}/api/health`,
        nodeArgs,
      });
      return { server, baseUrl };
    },

    async run(main) {
      try {
        await main();
        clearTimeout(watchdog);
        await cleanup();
      } catch (error) {
        await fail(error);
      }
    },
  };
}

export function printMachineLoad() {
  const cores = os.cpus().length;
  const [l1, l5, l15] = os.loadavg();
  console.log(
    `Note: this machine has ${cores} cores and other work may be running on it (load average ${l1.toFixed(2)} / ${l5.toFixed(2)} / ${l15.toFixed(2)} at start).`,
  );
}

// ---------- the student and the data

/** Signs a student up; `api` then calls the API as them and answers the JSON. */
export async function signUp(baseUrl, { email, password }) {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      email,
      password,
      name: 'Bench Student',
      firstName: 'Bench',
      lastName: 'Student',
    }),
  });
  if (!response.ok) {
    throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  }
  const userId = (await response.json()).user.id;
  const cookies = response.headers.getSetCookie().map((c) => {
    const pair = c.split(';')[0];
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1) };
  });
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  if (!cookie.includes('session_token')) throw new Error(`no session cookie in ${cookie}`);
  const headers = { cookie, origin: baseUrl };

  const api = async (method, url, body) => {
    const answer = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!answer.ok) throw new Error(`${method} ${url} answered ${answer.status}`);
    return answer.json();
  };
  return { userId, cookies, headers, api };
}

/**
 * Creates `classes` one by one, then `count` assignments from `assignmentInput(i, classIds, now)`
 * eight requests at a time; answers the created assignments in order and the seconds it took.
 */
export async function seed(api, { classes, count, assignmentInput, log }) {
  const seedStart = performance.now();
  const classIds = [];
  for (const input of classes) classIds.push((await api('POST', '/api/classes', input)).id);
  const now = Date.now();
  const assignments = new Array(count);
  let nextSeed = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (nextSeed < count) {
        const i = nextSeed++;
        assignments[i] = await api('POST', '/api/assignments', assignmentInput(i, classIds, now));
      }
    }),
  );
  const seconds = (performance.now() - seedStart) / 1000;
  log(
    `seeded ${classes.length} classes and ${count} assignments through the API in ${seconds.toFixed(1)} s`,
  );
  return { assignments, seconds };
}

// ---------- report

/** Lines for stdout; `table` pads the first column to the left and the others to the right. */
export function report() {
  const lines = [];
  const out = (line = '') => lines.push(line);
  const table = (rows) => {
    const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
    for (const r of rows) {
      out(
        r
          .map((cell, c) =>
            c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]),
          )
          .join('   ')
          .trimEnd(),
      );
    }
  };
  return { out, table, print: () => console.log(lines.join('\n')) };
}

// ---------- Chromium

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium() {
  // Playwright's own signal handlers would exit this process at once (130) on Ctrl-C, before the
  // bench has stopped its server and database; the bench closes the browser itself.
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/** Collects what the page reports going wrong into `problems`, shown only when the bench fails. */
export function watchPage(page, problems) {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning')
      problems.push(`console ${m.type()}: ${m.text()}`);
  });
  page.on('requestfailed', (r) =>
    problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`),
  );
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} from ${r.request().method()} ${r.url()}`);
  });
}

/** On failure: the last problems the pages reported and what each page was showing. */
export async function logChromiumState(browser, problems, log) {
  if (problems.length > 0) log(`Chromium reported:\n  ${problems.slice(-30).join('\n  ')}`);
  for (const p of browser.contexts().flatMap((c) => c.pages())) {
    const text = await p
      .evaluate(() => document.body?.innerText ?? '')
      .catch((e) => `(could not read the page: ${e})`);
    log(`Chromium was at ${p.url()}, showing:\n${text.slice(0, 1500)}`);
  }
}

/** The answer to the next PATCH of an assignment. */
export const patchAnswer = (page) =>
  page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/api/assignments/'),
  );

// ---------- in the page (these run in Chromium, not here)

/**
 * Init script, run before the page's own scripts on every load. `window.__assigndAfterPaint(callback)`
 * calls back with performance.now() in the first task after the next animation frame, so a time
 * taken there includes that frame's style, layout and paint; the probes armed later use it too.
 * `window.__assigndRows.rendered` notes when `rowSelector` first matches and when that was painted.
 */
export function pageProbes(rowSelector) {
  const afterPaint = (callback) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(performance.now());
      channel.port2.postMessage(0);
    });
  window.__assigndAfterPaint = afterPaint;
  const state = { rendered: undefined };
  window.__assigndRows = state;
  const observer = new MutationObserver(() => {
    const rows = document.querySelectorAll(rowSelector).length;
    if (rows === 0) return;
    observer.disconnect();
    const rendered = { domAt: performance.now(), rows };
    afterPaint((at) => {
      rendered.paintedAt = at;
      state.rendered = rendered;
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** For page.waitForFunction: the first rows of this load are painted. */
export const rowsPainted = () => window.__assigndRows?.rendered?.paintedAt !== undefined;

/**
 * Page times (ms since navigation start) of the first rows, and of the GET /api/assignments
 * answer they show: the last one whose last byte came in before the rows were in the DOM, or the
 * page itself when the list came inside it (its first reads, decision 0017).
 */
export function firstRowsTiming() {
  const { rendered } = window.__assigndRows;
  const arrived =
    performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname === '/api/assignments' && e.responseEnd > 0)
      .filter((e) => e.responseEnd <= rendered.domAt)
      .at(-1) ?? performance.getEntriesByType('navigation')[0];
  return arrived
    ? {
        rows: rendered.rows,
        domAt: rendered.domAt,
        paintedAt: rendered.paintedAt,
        requestedAt: arrived.startTime,
        arrivedAt: arrived.responseEnd,
      }
    : undefined;
}
