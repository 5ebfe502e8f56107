// `npm run bench:phone` (after `npm run build`): seeds one student with 500 assignments and 6
// classes on a fresh embedded database, then, in Chromium as a phone (390x844, DPR 3, touch), times
// the /mobile/assignments screen at normal CPU and with 4x CPU throttling: navigation -> the first
// page of rows painted, the GET /api/assignments answer -> rows painted, frame times while a finger
// flicks through the paged list and again through all rows after every 'Show more', and a swipe
// release -> 'Completed!' painted and -> the row shown completed (after the 300 ms overlay). Only
// 127.0.0.1; child processes and the temporary data folder go away on exit.
//
// Times are taken inside the page with performance.now(); "painted" is the first task after the
// next animation frame. Frame times are requestAnimationFrame deltas: main-thread frames, so a
// long task while scrolling shows as a long frame. Scrolling uses CDP touch events (flicks), as
// synthetic wheel and synthesizeScrollGesture touch input do not scroll headless Chromium.
//
// Settings (environment): BENCH_PHONE_ASSIGNMENTS (500), BENCH_BROWSER_RUNS (3; each run loads the
// screen, scrolls it twice and swipes one row), BENCH_PHONE_CPU_RATES (1,4), CHROMIUM_PATH
// (/usr/bin/chromium).
/* global window */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  benchLifetime,
  firstRowsTiming,
  fmt,
  launchChromium,
  logChromiumState,
  median,
  msGrouped,
  numberSetting,
  pageProbes,
  patchAnswer,
  percentile,
  printMachineLoad,
  report,
  rowsPainted,
  seed,
  signUp,
  watchPage,
} from './common.mjs';
import {
  armSwipeProbe,
  scrollPosition,
  startFrameRecorder,
  stopFrameRecorder,
} from './lib/phone-page.mjs';
import { assignmentInput, CLASS_NAMES, COLORS } from './lib/phone-seed.mjs';

const ASSIGNMENTS = Math.round(numberSetting('BENCH_PHONE_ASSIGNMENTS', 500));
const RUNS = Math.round(numberSetting('BENCH_BROWSER_RUNS', 3));
const CPU_RATES = (process.env.BENCH_PHONE_CPU_RATES ?? '1,4').split(',').map((text) => {
  const rate = Number(text.trim());
  if (!Number.isFinite(rate) || rate < 1) {
    throw new Error('BENCH_PHONE_CPU_RATES must be numbers of 1 or more, e.g. 1,4');
  }
  return rate;
});
const CLASSES = 6;
// Rows each group shows before 'Show more' (GROUP_PAGE_SIZE in phone-assignments-page.tsx).
const GROUP_PAGE_SIZE = 30;
const SWIPE_OVERLAY_MS = 300;
const TIME_LIMIT_MS = (5 + 2 * RUNS * CPU_RATES.length) * 60_000;
const SCREEN = '/mobile/assignments';
const ROWS = 'main li';

let browser;
const bench = benchLifetime({
  tag: 'bench:phone',
  timeLimitMs: TIME_LIMIT_MS,
  release: async () => {
    await browser?.close().catch(() => undefined);
  },
});
const { log } = bench;

// ---------- measuring

function frameStats(deltas) {
  return {
    frames: deltas.length,
    p50: percentile(deltas, 50),
    p95: percentile(deltas, 95),
    p99: percentile(deltas, 99),
    max: percentile(deltas, 100),
    // Longer than two 60 Hz frames (33.3 ms): two or more frames missed in a row.
    over33: deltas.filter((d) => d > 33.4).length,
  };
}

