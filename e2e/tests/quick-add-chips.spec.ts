import { expect, test, type Page } from '@playwright/test';
import {
  DEVICE_LAYOUTS,
  SAME_ORIGIN,
  signUp,
  watchForCspViolations,
  WEDNESDAY_10AM,
} from './support';

/*
 * Natural-language Quick Add on the desktop, tablet and phone calendars: the typed title fills
 * the form through chips the student can remove. The clock is pinned to Wednesday 18 November
 * 2026, 10:00 in New York, so 'fri' is Friday the 20th on every run.
 */
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

/** A New York wall-clock time in November (EST, UTC-5) as an ISO instant. */
const newYork = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`).toISOString();

interface SavedAssignment {
  title: string;
  dueDate: string;
  classId: string | null;
  category: string;
}

/** Signs a student up (the page shares the cookie) with a Chemistry class; its id. */
const savedAssignments = async (page: Page) =>
  (await (await page.request.get('/api/assignments')).json()) as SavedAssignment[];

async function studentWithChemistry(page: Page): Promise<string> {
  await signUp(page, 'Ines', { at: WEDNESDAY_10AM });
  const created = await page.request.post('/api/classes', {
    headers: SAME_ORIGIN,
    data: { name: 'Chemistry', color: '#16a34a' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { id: string }).id;
}

async function openQuickAdd(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Quick Add' }).click();
  return page.getByRole('dialog', { name: 'Quick Add' });
}

for (const layout of DEVICE_LAYOUTS) {
  test.describe(`on the ${layout.name}`, () => {
    test.use(layout.use);

    test('a typed title fills the form as chips; a removed chip no longer applies', async ({
      page,
    }) => {
      const noCspViolations = watchForCspViolations(page);
      const chemistryId = await studentWithChemistry(page);
      const dialog = await openQuickAdd(page, `${layout.prefix}/calendar`);

      await dialog.getByLabel('Title').fill('chem lab report fri 3pm');
      const chips = dialog.getByRole('list', { name: 'Found details' });
      for (const name of [
        'Remove due date Fri, Nov 20, 3:00 PM',
        'Remove class Chemistry',
        'Remove category Project',
      ]) {
        await expect(chips.getByRole('button', { name, exact: true })).toBeVisible();
      }
      await expect(chips.getByRole('button')).toHaveCount(3);
      await expect(dialog.getByLabel('Date')).toHaveValue('2026-11-20');
      await expect(dialog.getByRole('combobox', { name: 'Class' })).toHaveValue(chemistryId);
      await expect(dialog.getByText('It is due at 3:00 PM on that day.')).toBeVisible();
      await expect(dialog.getByText('Saved as Chem lab report')).toBeVisible();

      // By keyboard: the category chip is reached with Tab from the title and removed with Enter.
      await dialog.getByLabel('Title').focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Remove category Project' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(chips.getByRole('button')).toHaveCount(2);
      await expect(dialog.getByLabel('Title')).toBeFocused();

      await dialog.getByRole('button', { name: 'Add Assignment' }).click();
      await expect(page.getByText('Assignment added').first()).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(await savedAssignments(page)).toEqual([
        expect.objectContaining({
          title: 'Chem lab report',
          dueDate: newYork('2026-11-20', '15:00'),
          classId: chemistryId,
          category: 'Homework',
        }),
      ]);
      noCspViolations();
    });

    test('removing the date chip puts its words back into the title', async ({ page }) => {
      await studentWithChemistry(page);
      const dialog = await openQuickAdd(page, `${layout.prefix}/calendar`);

      await dialog.getByLabel('Title').fill('Read chapter 5 by tmrw');
      await expect(dialog.getByLabel('Date')).toHaveValue('2026-11-19');
      await dialog.getByRole('button', { name: 'Remove due date Thu, Nov 19' }).click();
      await expect(dialog.getByLabel('Date')).toHaveValue('2026-11-18');
      await expect(dialog.getByText('It is due at 11:59 PM on that day.')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Remove category Reading' })).toBeVisible();

      await dialog.getByRole('button', { name: 'Add Assignment' }).click();
      await expect(dialog).toBeHidden();
      expect(await savedAssignments(page)).toEqual([
        expect.objectContaining({
          title: 'Read chapter 5 by tmrw',
          dueDate: newYork('2026-11-18', '23:59'),
          classId: null,
          category: 'Reading',
        }),
      ]);
    });
  });
}

test('New Assignment fills its date, time, class and category from the title', async ({ page }) => {
  const chemistryId = await studentWithChemistry(page);
  await page.goto('/assignments');
  await page.getByRole('button', { name: '+ Add Assignment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Assignment' });
  await dialog.getByLabel('Title').fill('chem test day after tomorrow 9am');
  await expect(dialog.getByLabel('Due date')).toHaveValue('2026-11-20');
  await expect(dialog.getByLabel('Due time')).toHaveValue('09:00');
  await expect(dialog.getByLabel('Class')).toHaveValue(chemistryId);
  await expect(dialog.getByLabel('Category')).toHaveValue('Test');
  // A category picked by hand wins over the title.
  await dialog.getByLabel('Category').selectOption('Quiz');
  await expect(dialog.getByRole('button', { name: 'Remove category Test' })).toBeHidden();
  await dialog.getByRole('button', { name: 'Add Assignment' }).click();
  await expect(dialog).toBeHidden();
  const saved = await savedAssignments(page);
  expect(saved).toEqual([
    expect.objectContaining({
      title: 'Chem test',
      dueDate: newYork('2026-11-20', '09:00'),
      classId: chemistryId,
      category: 'Quiz',
    }),
  ]);
});
