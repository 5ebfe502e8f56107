import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { abRotation, newStudent, SAME_ORIGIN } from './support';

/*
 * A student's first week: Monday 23 November 2026, 08:00 in New York. The clock is pinned so
 * "today", "tomorrow" and the rotation day are the same on every run.
 */
const TIME_ZONE = 'America/New_York';
const MONDAY_8AM = new Date('2026-11-23T13:00:00Z');
test.use({ timezoneId: TIME_ZONE });

const day = (offset: number) => {
  const date = new Date(Date.UTC(2026, 10, 23 + offset));
  return date.toISOString().slice(0, 10);
};

async function api(request: APIRequestContext, method: 'post' | 'put', url: string, data: unknown) {
  const response = await request[method](url, { data, headers: SAME_ORIGIN });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { id: string };
}

async function addAssignment(
  page: Page,
  item: { title: string; category: string; date: string; className?: string },
) {
  await page.getByRole('button', { name: '+ Add Assignment' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Title').fill(item.title);
  await dialog.getByLabel('Due date').fill(item.date);
  await dialog.getByLabel('Due time').fill('23:59');
  await dialog.getByLabel('Category').selectOption(item.category);
  if (item.className) await dialog.getByLabel('Class').selectOption({ label: item.className });
  await dialog.getByRole('button', { name: 'Add Assignment' }).click();
  await expect(page.getByText('Assignment added').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

interface SchoolClassRow {
  id: string;
  name: string;
}

async function addClass(
  page: Page,
  item: { name: string; teacher?: string; room?: string; colour: string; icon: string },
) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Class name').fill(item.name);
  if (item.teacher) await dialog.getByLabel('Teacher').fill(item.teacher);
  if (item.room) await dialog.getByLabel('Room').fill(item.room);
  // The swatches and icons are visually hidden radios inside labels: click what a student sees.
  await dialog.getByTitle(item.colour, { exact: true }).click();
  await dialog.getByTitle(item.icon, { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: item.icon, exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add Class' }).click();
  await expect(page.getByText('Class added').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

const counter = (page: Page, name: string) => page.getByRole('group', { name });
const assignmentRow = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });

test('a student runs their first week in Assignd', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.setFixedTime(MONDAY_8AM);
  const student = newStudent('Sam');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: SAME_ORIGIN,
    data: { ...student, name: `${student.firstName} ${student.lastName}` },
  });
  expect(signUp.ok()).toBe(true);

  // Three classes, made in the New Class dialog, and an A/B rotation that starts today.
  await page.goto('/classes');
  await expect(page.getByText('Ready to get organized?')).toBeVisible();
  await page.getByRole('button', { name: 'Create Your First Class' }).click();
  await addClass(page, {
    name: 'Biology',
    teacher: 'Ms. Park',
    room: 'B12',
    colour: 'Emerald',
    icon: 'Microscope',
  });
  for (const item of [
    { name: 'Algebra II', colour: 'Blue', icon: 'Calculator' },
    { name: 'World History', colour: 'Red', icon: 'History' },
  ]) {
    await page.getByRole('button', { name: 'Add New Class' }).click();
    await addClass(page, item);
  }
  const cards = page.getByRole('list', { name: 'Classes' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('Algebra II');
  await expect(cards.nth(1)).toContainText('Ms. Park');
  const classes = (await (await page.request.get('/api/classes')).json()) as SchoolClassRow[];
  const idOf = (name: string) => classes.find((c) => c.name === name)!.id;
  const biology = { id: idOf('Biology') };
  const algebra = { id: idOf('Algebra II') };
  const history = { id: idOf('World History') };
  await api(
    page.request,
    'put',
    '/api/schedule',
    abRotation(
      {
        '1': [
          { id: 'a1', label: 'Period 1', start: '8:00 AM', end: '8:50 AM', classId: biology.id },
          { id: 'a2', label: 'Period 2', start: '9:00 AM', end: '9:50 AM', classId: algebra.id },
        ],
        '2': [
          { id: 'b1', label: 'Period 1', start: '8:00 AM', end: '8:50 AM', classId: history.id },
        ],
      },
      {
        startDate: day(0),
      },
    ),
  );

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Good morning, Sam' })).toBeVisible();

  // Today's Schedule: A Day today, B Day tomorrow.
  const schedule = page.getByRole('region', { name: "Today's Schedule" });
  await schedule.getByRole('radio', { name: 'Today' }).click();
  await expect(schedule.getByText('Biology').first()).toBeVisible();
  await expect(schedule.getByText('Algebra II').first()).toBeVisible();
  await schedule.getByRole('radio', { name: 'Tomorrow' }).click();
  await expect(schedule.getByText('World History').first()).toBeVisible();
  await expect(schedule.getByText('Biology')).toHaveCount(0);

  // Six assignments across every category.
  const items = [
    { title: 'Lab report: osmosis', category: 'Homework', date: day(0), className: 'Biology' },
    { title: 'Unit 3 test', category: 'Test', date: day(3), className: 'Algebra II' },
    { title: 'Vocabulary quiz', category: 'Quiz', date: day(1), className: 'World History' },
    { title: 'Read chapter 4', category: 'Reading', date: day(-1), className: 'World History' },
    { title: 'Science fair poster', category: 'Project', date: day(10), className: 'Biology' },
    { title: 'Return library books', category: 'Other', date: day(2) },
  ];
  for (const item of items) await addAssignment(page, item);

  await expect(counter(page, 'Overdue')).toContainText('1');
  await expect(counter(page, 'Upcoming Exams')).toContainText('2');
  await expect(assignmentRow(page, 'Lab report: osmosis')).toContainText('Due Today');
  await expect(assignmentRow(page, 'Vocabulary quiz')).toContainText('Due Tomorrow');
  await expect(assignmentRow(page, 'Unit 3 test')).toContainText('Due in 3 days');
  await expect(assignmentRow(page, 'Read chapter 4')).toContainText('Overdue');

  // Complete the overdue reading, then re-open it.
  await assignmentRow(page, 'Read chapter 4').getByRole('button', { name: 'Done' }).click();
  await expect(counter(page, 'Overdue')).toContainText('0');
  await expect(assignmentRow(page, 'Read chapter 4')).toHaveCount(0);
  await page.getByLabel('Completed').check();
  await assignmentRow(page, 'Read chapter 4').getByRole('button', { name: 'Active' }).click();
  await expect(counter(page, 'Overdue')).toContainText('1');
  await page.reload();
  await expect(counter(page, 'Overdue')).toContainText('1');

  // The category filter of the dashboard panel.
  await page.getByLabel('Category').selectOption('Test');
  await expect(assignmentRow(page, 'Unit 3 test')).toBeVisible();
  await expect(assignmentRow(page, 'Vocabulary quiz')).toHaveCount(0);

  // /assignments: filters, sorts and groups.
  await page.goto('/assignments');
  const group = (name: RegExp) => page.getByRole('region', { name });
  await expect(group(/^Homework/).getByRole('listitem')).toHaveCount(1);
  await expect(group(/^Exams & Quizzes/).getByRole('listitem')).toHaveCount(2);
  await expect(group(/^Other/).getByRole('listitem')).toHaveCount(3);
  await page
    .getByRole('radiogroup', { name: 'Show' })
    .getByRole('radio', { name: /overdue/i })
    .click();
  await expect(page).toHaveURL(/filter=overdue/);
  await expect(assignmentRow(page, 'Read chapter 4')).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  await page
    .getByRole('radiogroup', { name: 'Show' })
    .getByRole('radio', { name: 'All', exact: true })
    .click();
  const otherTitles = group(/^Other/)
    .getByRole('listitem')
    .locator('p[id]');
  await page.getByLabel('Sort by').selectOption('created');
  await expect(otherTitles).toHaveText([
    'Return library books',
    'Science fair poster',
    'Read chapter 4',
  ]);
  await page.getByLabel('Sort by').selectOption('alphabetical');
  await expect(otherTitles).toHaveText([
    'Read chapter 4',
    'Return library books',
    'Science fair poster',
  ]);

  // A filter and a sort picked in one breath, before the page re-renders: both stay.
  const overdueRadio = await page
    .getByRole('radiogroup', { name: 'Show' })
    .getByRole('radio', { name: /overdue/i })
    .elementHandle();
  const sortSelect = await page.getByLabel('Sort by').elementHandle();
  await page.evaluate(
    ([radio, select]) => {
      // The e2e project has no DOM types: these are the page's own radio, select and Event.
      const page = globalThis as unknown as { Event: new (type: string, init: object) => object };
      const sort = select as unknown as { value: string; dispatchEvent(event: object): boolean };
      (radio as unknown as { click(): void }).click();
      sort.value = 'created';
      sort.dispatchEvent(new page.Event('change', { bubbles: true }));
    },
    [overdueRadio, sortSelect],
  );
  await expect(page).toHaveURL(/filter=overdue/);
  await expect(page).toHaveURL(/sort=created/);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(1);
  await page
    .getByRole('radiogroup', { name: 'Show' })
    .getByRole('radio', { name: 'All', exact: true })
    .click();
  await expect(page).not.toHaveURL(/filter=/);

  // Calendar: dots on days with items, an event and an exam added with Quick Add.
  await page.goto('/calendar');
  const dayButton = (name: RegExp) => page.getByRole('button', { name });
  await expect(dayButton(/^Thursday, November 26\b.*, 1 item: /)).toBeVisible();
  await expect(dayButton(/^Sunday, November 22\b.*, 1 item: /)).toBeVisible();
  await dayButton(/^Friday, November 27\b/).click();
  await expect(page.getByText('No events on this date')).toBeVisible();
  await page.getByRole('button', { name: 'Add Event' }).click();
  const quickAdd = page.getByRole('dialog');
  await expect(quickAdd.getByRole('radio', { name: 'Event' })).toBeChecked();
  await quickAdd.getByLabel('Title').fill('Robotics club showcase');
  await quickAdd.getByLabel('Start time').fill('15:30');
  await quickAdd.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByText('Event added').first()).toBeVisible();
  await expect(dayButton(/^Friday, November 27\b.*, 1 item: /)).toBeVisible();
  // In the selected day's list, and by name in its month cell (titles, not only dots).
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Robotics club showcase' }),
  ).toBeVisible();
  await expect(dayButton(/^Friday, November 27\b/)).toContainText('Robotics club showcase');

  await page.getByRole('button', { name: 'Quick Add' }).click();
  await quickAdd.getByRole('radio', { name: 'Exam' }).click();
  await quickAdd.getByLabel('Title').fill('Chemistry placement exam');
  await quickAdd.getByRole('button', { name: 'Add Exam' }).click();
  await expect(page.getByText('Assignment added').first()).toBeVisible();
  await expect(dayButton(/^Friday, November 27\b.*, 2 items: /)).toBeVisible();
  const exam = (
    (await (await page.request.get('/api/assignments')).json()) as {
      title: string;
      category: string;
      completed: boolean;
    }[]
  ).find((a) => a.title === 'Chemistry placement exam');
  expect(exam).toMatchObject({ category: 'Test', completed: false });
  await page.goto('/dashboard');
  await expect(counter(page, 'Upcoming Exams')).toContainText('3');

  // Dark theme, remembered across a reload; custom themes need Pro.
  await page.goto('/settings');
  await page.getByLabel('Theme', { exact: true }).selectOption('dark');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByLabel('Theme', { exact: true })).toHaveValue('dark');
  await page.getByLabel('Theme', { exact: true }).selectOption('ocean');
  await expect(page.getByText('Upgrade to Pro to unlock custom themes!')).toBeVisible();
  await expect(page.getByLabel('Theme', { exact: true })).toHaveValue('dark');

  // Backup, clear everything, restore: all of it back and still linked.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Backup' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^assignd-backup-.+\.json$/);
  const backupFile = await download.path();

  await page.getByRole('button', { name: 'Clear All Data' }).click();
  await page.getByRole('button', { name: 'Yes, Clear All Data' }).click();
  await expect(
    page.getByText('All data cleared successfully! Ready for the new school year.'),
  ).toBeVisible();
  expect(await (await page.request.get('/api/assignments')).json()).toEqual([]);
  expect(await (await page.request.get('/api/classes')).json()).toEqual([]);

  await page.getByTestId('restore-file').setInputFiles(backupFile);
  await expect(page.getByText(/restored|imported/i).first()).toBeVisible();
  const restoredClasses = (await (await page.request.get('/api/classes')).json()) as {
    id: string;
    name: string;
  }[];
  const restoredAssignments = (await (await page.request.get('/api/assignments')).json()) as {
    title: string;
    classId: string | null;
  }[];
  expect(restoredClasses.map((c) => c.name).sort()).toEqual([
    'Algebra II',
    'Biology',
    'World History',
  ]);
  expect(restoredAssignments).toHaveLength(7);
  const restoredEvents = (await (await page.request.get('/api/events')).json()) as {
    title: string;
  }[];
  expect(restoredEvents.map((e) => e.title)).toEqual(['Robotics club showcase']);
  const classOf = (title: string) =>
    restoredClasses.find(
      (c) => c.id === restoredAssignments.find((a) => a.title === title)?.classId,
    )?.name;
  expect(classOf('Unit 3 test')).toBe('Algebra II');
  expect(classOf('Science fair poster')).toBe('Biology');
  expect(classOf('Return library books')).toBeUndefined();

  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await schedule.getByRole('radio', { name: 'Today' }).click();
  await expect(schedule.getByText('Biology').first()).toBeVisible();
  await expect(assignmentRow(page, 'Unit 3 test')).toContainText('Algebra II');
});
