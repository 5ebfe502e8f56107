import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { newStudent, watchForCspViolations, SAME_ORIGIN } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const DELETE_QUESTION = 'Are you sure you want to delete this class? This action cannot be undone.';

async function signUp(page: Page) {
  const student = newStudent('Ines');
  const response = await page.request.post('/api/auth/sign-up/email', {
    headers: SAME_ORIGIN,
    data: { ...student, name: `${student.firstName} ${student.lastName}` },
  });
  expect(response.ok()).toBe(true);
}

async function post(page: Page, url: string, data: unknown): Promise<string> {
  const response = await page.request.post(url, { data, headers: SAME_ORIGIN });
  expect(response.ok(), `POST ${url}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const classRows = (page: Page) => page.getByRole('list', { name: 'Classes' }).getByRole('listitem');
/** A stat card reads its number first, then its label. */
const expectCount = (page: Page, name: string, count: number) =>
  expect(page.getByRole('group', { name, exact: true })).toHaveText(new RegExp(`^${count}\\D`));

test('add the first class, follow its counts from the list to its page and back', async ({
  page,
}) => {
  const noCspViolations = watchForCspViolations(page);
  await signUp(page);
  await page.goto('/mobile/classes');
  await expect(page.getByRole('heading', { name: 'No classes yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Your First Class' }).tap();
  const dialog = page.getByRole('dialog', { name: 'New Class' });
  await dialog.getByLabel('Class name').fill('Biology');
  await dialog.getByLabel('Teacher').fill('Ms. Park');
  await dialog.getByLabel('Room').fill('B12');
  await dialog.getByTitle('Emerald', { exact: true }).click();
  await dialog.getByTitle('Microscope', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Add Class' }).tap();
  await expect(page.getByText('Class added')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(classRows(page)).toHaveCount(1);
  await expect(classRows(page)).toContainText('Ms. Park · Room B12');
  await expect(classRows(page)).toContainText('0 assignments');

  const classes = (await (await page.request.get('/api/classes')).json()) as { id: string }[];
  const biology = classes[0]!.id;
  await post(page, '/api/classes', { name: 'Algebra II', color: '#3b82f6', icon: 'Calculator' });
  await post(page, '/api/assignments', {
    title: 'Cell diagram',
    category: 'Homework',
    classId: biology,
    dueDate: inDays(3),
  });
  await post(page, '/api/assignments', {
    title: 'Genetics quiz',
    category: 'Quiz',
    classId: biology,
    dueDate: inDays(1),
  });
  await page.reload();
  // Sorted by name, each with its own counts.
  await expect(classRows(page)).toHaveCount(2);
  await expect(classRows(page).first()).toContainText('Algebra II');
  await expect(classRows(page).first()).toContainText('0 assignments');
  await expect(classRows(page).nth(1)).toContainText('2 assignments');
  await expect(classRows(page).nth(1)).toContainText('0 completed');

  await page.getByRole('link', { name: 'Biology' }).tap();
  await expect(page).toHaveURL(new RegExp(`/mobile/classes/${biology}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Biology' })).toBeVisible();
  await expect(page.getByText('Ms. Park')).toBeVisible();
  await expect(page.getByText('Room B12')).toBeVisible();
  await expectCount(page, 'Total Assignments', 2);
  await expectCount(page, 'Completed', 0);
  await expectCount(page, 'Pending', 2);

  // By due date: the quiz tomorrow comes before the diagram.
  const items = page.getByRole('list', { name: 'Assignments' }).getByRole('listitem');
  await expect(items.first()).toContainText('Genetics quiz');
  await expect(items.nth(1)).toContainText('Cell diagram');

  await items.first().getByRole('button', { name: 'Mark Done' }).tap();
  await expect(items.first().getByRole('button', { name: 'Completed' })).toBeVisible();
  await expectCount(page, 'Completed', 1);
  await expectCount(page, 'Pending', 1);
  await items.first().getByRole('button', { name: 'Completed' }).tap();
  await expect(items.first().getByRole('button', { name: 'Mark Done' })).toBeVisible();
  await expectCount(page, 'Completed', 0);
  await expectCount(page, 'Pending', 2);
  await items.nth(1).getByRole('button', { name: 'Mark Done' }).tap();
  await expectCount(page, 'Completed', 1);

  // The inline edit form, as on the desktop.
  await page.getByRole('button', { name: 'Edit class' }).tap();
  await page.getByLabel('Room').fill('B14');
  await page.getByRole('button', { name: 'Save Changes' }).tap();
  await expect(page.getByText('Class updated successfully')).toBeVisible();
  await expect(page.getByText('Room B14')).toBeVisible();
  await expect(page.getByLabel('Room')).toHaveCount(0);

  await page.getByRole('link', { name: 'Classes', exact: true }).tap();
  await expect(page).toHaveURL(/\/mobile\/classes$/);
  await expect(classRows(page).nth(1)).toContainText('2 assignments');
  await expect(classRows(page).nth(1)).toContainText('1 completed');
  await expect(classRows(page).nth(1)).toContainText('Ms. Park · Room B14');

  await page.getByRole('button', { name: 'Schedule' }).tap();
  await expect(page.getByRole('dialog', { name: 'Schedule Settings' })).toBeVisible();
  noCspViolations();
});

