// The Chromium half of `npm run bench`: dashboard render time after the assignments arrive, and
// the time from clicking Done to the row showing it. Everything is timed inside the page with
// performance.now(); "painted" is the first task after the next animation frame, so it includes
// the style, layout and paint of that frame.
/* global window, document, MutationObserver, Element */
import {
  firstRowsTiming,
  launchChromium,
  logChromiumState,
  pageProbes,
  patchAnswer,
  rowsPainted,
  watchPage,
} from './common.mjs';

const LIST = 'ul[aria-label="Assignments"]';

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
      window.__assigndAfterPaint((at) => {
        result.paintedAt = at;
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
  renderRuns,
  clickRuns,
  log,
  onBrowser,
}) {
  const browser = await launchChromium();
  onBrowser(browser);
  // Shown only when something goes wrong.
  const problems = [];
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: baseUrl,
    });
    context.setDefaultTimeout(30_000);
    await context.addInitScript(pageProbes, `${LIST} > li`);
    const page = await context.newPage();
    watchPage(page, problems);
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
      await page.waitForFunction(rowsPainted);
      const timing = await page.evaluate(firstRowsTiming);
      if (!timing) throw new Error('No resource timing entry for GET /api/assignments');
      if (run > 0) {
        render.push({
          toDom: timing.domAt - timing.arrivedAt,
          toPaint: timing.paintedAt - timing.arrivedAt,
        });
      }
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
        const saved = patchAnswer(page);
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
    await page.waitForFunction(rowsPainted);
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
    await page.waitForFunction(rowsPainted);
    const visibleDefault = await page.locator(`${LIST} > li`).count();
    const leaves = await clicks('leaves');
    log(`Chromium: Done measured ${clickRuns} times with the default filter`);

    return { version, render, rows, stays, leaves, visibleWithCompleted, visibleDefault };
  } catch (error) {
    await logChromiumState(browser, problems, log);
    throw error;
  } finally {
    await browser.close().catch(() => undefined);
  }
}
