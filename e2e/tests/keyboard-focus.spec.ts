import { expect, test, type Page } from '@playwright/test';
import { newStudent, SAME_ORIGIN } from './support';

/*
 * A keyboard user never loses their place: the first Tab offers a way past the navigation, a
 * closed dialog hands focus back to what opened it, a row that Done takes away passes focus to
 * the row after it, and a new page starts at its content.
 */

async function post(page: Page, url: string, data: unknown): Promise<{ id: string }> {
  const response = await page.request.post(url, { data, headers: SAME_ORIGIN });
  expect(response.ok(), `POST ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { id: string };
}

/** The focused element's id, or its accessible text, as the test reads it. */
const focused = (page: Page) =>
  page.evaluate<string>(
    `document.activeElement?.id || document.activeElement?.textContent?.trim() || document.activeElement?.tagName || ''`,
  );

test.use({ viewport: { width: 1280, height: 800 } });

test('focus is kept through the skip link, dialogs, Done and a new page', async ({ page }) => {
  const student = newStudent('Kai');
  await post(page, '/api/auth/sign-up/email', {
    ...student,
    name: `${student.firstName} ${student.lastName}`,
  });
  const due = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const biology = await post(page, '/api/classes', { name: 'Biology' });
  for (const [title, days] of [
    ['Cell diagram', 1],
    ['Osmosis lab', 2],
    ['Genetics reading', 3],
  ] as const)
    await post(page, '/api/assignments', { title, dueDate: due(days), classId: biology.id });

  await page.goto('/dashboard');
  const rows = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Done' }) });
  await expect(rows).toHaveCount(3);

  // The first Tab stop skips the navigation.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await focused(page)).toBe('main');

  // Edit opens a dialog; Escape hands focus back to that row's Edit.
  const edit = rows.filter({ hasText: 'Osmosis lab' }).getByRole('button', { name: 'Edit' });
  await edit.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(edit).toBeFocused();

  // Done takes the row off the dashboard; focus moves to Done on the row that took its place.
  await rows.filter({ hasText: 'Cell diagram' }).getByRole('button', { name: 'Done' }).focus();
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByRole('button', { name: 'Done' })).toBeFocused();

  // Opening a class by keyboard: the card went with the old page, focus starts at the content.
  await page.goto('/classes');
  await page
    .getByRole('link', { name: /Biology/ })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/class\//);
  await expect.poll(() => focused(page)).toBe('main');
});