test('edit a class from its menu; deleting asks first and Cancel keeps it', async ({ page }) => {
  await signUp(page);
  await post(page, '/api/classes', { name: 'Chemistry', color: '#f97316', icon: 'Beaker' });
  await page.goto('/mobile/classes');
  await expect(classRows(page)).toHaveCount(1);

  await page.getByRole('button', { name: 'Actions for Chemistry' }).tap();
  await page.getByRole('menuitem', { name: 'Edit Class' }).tap();
  const edit = page.getByRole('dialog', { name: 'Edit Class' });
  await expect(edit.getByLabel('Class name')).toHaveValue('Chemistry');
  await edit.getByLabel('Class name').fill('Organic Chemistry');
  await edit.getByRole('button', { name: 'Save Changes' }).tap();
  await expect(page.getByText('Class updated successfully')).toBeVisible();
  await expect(classRows(page)).toContainText('Organic Chemistry');

  await page.getByRole('button', { name: 'Actions for Organic Chemistry' }).tap();
  await page.getByRole('menuitem', { name: 'Delete Class' }).tap();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText(DELETE_QUESTION, { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).tap();
  await expect(confirm).toBeHidden();
  await expect(classRows(page)).toHaveCount(1);

  // The screen still answers taps once the dialog has gone.
  await page.getByRole('button', { name: 'Actions for Organic Chemistry' }).tap();
  await page.getByRole('menuitem', { name: 'Delete Class' }).tap();
  await expect(confirm.getByText(DELETE_QUESTION, { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete Class' }).tap();
  await expect(page.getByText('Class deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No classes yet' })).toBeVisible();
  expect(await (await page.request.get('/api/classes')).json()).toEqual([]);
});

test('an unknown class says so and leads back to the list', async ({ page }) => {
  await signUp(page);
  await page.goto(`/mobile/classes/${randomUUID()}`);
  await expect(page.getByRole('heading', { name: 'Class not found', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Classes' }).tap();
  await expect(page).toHaveURL(/\/mobile\/classes$/);
  await expect(page.getByRole('heading', { name: 'No classes yet' })).toBeVisible();
});

test('no sideways scrolling at 360px, even with long names', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signUp(page);
  const id = await post(page, '/api/classes', {
    name: 'Advanced Placement Environmental Science and Sustainability Studies',
    teacher: 'Professor Bartholomew Featherstonehaugh-Montgomery',
    room: 'Science Wing 2nd Floor Laboratory 214B',
    color: '#14b8a6',
    icon: 'Globe',
  });
  await post(page, '/api/assignments', {
    title: 'A deliberately long assignment title that goes on and on about watersheds',
    description: 'Read chapters four through seven and annotate every figure.',
    notes: 'Bring the lab notebook and the field-trip permission slip signed by a parent.',
    category: 'Project',
    classId: id,
    dueDate: inDays(-2),
  });
  // A string, as the e2e project has no DOM types. Rows clip what overflows them, so the page can
  // fit while a box runs off the screen: every box must end within it too (inline text cut short
  // by an ellipsis is measured by its box).
  const fitsTheScreen = () =>
    page.evaluate<boolean>(`{
      const width = document.documentElement.clientWidth;
      document.documentElement.scrollWidth <= width &&
        [...document.querySelectorAll('main *')]
          .filter((element) => getComputedStyle(element).display !== 'inline')
          .every((element) => element.getBoundingClientRect().right <= width + 0.5);
    }`);

  await page.goto('/mobile/classes');
  await expect(classRows(page)).toHaveCount(1);
  expect(await fitsTheScreen()).toBe(true);

  await page.getByRole('link', { name: /Advanced Placement/ }).tap();
  await expectCount(page, 'Total Assignments', 1);
  await expect(page.getByRole('button', { name: 'Mark Done' })).toBeVisible();
  expect(await fitsTheScreen()).toBe(true);
});
