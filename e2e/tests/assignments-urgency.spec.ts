import { expect, test, type Locator, type Page } from '@playwright/test';
import { newStudent, SAME_ORIGIN } from './support';

/*
 * The Assignments page reads by urgency: the heavier the due badge, the more pressing the work,
 * and work already done waits folded under 'Completed' instead of leading its group.
 */

/* Monday 23 November 2026, 08:00 in New York. */
const TIME_ZONE = 'America/New_York';
const NOW = new Date('2026-11-23T13:00:00Z');
const at = (days: number, hour: number) =>
  new Date(Date.UTC(2026, 10, 23 + days, hour + 5)).toISOString();

async function post(page: Page, url: string, data: unknown): Promise<void> {
  const response = await page.request.post(url, { data, headers: SAME_ORIGIN });
  expect(response.ok(), `POST ${url}: ${await response.text()}`).toBe(true);
}

/** How much a badge stands out from the white page: 0 for white, 1 for black. */
async function weight(badge: Locator): Promise<number> {
  const colour = await badge.evaluate((element) => {
    // The tests' types have no DOM; this runs in the page, where the window has it.
    const page = globalThis as unknown as {
      getComputedStyle: (target: typeof element) => { backgroundColor: string };
    };
    return page.getComputedStyle(element).backgroundColor;
  });
  const [r = 255, g = 255, b = 255, alpha = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  const lightness = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  return (1 - lightness) * alpha;
}

test.use({ timezoneId: TIME_ZONE, viewport: { width: 1280, height: 800 } });

test('the most pressing badge weighs most, and done work folds under Completed', async ({
  page,
}) => {
  await page.clock.setFixedTime(NOW);
  const student = newStudent('Ines');
  await post(page, '/api/auth/sign-up/email', {
    ...student,
    name: `${student.firstName} ${student.lastName}`,
  });
  for (const item of [
    { title: 'Late worksheet', dueDate: at(-1, 23), category: 'Homework' },
    { title: 'Tonight reading', dueDate: at(0, 23), category: 'Homework' },
    { title: 'Weekend problems', dueDate: at(2, 23), category: 'Homework' },
    { title: 'Finished worksheet', dueDate: at(-3, 23), category: 'Homework', completed: true },
  ])
    await post(page, '/api/assignments', item);

  await page.goto('/assignments');
  const homework = page.getByRole('region', { name: /^Homework/ });
  const badge = (text: string) => homework.getByText(text, { exact: true });
  await expect(badge('Overdue')).toBeVisible();

  const overdue = await weight(badge('Overdue'));
  const today = await weight(badge('Due Today'));
  const soon = await weight(badge('Due in 2 days'));
  expect(overdue).toBeGreaterThan(today);
  expect(today).toBeGreaterThanOrEqual(soon);

  // The open three lead; the done one is behind 'Completed (1)' until asked for.
  await expect(homework.getByRole('listitem')).toHaveCount(3);
  await expect(homework.getByText('Finished worksheet')).toHaveCount(0);
  const completed = homework.getByRole('button', { name: 'Completed (1)' });
  await expect(completed).toHaveAttribute('aria-expanded', 'false');
  await completed.click();
  await expect(completed).toHaveAttribute('aria-expanded', 'true');
  await expect(homework.getByRole('listitem')).toHaveCount(4);
  await expect(homework.getByText('Finished worksheet')).toBeVisible();

  // Marking one done moves it into the section; its count follows.
  await homework
    .getByRole('listitem')
    .filter({ hasText: 'Weekend problems' })
    .getByRole('button', { name: 'Done' })
    .click();
  await expect(homework.getByRole('button', { name: 'Completed (2)' })).toBeVisible();
});
