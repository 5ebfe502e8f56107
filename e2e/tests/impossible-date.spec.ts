import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEVICE_LAYOUTS, SAME_ORIGIN, signUp } from './support';

/*
 * A date the field cannot hold (02/31/2026, typed as a student types it) empties a date input's
 * value; New and Edit Assignment say so under the field once it is left (not "No due date") and
 * save nothing, on desktop, tablet and phone; a date typed over it clears the error and saves.
 */
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

interface Row {
  id: string;
  title: string;
  dueDate: string | null;
}

const SAVED_DUE = '2026-12-04T04:59:00.000Z';
/** 03/03/2026 at the default 23:59 in New York (before the clocks change on March 8). */
const MENDED_DUE = '2026-03-04T04:59:00.000Z';

async function assignments(page: Page): Promise<Row[]> {
  const response = await page.request.get('/api/assignments');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Row[];
}

/** Types 02/31/2026 into the dialog's date input key by key, as a student would, and leaves it. */
async function typeImpossibleDate(page: Page, dialog: Locator) {
  const date = dialog.getByLabel('Due date');
  await date.fill('');
  await date.click({ position: { x: 16, y: 12 } });
  await page.keyboard.type('02312026');
  // The browser cannot hold that day: the value is empty and only badInput tells it from blank.
  await expect(date).toHaveValue('');
  // The tests' types have no DOM; in the page the element is an HTMLInputElement.
  const badInput = await date.evaluate(
    (input) => (input as unknown as { validity: { badInput: boolean } }).validity.badInput,
  );
  expect(badInput).toBe(true);
  // Leaving the field (for the title, say) says it at once: until then the form reads the empty
  // value as no date.
  await dialog.getByLabel('Title').click();
  await expect(date).toHaveAccessibleDescription('Enter a valid date');
}

async function expectRefused(dialog: Locator) {
  const date = dialog.getByLabel('Due date');
  await expect(dialog.getByText('Enter a valid date', { exact: true })).toBeVisible();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveAccessibleDescription('Enter a valid date');
  await expect(date).toBeFocused();
  await expect(dialog).toBeVisible();
}

for (const layout of DEVICE_LAYOUTS) {
  test.describe(layout.name, () => {
    test.use(layout.use);

    test('an impossible due date is an error under the field, in New and in Edit, and nothing is saved', async ({
      page,
    }) => {
      await signUp(page, 'Noor');
      const saved = await page.request.post('/api/assignments', {
        headers: SAME_ORIGIN,
        data: { title: 'Lab report', category: 'Homework', dueDate: SAVED_DUE },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
      await page.goto(`${layout.prefix}/assignments`);
      const row = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByText('Lab report', { exact: true }) });
      await expect(row).toBeVisible({ timeout: 15_000 });

      await page
        .getByRole('button', {
          name: layout.name === 'phone' ? 'Add' : '+ Add Assignment',
          exact: true,
        })
        .click();
      const adding = page.getByRole('dialog', { name: 'New Assignment' });
      await adding.getByLabel('Title').fill('Essay draft');
      await typeImpossibleDate(page, adding);
      await adding.getByRole('button', { name: 'Add Assignment' }).click();
      await expectRefused(adding);
      await expect(page.getByText('Assignment added')).toHaveCount(0);
      expect((await assignments(page)).map((item) => item.title)).toEqual(['Lab report']);

      // Typed over with a date the field holds, the error goes and the assignment is saved.
      const date = adding.getByLabel('Due date');
      await date.click({ position: { x: 16, y: 12 } });
      await page.keyboard.type('03032026');
      await expect(date).toHaveValue('2026-03-03');
      await expect(adding.getByText('Enter a valid date', { exact: true })).toHaveCount(0);
      await expect(date).toHaveAttribute('aria-invalid', 'false');
      await adding.getByRole('button', { name: 'Add Assignment' }).click();
      await expect(adding).toBeHidden();
      await expect(page.getByText('Assignment added')).toBeVisible();
      expect((await assignments(page)).find((item) => item.title === 'Essay draft')?.dueDate).toBe(
        MENDED_DUE,
      );

      if (layout.name === 'phone') {
        await row.getByRole('button', { name: 'Actions for Lab report' }).click();
        await page.getByRole('menuitem', { name: 'Edit' }).click();
      } else {
        await row.getByRole('button', { name: 'Edit' }).click();
      }
      const editing = page.getByRole('dialog', { name: 'Edit Assignment' });
      await expect(editing.getByLabel('Due date')).toHaveValue('2026-12-03');
      await typeImpossibleDate(page, editing);
      await editing.getByRole('button', { name: 'Save Changes' }).click();
      await expectRefused(editing);
      const lab = (await assignments(page)).find((item) => item.title === 'Lab report');
      expect(lab?.dueDate).toBe(SAVED_DUE);
    });
  });
}
