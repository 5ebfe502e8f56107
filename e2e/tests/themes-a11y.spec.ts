import AxeBuilder from '@axe-core/playwright';
import { THEME_NAMES, type Theme } from '@assignd/core';
import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { becomePro, newStudent, SAME_ORIGIN } from './support';

/*
 * Each Pro theme, on the main screens of all three layouts, passes axe's WCAG 2.2 A and AA rules,
 * colour contrast above all: badges, counters, the sidebar, buttons and a dialog included.
 */

const CUSTOM_THEMES = ['ocean', 'green', 'purple', 'sunset'] as const satisfies readonly Theme[];
const DARK_BASED: readonly Theme[] = ['purple'];

/* Monday 23 November 2026, 08:00 in New York: the due badges and today's agenda are the same on every run. */
const TIME_ZONE = 'America/New_York';
const NOW = new Date('2026-11-23T13:00:00Z');
/** `hour` o'clock in New York, `days` after today. */
const at = (days: number, hour: number) =>
  new Date(Date.UTC(2026, 10, 23 + days, hour + 5)).toISOString();

async function post(page: Page, url: string, data: unknown): Promise<{ id: string }> {
  const response = await page.request.post(url, { data, headers: SAME_ORIGIN });
  expect(response.ok(), `POST ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { id: string };
}

/** A student with two classes, an item for every due badge, a completed one and two events. */
async function seedStudent(page: Page): Promise<string> {
  const student = newStudent('Noor');
  await post(page, '/api/auth/sign-up/email', {
    ...student,
    name: `${student.firstName} ${student.lastName}`,
  });
  const biology = await post(page, '/api/classes', { name: 'Biology', color: '#10b981' });
  const history = await post(page, '/api/classes', { name: 'History', color: '#f59e0b' });
  const items = [
    { title: 'Lab report', dueDate: at(-2, 23), category: 'Project', classId: biology.id },
    { title: 'Cell quiz', dueDate: at(0, 23), category: 'Quiz', classId: biology.id },
    { title: 'Essay outline', dueDate: at(1, 23), category: 'Homework', classId: history.id },
    { title: 'Chapter 4', dueDate: at(3, 23), category: 'Reading', classId: history.id },
    { title: 'Map test', dueDate: at(-1, 23), category: 'Test', completed: true },
  ];
  for (const item of items) await post(page, '/api/assignments', item);
  await post(page, '/api/events', { title: 'Science fair', eventDate: at(0, 15) });
  await post(page, '/api/events', { title: 'Museum trip', eventDate: at(2, 10) });
  return biology.id;
}

async function chooseTheme(page: Page, theme: Theme): Promise<void> {
  const saved = await page.request.patch('/api/preferences', {
    data: { theme },
    headers: SAME_ORIGIN,
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

type Screen = 'dashboard' | 'assignments' | 'classes' | 'class' | 'calendar' | 'settings';

interface Layout {
  name: string;
  prefix: string;
  classPath: string;
  options: BrowserContextOptions;
  /** Every screen on the desktop; the others where their layout differs most, to stay quick. */
  screens: Screen[];
}

const LAYOUTS: Layout[] = [
  {
    name: 'desktop',
    prefix: '',
    classPath: 'class',
    options: { viewport: { width: 1280, height: 800 } },
    screens: ['dashboard', 'assignments', 'classes', 'class', 'calendar', 'settings'],
  },
  {
    name: 'tablet',
    prefix: '/tablet',
    classPath: 'classes',
    options: { viewport: { width: 820, height: 1180 }, hasTouch: true },
    screens: ['dashboard', 'class', 'calendar', 'settings'],
  },
  {
    name: 'phone',
    prefix: '/mobile',
    classPath: 'classes',
    options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    screens: ['dashboard', 'assignments', 'calendar', 'settings'],
  },
];

/** The screen's address and a text that is only there once its data has loaded. */
function address(layout: Layout, screen: Screen, classId: string): [string, string] {
  const { prefix, classPath } = layout;
  const screens: Record<Screen, [string, string]> = {
    dashboard: [`${prefix}/dashboard`, 'Essay outline'],
    assignments: [`${prefix}/assignments`, 'Lab report'],
    classes: [`${prefix}/classes`, 'History'],
    class: [`${prefix}/${classPath}/${classId}`, 'Cell quiz'],
    calendar: [`${prefix}/calendar`, 'Science fair'],
    settings: [`${prefix}/settings`, 'Appearance'],
  };
  return screens[screen];
}

async function expectNoViolations(page: Page, where: string, include?: string): Promise<void> {
  const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']);
  if (include) axe.include(include);
  const { violations } = await axe.analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary}`,
    ),
  );
  expect(found, where).toEqual([]);
}

async function checkLayout(
  browser: Browser,
  baseURL: string,
  layout: Layout,
  state: StorageState,
  theme: Theme,
  classId: string,
) {
  const context = await browser.newContext({
    ...layout.options,
    baseURL,
    storageState: state,
    // The fade-in animations start transparent; axe must see the colours at rest.
    reducedMotion: 'reduce',
    timezoneId: TIME_ZONE,
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(NOW);
  try {
    for (const screen of layout.screens) {
      const [path, ready] = address(layout, screen, classId);
      await page.goto(path);
      // The visible one: a narrow calendar keeps its month cells' titles hidden behind dots.
      await expect(
        page.getByText(ready, { exact: true }).filter({ visible: true }).first(),
      ).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveClass(
        DARK_BASED.includes(theme) ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      await expectNoViolations(page, `${theme}, ${layout.name}, ${path}`);
    }
    // The dialogs are one component on every layout: the desktop's New Assignment stands for them.
    if (layout.name === 'desktop') {
      await page.goto(`${layout.prefix}/assignments`);
      await page
        .getByRole('button', { name: /Add Assignment/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(
        page,
        `${theme}, ${layout.name}, New Assignment dialog`,
        '[role="dialog"]',
      );
    }
  } finally {
    await context.close();
  }
}

// One student per theme, so the four run side by side.
test.describe.configure({ mode: 'parallel' });

for (const theme of CUSTOM_THEMES) {
  test(`${THEME_NAMES[theme]} reads at WCAG AA on the main screens`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const classId = await seedStudent(page);
    await becomePro(page);
    await chooseTheme(page, theme);
    const state = await page.context().storageState();
    for (const layout of LAYOUTS)
      await checkLayout(browser, baseURL ?? '', layout, state, theme, classId);
  });
}
