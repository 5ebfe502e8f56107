import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { biologyHistoryRotation, newStudent, SAME_ORIGIN } from './support';

/*
 * An A/B rotation that started Monday 16 November 2026 in New York, Monday to Friday, with a
 * Thanksgiving break from Wednesday 25 to Friday 27: A B A B A | B A (break) | B on Monday 30.
 */
// The dialog's fade-in starts transparent; axe must see the colours at rest.
test.use({ timezoneId: 'America/New_York', reducedMotion: 'reduce' });

/** 10:00 in New York on a November 2026 date. */
const at = (date: string) => new Date(`${date}T15:00:00Z`);

async function postJson(page: Page, method: 'post' | 'put', url: string, data: unknown) {
  const response = await page.request[method](url, { data, headers: SAME_ORIGIN });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { id: string };
}

async function signUpWithRotation(page: Page) {
  const student = newStudent('Rosa');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: SAME_ORIGIN,
    data: { ...student, name: `${student.firstName} ${student.lastName}` },
  });
  expect(signUp.ok()).toBe(true);
  const biology = await postJson(page, 'post', '/api/classes', { name: 'Biology' });
  const history = await postJson(page, 'post', '/api/classes', { name: 'World History' });
  await postJson(
    page,
    'put',
    '/api/schedule',
    biologyHistoryRotation(biology, history, [
      { name: 'Thanksgiving break', startDate: '2026-11-25', endDate: '2026-11-27' },
    ]),
  );
}

const schedulePanel = (page: Page) => page.getByRole('region', { name: "Today's Schedule" });

async function expectToday(page: Page, text: string, className: string | null) {
  const panel = schedulePanel(page);
  await panel.getByRole('radio', { name: 'Today' }).click();
  await expect(panel.getByText(text)).toBeVisible();
  if (className) await expect(panel.getByText(className)).toBeVisible();
  else await expect(panel.getByRole('listitem')).toHaveCount(0);
}

test('an A/B rotation skips weekends and holidays, and the student can realign it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.clock.setFixedTime(at('2026-11-21'));
  await signUpWithRotation(page);

  // Saturday: no letter, no classes.
  await page.goto('/dashboard');
  await expectToday(page, 'No school today', null);

  // Thursday of the break: the holiday's name.
  await page.clock.setFixedTime(at('2026-11-26'));
  await page.reload();
  await expectToday(page, 'No school today (Thanksgiving break)', null);

  // Monday after the break: B Day, as the five school days since Monday 23 give.
  await page.clock.setFixedTime(at('2026-11-30'));
  await page.reload();
  await expectToday(page, 'Today is B Day', 'World History');

  // The school says Tuesday is B Day too: realign in Settings.
  await page.clock.setFixedTime(at('2026-12-01'));
  await page.goto('/settings');
  await expect(
    page.getByText('Counts school days only: Mon, Tue, Wed, Thu, Fri, skipping 1 holiday'),
  ).toBeVisible();
  await expect(page.getByText('Today is A Day', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Schedule' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  await expect(
    dialog.getByRole('group', { name: 'Holiday 1' }).getByLabel('Holiday name'),
  ).toHaveValue('Thanksgiving break');
  const today = dialog.getByLabel('Today is');
  await expect(today).toHaveValue('1');
  await today.selectOption({ label: 'B Day' });
  await expect(dialog.getByLabel('Start date')).toHaveValue('2026-11-30');
  await dialog.getByRole('button', { name: 'Save Schedule' }).click();
  await expect(page.getByText('Day rotation schedule saved!').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/dashboard');
  await expectToday(page, 'Today is B Day', 'World History');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the school days editor reads at WCAG AA in ${theme}`, async ({ page }) => {
    await page.clock.setFixedTime(at('2026-11-26'));
    await signUpWithRotation(page);
    const saved = await page.request.patch('/api/preferences', {
      data: { theme },
      headers: SAME_ORIGIN,
    });
    expect(saved.ok()).toBe(true);
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Edit Schedule' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('No school today (Thanksgiving break).')).toBeVisible();
    await expect(dialog.getByLabel('Next school day is')).toHaveValue('2');
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .include('[role="dialog"]')
      .analyze();
    const found = violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    );
    expect(found).toEqual([]);
  });
}