async function measureScreen({ baseUrl, cookies, titles, api }) {
  browser = await launchChromium();
  if (bench.stopping()) await browser.close();
  // Shown only when something goes wrong.
  const problems = [];
  const results = [];
  try {
    const version = browser.version();
    for (const rate of CPU_RATES) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        baseURL: baseUrl,
      });
      context.setDefaultTimeout(60_000);
      await context.addCookies(cookies.map(({ name, value }) => ({ name, value, url: baseUrl })));
      await context.addInitScript(pageProbes, ROWS);
      const page = await context.newPage();
      watchPage(page, problems);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      const touch = (type, touchPoints) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints });

      const load = async () => {
        await page.goto(SCREEN);
        await page.waitForFunction(rowsPainted);
        if (new URL(page.url()).pathname !== SCREEN) throw new Error(`landed on ${page.url()}`);
        const timing = await page.evaluate(firstRowsTiming);
        if (!timing) throw new Error('No resource timing entry for GET /api/assignments');
        return timing;
      };

      // One finger flick up over the list, as a thumb would: 490 px in 8 moves, then let go.
      const flick = async () => {
        const x = 200;
        const y = 740;
        await touch('touchStart', [{ x, y }]);
        for (let step = 1; step <= 8; step += 1) {
          await touch('touchMove', [{ x, y: y - step * 70 }]);
          await sleep(16);
        }
        await touch('touchEnd', []);
        await sleep(150);
      };

      // From the top to the bottom of the page, flick after flick, recording every frame.
      const scroll = async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(300);
        const started = performance.now();
        await page.evaluate(startFrameRecorder);
        let still = 0;
        let position = await page.evaluate(scrollPosition);
        for (let i = 0; i < 1000 && still < 3 && !position.atBottom; i += 1) {
          await flick();
          const next = await page.evaluate(scrollPosition);
          still = next.y === position.y ? still + 1 : 0;
          position = next;
        }
        // Let the last flick's momentum run out inside the recording.
        await page.waitForTimeout(500);
        const deltas = await page.evaluate(stopFrameRecorder);
        if (!position.atBottom) throw new Error(`scrolling stopped at ${position.y} px`);
        return { ...frameStats(deltas), seconds: (performance.now() - started) / 1000 };
      };

      const showAll = async () => {
        const more = page.getByRole('button', { name: /^Show more/ });
        while ((await more.count()) > 0) await more.first().click();
        const rows = await page.locator(ROWS).count();
        if (rows !== ASSIGNMENTS) throw new Error(`${rows} rows after 'Show more', not all`);
        return rows;
      };

      // A swipe left of 90 px (the threshold is 50 px) on the first open row, with a finger.
      const swipe = async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        const row = page
          .locator(ROWS)
          .filter({ hasNot: page.getByText('Completed', { exact: true }) })
          .first();
        const title = (await row.locator('p').first().textContent()).trim();
        await row.scrollIntoViewIfNeeded();
        const box = await row.boundingBox();
        await page.evaluate(armSwipeProbe, { rowSelector: ROWS, title });
        const saved = patchAnswer(page);
        const x = box.x + box.width * 0.6;
        const y = box.y + box.height / 2;
        await touch('touchStart', [{ x, y }]);
        for (let step = 1; step <= 10; step += 1) {
          await touch('touchMove', [{ x: x - step * 9, y }]);
          await sleep(16);
        }
        await touch('touchEnd', []);
        await page.waitForFunction(() => window.__assigndSwipe.completedPaintedAt !== undefined);
        const response = await saved;
        if (!response.ok()) throw new Error(`PATCH answered ${response.status()}`);
        const r = await page.evaluate(() => window.__assigndSwipe);
        // Open again, so every run starts from the same data.
        await api('PATCH', `/api/assignments/${titles.get(title)}`, { completed: false });
        return {
          toOverlay: r.overlayPaintedAt - r.upAt,
          toCompleted: r.completedPaintedAt - r.upAt,
        };
      };

      log(`Chromium, CPU ${rate}x: one unmeasured load and swipe`);
      await load();
      await swipe();
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const timing = await load();
        const paged = await scroll();
        const allRows = await showAll();
        const all = await scroll();
        const swiped = await swipe();
        runs.push({ timing, paged, allRows, all, swiped });
        log(
          `Chromium, CPU ${rate}x, run ${run}/${RUNS}: list painted at ${msGrouped(timing.paintedAt)}, ` +
            `scrolled ${timing.rows} rows in ${paged.seconds.toFixed(1)} s and ${allRows} rows in ${all.seconds.toFixed(1)} s, swipe done in ${msGrouped(swiped.toCompleted)}`,
        );
      }
      results.push({ rate, runs });
      await context.close();
    }
    return { version, results };
  } catch (error) {
    await logChromiumState(browser, problems, log);
    throw error;
  } finally {
    await browser.close().catch(() => undefined);
    browser = undefined;
  }
}

