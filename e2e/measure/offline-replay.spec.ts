import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { controlledByWorker, SAME_ORIGIN, signUp } from '../tests/support';

// `npm run measure:offline`: the time a phone's queue of 100 changes made offline takes to reach a
// local server once the connection is back, and the rows lost or written twice (issue 29).

const CHANGES = 100;

/**
 * A student with `count` assignments, on the list in a page the worker keeps (as on their later
 * visits), offline, having marked all of them Done: answers the page's Done buttons.
 */
async function markedDoneOffline(page: Page, context: BrowserContext, count: number) {
  await signUp(page, 'Noor');
  const due = new Date(Date.now() + 3 * 86_400_000).toISOString();
  for (let i = 1; i <= count; i++) {
    const added = await page.request.post('/api/assignments', {
      headers: SAME_ORIGIN,
      data: { title: `Reading ${i}`, category: 'Homework', dueDate: due },
    });
    expect(added.ok()).toBe(true);
  }
  await page.clock.install();
  await page.goto('/assignments');
  // The list shows its rows a page at a time; each row done leaves it, and the next comes up.
  const done = page.getByRole('main').getByRole('button', { name: 'Done', exact: true });
  await expect(done.first()).toBeVisible();
  await controlledByWorker(page);
  await page.reload();
  await expect(done.first()).toBeVisible();

  await context.setOffline(true);
  for (let i = 0; i < count; i++) {
    await done.first().click();
    // Past the double-click guard (a Done within 500 ms of one on another row is ignored).
    await page.clock.fastForward(600);
  }
}

test(`${CHANGES} changes made offline reach the server once when back`, async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await markedDoneOffline(page, context, CHANGES);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toContainText(
    `(${CHANGES} changes waiting)`,
    { timeout: 60_000 },
  );

  const started = Date.now();
  await context.setOffline(false);
  const completed = async () => {
    const list = (await (await page.request.get('/api/assignments')).json()) as {
      completed: boolean;
    }[];
    return { rows: list.length, completed: list.filter((row) => row.completed).length };
  };
  await expect.poll(completed, { timeout: 120_000, intervals: [100] }).toEqual({
    rows: CHANGES,
    completed: CHANGES,
  });
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `${CHANGES} changes made offline: on the server ${seconds.toFixed(1)} s after the connection came back; ` +
      `${CHANGES} rows, ${CHANGES} completed (0 lost, 0 written twice)`,
  );
  expect(seconds).toBeLessThan(5);
});

const TOGGLES = 800;
const CREATES = 200;
const CUTS = 20;

test(`${TOGGLES + CREATES} changes made offline reach the server once across ${CUTS} cut replays`, async ({
  page,
  context,
}) => {
  test.setTimeout(1_200_000);
  await markedDoneOffline(page, context, TOGGLES);
  for (let i = 1; i <= CREATES; i++) {
    await page.getByRole('button', { name: 'Add Assignment' }).first().click();
    const add = page.getByRole('dialog', { name: 'New Assignment' });
    await add.getByLabel('Title').fill(`Essay ${i}`);
    await add.getByRole('button', { name: 'Add Assignment' }).click();
    await expect(add).toHaveCount(0);
  }
  const banner = page.getByRole('status').filter({ hasText: 'Offline' });
  await expect(banner).toContainText(`(${TOGGLES + CREATES} changes waiting)`, {
    timeout: 120_000,
  });

  // Every so often the server takes a change but its answer is lost on the way back: the
  // device must send it again under the same key, and the server must not do it twice.
  let writes = 0;
  let cut = 0;
  const every = Math.floor((TOGGLES + CREATES) / CUTS);
  await page.route('**/api/assignments**', async (route) => {
    const method = route.request().method();
    if (method !== 'POST' && method !== 'PATCH') return route.fallback();
    writes += 1;
    const answer = await route.fetch();
    if (writes % every === 0 && cut < CUTS) {
      cut += 1;
      return route.abort('connectionreset');
    }
    return route.fulfill({ response: answer });
  });
  const started = Date.now();
  await context.setOffline(false);
  const onServer = async () => {
    const list = (await (await page.request.get('/api/assignments')).json()) as {
      title: string;
      completed: boolean;
    }[];
    const essays = list.filter((row) => row.title.startsWith('Essay '));
    return {
      rows: list.length,
      completed: list.filter((row) => row.completed).length,
      essays: new Set(essays.map((row) => row.title)).size,
    };
  };
  // A cut replay waits for its retry (2 s after the first failure in a row).
  await page.clock.runFor(0);
  await expect
    .poll(
      async () => {
        await page.clock.fastForward(2_500);
        return onServer();
      },
      { timeout: 600_000, intervals: [250] },
    )
    .toEqual({ rows: TOGGLES + CREATES, completed: TOGGLES, essays: CREATES });
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `${TOGGLES + CREATES} changes made offline (${TOGGLES} Done, ${CREATES} new) across ${cut} replays cut after the server took a change: ` +
      `on the server ${seconds.toFixed(1)} s after the connection came back; ` +
      `${TOGGLES + CREATES} rows, ${TOGGLES} completed, ${CREATES} distinct new ones (0 lost, 0 written twice); ${writes} requests sent`,
  );
  expect(cut).toBe(CUTS);
});
