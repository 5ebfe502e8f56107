import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { becomePro, SAME_ORIGIN, signUp, watchForCspViolations, type Student } from './support';

/*
 * Issue 12 on the web: the focus timer. The page's clock starts three hours back, so the work
 * sessions the clock is advanced through have ended before the server's own now, which is when the
 * server accepts them.
 */

const HOURS_BACK = 3 * 3_600_000;
const WORK_DONE = 'Work session completed! Time for a break.';
const BREAK_DONE = 'Break time over! Ready for another work session?';

async function post(page: Page, url: string, data: unknown): Promise<{ id: string; url?: string }> {
  const response = await page.request.post(url, { data, headers: SAME_ORIGIN });
  expect(response.ok(), `POST ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { id: string; url?: string };
}

// The page's week (it charts this week's sessions) starts on Sunday at 00:00 in its time zone.
test.use({ timezoneId: 'UTC' });

/**
 * Where the page's clock starts: three hours back, or, when the sessions that follow could end
 * in the next week (a run on a Sunday just after midnight), that long before the week began. The
 * chart shows one week, so the sessions a test records and the page's now must share it.
 */
function clockStart(now = Date.now()): number {
  const today = new Date(now);
  const weekStart = Date.UTC(
    today.getUTCFullYear(),
    today.getUTCMonth(),
    today.getUTCDate() - today.getUTCDay(),
  );
  const margin = 3_600_000;
  return now - weekStart < HOURS_BACK + margin ? weekStart - HOURS_BACK - margin : now - HOURS_BACK;
}

async function proStudent(page: Page, firstName: string): Promise<void> {
  await signUp(page, firstName);
  await becomePro(page);
  await page.clock.install({ time: clockStart() });
}

/**
 * Stops the page's clock, so only fastForward moves it: exact seconds. Call it once the timer
 * shows: a held clock also holds the plan check's timers, which would leave the page on
 * 'Checking your plan...'.
 */
async function holdClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

const timer = (page: Page) => page.getByRole('timer', { name: 'Time left' });
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The seconds left that the sidebar's or top bar's timer link names. */
async function secondsLeft(status: Locator): Promise<number> {
  const name = (await status.getAttribute('aria-label')) ?? '';
  const [, minutes = '', seconds = ''] = /(\d\d):(\d\d)/.exec(name) ?? [];
  return Number(minutes) * 60 + Number(seconds);
}

/** Starts the session and moves the page's clock past its end. */
async function finishSession(page: Page, minutes: number, message: string): Promise<void> {
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.clock.fastForward(minutes * 60_000);
  await expect(toast(page, message).last()).toBeVisible();
}

test('desktop: four work sessions end in the long break and are charted per class', async ({
  page,
}) => {
  test.setTimeout(45_000);
  const noCspViolations = watchForCspViolations(page);
  await proStudent(page, 'Maya');
  const biology = await post(page, '/api/classes', { name: 'Biology', color: '#10b981' });
  await post(page, '/api/assignments', { title: 'Lab report', classId: biology.id });

  await page.goto('/pomodoro');
  await expect(page.getByRole('heading', { name: 'Pomodoro', level: 1 })).toBeVisible();
  await expect(timer(page)).toHaveText('25:00');
  await expect(page.getByText('No focus sessions yet this week.')).toBeVisible();
  await expect(page.getByLabel('Work duration').locator('option')).toHaveText(
    ['15', '25', '30', '45', '60'].map((minutes) => `${minutes} minutes`),
  );
  await expect(page.getByLabel('Break duration').locator('option')).toHaveText(
    ['5', '10', '15', '20'].map((minutes) => `${minutes} minutes`),
  );
  await page.getByLabel('Working on').selectOption({ label: 'Lab report' });

  const stats = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
  for (let session = 1; session <= 4; session += 1) {
    await finishSession(page, 25, WORK_DONE);
    await expect(stats('Sessions completed')).toHaveText(String(session));
    if (session === 4) break;
    await expect(page.getByText('Break', { exact: true })).toBeVisible();
    await expect(timer(page)).toHaveText('05:00');
    await expect(stats('Until long break')).toHaveText(String(4 - session));
    await finishSession(page, 5, BREAK_DONE);
    await expect(timer(page)).toHaveText('25:00');
  }
  await expect(page.getByText('Long break', { exact: true })).toBeVisible();
  await expect(timer(page)).toHaveText('15:00');
  await expect(stats('Focus time')).toHaveText('1h 40m');
  await expect(stats('Until long break')).toHaveText('4');

  const chart = page.getByRole('list', { name: 'Focus per class' });
  await expect(chart.getByRole('listitem')).toHaveText(['Biology1h 40m']);

  // Reset restores the full length; skip moves to the other type, stopped.
  await holdClock(page);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(timer(page)).toHaveText('25:00');
  await page.getByLabel('Work duration').selectOption('45');
  await expect(timer(page)).toHaveText('45:00');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.clock.fastForward(60_000);
  await expect(timer(page)).toHaveText('44:00');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(timer(page)).toHaveText('45:00');
  noCspViolations();
});

test('desktop: the timer keeps running on other pages and across a reload', async ({ page }) => {
  await proStudent(page, 'Jonas');
  await page.goto('/pomodoro');
  await expect(timer(page)).toHaveText('25:00');
  await expect(page).toHaveTitle('Pomodoro - Assignd');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.clock.fastForward(60_000);
  await expect(page).toHaveTitle(/^2[34]:\d\d · Focus — Assignd$/);

  const nav = page.getByRole('navigation', { name: 'App' });
  await nav.getByRole('link', { name: 'Assignments' }).click();
  await expect(page).toHaveURL(/\/assignments$/);
  // The page's clock runs on in real time too, so the checks allow the seconds a busy machine takes.
  const status = nav.getByRole('link', { name: /^Focus timer: \d\d:\d\d left$/ });
  const before = await secondsLeft(status);
  expect(before).toBeLessThanOrEqual(24 * 60);
  expect(before).toBeGreaterThan(23 * 60);
  await page.clock.fastForward(60_000);
  await expect.poll(() => secondsLeft(status)).toBeLessThanOrEqual(before - 60);

  await page.reload();
  await expect(status).toBeVisible();
  expect(await secondsLeft(status)).toBeGreaterThan(21 * 60);
  await expect(page).toHaveTitle(/^2[12]:\d\d · Focus — Assignd$/);

  // At zero on another page: the toast, and the page's own title back in the tab.
  await page.clock.fastForward(23 * 60_000);
  await expect(toast(page, WORK_DONE)).toBeVisible();
  await expect(status).toHaveCount(0);
  await expect(page).toHaveTitle('Assignments - Assignd');

  await nav.getByRole('link', { name: 'Pomodoro' }).click();
  await expect(page.locator('dt', { hasText: 'Sessions completed' }).locator('+ dd')).toHaveText(
    '1',
  );
  await expect(timer(page)).toHaveText('05:00');
});

test('desktop: on a shared browser the next student sees none of the timer of the one before', async ({
  page,
}) => {
  test.setTimeout(45_000);
  const bea = await signUp(page, 'Bea');
  await becomePro(page);
  await post(page, '/api/auth/sign-out', {});
  const ravi = await signUp(page, 'Ravi');
  await becomePro(page);
  await page.clock.install({ time: Date.now() - HOURS_BACK });

  await page.goto('/pomodoro');
  await page.getByRole('button', { name: 'Start' }).click();
  await page.clock.fastForward(60_000);
  const runningTitle = /^2[34]:\d\d · Focus — Assignd$/;
  await expect(page).toHaveTitle(runningTitle);

  const nav = page.getByRole('navigation', { name: 'App' });
  const status = nav.getByRole('link', { name: /^Focus timer: \d\d:\d\d left$/ });
  /** Signs out through the sidebar and in through the form, without reloading the page. */
  async function switchTo(student: Student): Promise<void> {
    await page.getByRole('complementary').getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'Login' }).click();
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(nav).toBeVisible();
  }

  await switchTo(bea);
  await nav.getByRole('link', { name: 'Pomodoro' }).click();
  await expect(timer(page)).toHaveText('25:00');
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  await expect(page).toHaveTitle('Pomodoro - Assignd');
  await expect(status).toHaveCount(0);

  await switchTo(ravi);
  await expect(status).toBeVisible();
  expect(await secondsLeft(status)).toBeGreaterThan(20 * 60);
  await expect(page).toHaveTitle(runningTitle);
});

test('desktop: Space starts and pauses, except in a select', async ({ page }) => {
  await proStudent(page, 'Ines');
  await page.goto('/pomodoro');
  await expect(timer(page)).toHaveText('25:00');
  await holdClock(page);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await page.clock.fastForward(2_000);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  await expect(timer(page)).toHaveText('24:58');
  await page.getByLabel('Break duration').focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the phone page starts and pauses, the time left in the top bar', async ({ page }) => {
    await proStudent(page, 'Noor');
    await page.goto('/mobile/pomodoro');
    await expect(page.getByRole('heading', { name: 'Pomodoro', level: 1 })).toBeVisible();
    await expect(timer(page)).toHaveText('25:00');
    await holdClock(page);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.fastForward(90_000);
    const topBar = page.getByRole('banner');
    await expect(topBar.getByRole('link', { name: 'Focus timer: 23:30 left' })).toBeVisible();
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(timer(page)).toHaveText('23:30');
    await expect(topBar.getByRole('link', { name: /Focus timer/ })).toHaveCount(0);
  });
});

test.describe('tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

  test('the tablet page starts and pauses under its top bar title', async ({ page }) => {
    await proStudent(page, 'Ana');
    await page.goto('/tablet/pomodoro');
    await expect(page.getByRole('banner')).toHaveText('Pomodoro');
    await expect(timer(page)).toHaveText('25:00');
    await holdClock(page);
    await page.getByRole('button', { name: 'Start' }).click();
    await page.clock.fastForward(60_000);
    await expect(
      page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: /Focus timer/ }),
    ).toHaveAccessibleName('Focus timer: 24:00 left');
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect(timer(page)).toHaveText('24:00');
  });
});

test('a free student sees the Pro gate in place of the timer', async ({ page }) => {
  await signUp(page, 'Leo');
  await page.goto('/pomodoro');
  await expect(
    page.getByRole('region', { name: 'Upgrade to Pro to unlock the focus timer!' }),
  ).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
});

test('light and dark: the page, a running timer and the chart pass axe (contrast included)', async ({
  page,
}) => {
  await signUp(page, 'Sam');
  await becomePro(page);
  const history = await post(page, '/api/classes', { name: 'History', color: '#f59e0b' });
  const essay = await post(page, '/api/assignments', { title: 'Essay', classId: history.id });
  // The page's now, in the same week as the session (see clockStart).
  const now = clockStart() + HOURS_BACK;
  await page.clock.install({ time: now });
  await post(page, '/api/focus-sessions', {
    startedAt: new Date(now - 40 * 60_000).toISOString(),
    endedAt: new Date(now - 10 * 60_000).toISOString(),
    minutes: 25,
    assignmentId: essay.id,
  });

  for (const theme of ['light', 'dark'] as const) {
    const saved = await page.request.patch('/api/preferences', {
      data: { theme },
      headers: SAME_ORIGIN,
    });
    expect(saved.ok()).toBe(true);
    await page.goto('/pomodoro');
    const html = expect(page.locator('html'));
    await (theme === 'dark' ? html : html.not).toHaveClass(/(^|\s)dark(\s|$)/);
    await expect(
      page.getByRole('list', { name: 'Focus per class' }).getByRole('listitem'),
    ).toHaveText(['History0h 25m']);
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('link', { name: /^Focus timer: / })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      violations.flatMap(({ id, nodes }) => nodes.map((node) => `${id}: ${node.target.join(' ')}`)),
      theme,
    ).toEqual([]);
    await page.getByRole('button', { name: 'Pause' }).click();
  }
});