async function main() {
  printMachineLoad();

  const { baseUrl } = await bench.startServer();
  const { cookies, api } = await signUp(baseUrl, {
    email: 'bench.phone@example.com',
    password: 'study-hard-2026',
  });
  const seeded = await seed(api, {
    classes: CLASS_NAMES.map((name, i) => ({ name, color: COLORS[i] })),
    count: ASSIGNMENTS,
    assignmentInput,
    log,
  });
  const titles = new Map(seeded.assignments.map(({ title, id }) => [title, id]));
  const done = Array.from({ length: ASSIGNMENTS }, (_, i) => i).filter((i) => i % 4 === 0).length;

  const ui = await measureScreen({ baseUrl, cookies, titles, api });

  // ---------- report
  const { out, table, print } = report();
  const per = (pick) => ui.results.map(({ runs }) => median(runs.map(pick)));
  const first = ui.results[0].runs[0];
  const frames = (key, label) => [
    [
      `${label}: frame p50 / p95 / p99`,
      ...ui.results.map(({ runs }) => {
        const m = (stat) => median(runs.map((r) => r[key][stat])).toFixed(1);
        return `${m('p50')} / ${m('p95')} / ${m('p99')} ms`;
      }),
    ],
    [`  longest frame`, ...per((r) => r[key].max).map((n) => `${n.toFixed(1)} ms`)],
    [
      `  frames over 33 ms (of all frames)`,
      ...ui.results.map(
        ({ runs }) =>
          `${fmt(median(runs.map((r) => r[key].over33)))} of ${fmt(median(runs.map((r) => r[key].frames)))}`,
      ),
    ],
  ];

  out();
  out(
    `Assignd phone bench: one student, ${fmt(ASSIGNMENTS)} assignments (${fmt(done)} done), ${CLASSES} classes, seeded through the API in ${seeded.seconds.toFixed(1)} s`,
  );
  out(
    `Chromium ${ui.version}, 390x844 at DPR 3 with touch, ${SCREEN}; ${RUNS === 1 ? 'one run' : `medians of ${RUNS} runs`} per CPU rate (after one unmeasured load and swipe); Node ${process.version}`,
  );
  out();
  table([
    ['', ...ui.results.map(({ rate }) => (rate === 1 ? 'normal CPU' : `CPU ${rate}x slower`))],
    [
      `Navigation -> list painted (${first.timing.rows} rows)`,
      ...per((r) => r.timing.paintedAt).map(msGrouped),
    ],
    [`  GET /api/assignments sent at`, ...per((r) => r.timing.requestedAt).map(msGrouped)],
    [`  GET /api/assignments answered at`, ...per((r) => r.timing.arrivedAt).map(msGrouped)],
    [
      'GET /api/assignments answered -> rows painted',
      ...per((r) => r.timing.paintedAt - r.timing.arrivedAt).map(msGrouped),
    ],
    ...frames('paged', `Scroll ${first.timing.rows} rows (as it opens)`),
    ...frames('all', `Scroll ${first.allRows} rows (after every 'Show more')`),
    ['  time to flick through them', ...per((r) => r.all.seconds).map((s) => `${s.toFixed(1)} s`)],
    ["Swipe release -> 'Completed!' painted", ...per((r) => r.swiped.toOverlay).map(msGrouped)],
    [
      `Swipe release -> row shows Completed (incl. ${SWIPE_OVERLAY_MS} ms overlay)`,
      ...per((r) => r.swiped.toCompleted).map(msGrouped),
    ],
  ]);
  out(
    `Navigation times are from navigation start; the list opens with ${GROUP_PAGE_SIZE} rows per group. Throttling: CDP Emulation.setCPUThrottlingRate.`,
  );
  out(
    'Frames: requestAnimationFrame deltas (main thread, 16.7 ms at 60 Hz) while CDP touch flicks of 490 px scroll from the top to the bottom of the page.',
  );
  out(
    'Swipe: a finger drags the first open row 90 px left (threshold 50 px); from a capture pointerup to the first task after the next frame once the row changed.',
  );
  print();
}

await bench.run(main);
