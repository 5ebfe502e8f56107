// The Chromium half of `npm run bench`: dashboard render time after the assignments arrive, and
// the time from clicking Done to the row showing it. Everything is timed inside the page with
// performance.now(); "painted" is the first task after the next animation frame, so it includes
// the style, layout and paint of that frame.
/* global window, document, MutationObserver, requestAnimationFrame, Element */
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const LIST = 'ul[aria-label="Assignments"]';

/** Runs in the page before its own scripts, on every load: notes when the list first has rows. */
function renderProbe(listSelector) {
  const state = { rendered: undefined };
  window.__assigndBench = state;
  const observer = new MutationObserver(() => {
    const list = document.querySelector(listSelector);
    if (!list || list.children.length === 0) return;
    observer.disconnect();
    const rendered = { domAt: performance.now(), rows: list.children.length };
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        rendered.paintedAt = performance.now();
        state.rendered = rendered;
      };
      channel.port2.postMessage(0);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** Data arrival: when the last byte of the GET /api/assignments answer came in. */
function renderTiming() {
  const { rendered } = window.__assigndBench;
  const entries = performance
    .getEntriesByType('resource')
    .filter((e) => new URL(e.name).pathname === '/api/assignments' && e.responseEnd > 0)
    .filter((e) => e.responseEnd <= rendered.domAt);
  const arrived = entries.at(-1);
  return arrived
    ? {
        rows: rendered.rows,
        toDom: rendered.domAt - arrived.responseEnd,
        toPaint: rendered.paintedAt - arrived.responseEnd,
        fetchMs: arrived.responseEnd - arrived.startTime,
      }
    : undefined;
}

/**
 * Arms a one-shot capture listener for the next click on a Done button in the list; then waits for
 * that row to show Active (`stays`) or to leave the list (`leaves`).
 */
function armDoneProbe({ listSelector, mode }) {
  const result = {};
  window.__assigndDone = result;
  const onClick = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const row = button?.closest(`${listSelector} > li`);
    if (!row || button.textContent.trim() !== 'Done') return;
    window.removeEventListener('click', onClick, true);
    result.clickAt = performance.now();
    result.title = row.querySelector('p')?.textContent ?? '';
    const changed = () =>
      mode === 'stays'
        ? [...row.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Active')
        : !row.isConnected;
    const root = row.parentElement?.parentElement ?? document.body;
    const observer = new MutationObserver(() => {
      if (!changed()) return;
      observer.disconnect();
      result.domAt = performance.now();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          result.paintedAt = performance.now();
        };
        channel.port2.postMessage(0);
      });
    });
    observer.observe(root, { childList: true, subtree: true, characterData: true });
  };
  window.addEventListener('click', onClick, true);
}

export async function measureBrowser({
  baseUrl,
  email,
  password,
  executablePath,
  renderRuns,
  clickRuns,
  log,
  onBrowser,
}) {
  // Playwright's own signal handlers would exit this process at once (130) on Ctrl-C, before the
  // bench has stopped its server and database; the bench closes the browser itself.
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_ARGS,
    headless: true,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  onBrowser(browser);
  // Shown only when something goes wrong.
  const problems = [];
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: baseUrl,
    });
    context.setDefaultTimeout(30_000);
    await context.addInitScript(renderProbe, LIST);
    const page = await context.newPage();
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
    const version = browser.version();

    log('Chromium: signing in through /auth');
    await page.goto('/auth');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);

    const render = [];
    let rows = 0;
    // The first load after sign-in warms the caches (code chunks, JIT); it is not counted.
    for (let run = 0; run <= renderRuns; run += 1) {
      await page.goto('/dashboard');
      await page.waitForFunction(() => window.__assigndBench?.rendered?.paintedAt !== undefined);
      const timing = await page.evaluate(renderTiming);
      if (!timing) throw new Error('No resource timing entry for GET /api/assignments');
      if (run > 0) render.push(timing);
      rows = timing.rows;
    }
    log(`Chromium: dashboard render measured ${renderRuns} times (${rows} rows in the list)`);

    const clicks = async (mode) => {
      const times = [];
      for (let run = 0; run <= clickRuns; run += 1) {
        await page.evaluate(armDoneProbe, { listSelector: LIST, mode });
        const button = page
          .locator(`${LIST} > li`)
          .getByRole('button', { name: 'Done', exact: true })
          .first();
        await button.scrollIntoViewIfNeeded();
        const saved = page.waitForResponse(
          (r) => r.request().method() === 'PATCH' && r.url().includes('/api/assignments/'),
        );
        await button.click();
        await page.waitForFunction(() => window.__assigndDone?.paintedAt !== undefined);
        const response = await saved;
        if (!response.ok()) throw new Error(`PATCH answered ${response.status()}`);
        const r = await page.evaluate(() => window.__assigndDone);
        // The first click warms the code path; it is not counted.
        if (run > 0) times.push({ toDom: r.domAt - r.clickAt, toPaint: r.paintedAt - r.clickAt });
        // Let the server's answer land and render before the next click.
        await page.waitForTimeout(400);
      }
      return times;
    };

    // With "Completed" ticked the row stays in the list and turns into a done row.
    await page.goto('/dashboard');
    await page.waitForFunction(() => window.__assigndBench?.rendered?.paintedAt !== undefined);
    await page.getByRole('checkbox', { name: 'Completed' }).click();
    await page.waitForFunction(
      (selector) => document.querySelector(selector)?.querySelector('button') !== null,
      LIST,
    );
    const visibleWithCompleted = await page.locator(`${LIST} > li`).count();
    const stays = await clicks('stays');
    log(`Chromium: Done measured ${clickRuns} times with completed rows shown`);

    // The dashboard as it opens: a done row leaves the list.
    await page.goto('/dashboard');
    await page.waitForFunction(() => window.__assigndBench?.rendered?.paintedAt !== undefined);
    const visibleDefault = await page.locator(`${LIST} > li`).count();
    const leaves = await clicks('leaves');
    log(`Chromium: Done measured ${clickRuns} times with the default filter`);

    return { version, render, rows, stays, leaves, visibleWithCompleted, visibleDefault };
  } catch (error) {
    if (problems.length > 0) log(`Chromium reported:\n  ${problems.slice(-30).join('\n  ')}`);
    const pages = browser.contexts().flatMap((c) => c.pages());
    for (const p of pages) {
      const text = await p
        .evaluate(() => document.body?.innerText ?? '')
        .catch((e) => `(could not read the page: ${e})`);
      log(`Chromium was at ${p.url()}, showing:\n${text.slice(0, 1500)}`);
    }
    throw error;
  } finally {
    await browser.close().catch(() => undefined);
  }
}
