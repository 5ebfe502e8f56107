import { expect, test, type Page } from '@playwright/test';
import { newStudent, SAME_ORIGIN, watchForCspViolations } from './support';

async function signUp(page: Page) {
  const student = newStudent('Ravi');
  const response = await page.request.post('/api/auth/sign-up/email', {
    headers: SAME_ORIGIN,
    data: { ...student, name: `${student.firstName} ${student.lastName}` },
  });
  expect(response.ok()).toBe(true);
}

/** Changes every reminder option, saves, reloads and finds them kept. */
async function changeAndReload(page: Page, path: string) {
  const noCspViolations = watchForCspViolations(page);
  await signUp(page);
  await page.goto(path);
  const section = page.getByRole('region', { name: 'Notifications' });
  await expect(section.getByRole('switch', { name: 'Due-date reminders' })).toBeChecked({
    timeout: 20_000,
  });
  const form = section.getByRole('form', { name: 'Reminder options' });
  // The browser's zone, detected and saved for the student.
  await expect(form.getByText('Pacific/Auckland')).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  await expect(form.getByLabel('Daily digest')).toHaveValue('07:00');
  await expect(form.getByLabel('Evening reminder time')).toHaveValue('18:00');

  await form.getByRole('checkbox', { name: 'This device' }).click();
  await form.getByLabel('Daily digest').fill('06:30');
  await form.getByLabel('Evening reminder time').fill('20:15');
  await form.getByRole('switch', { name: '1 hour before' }).click();
  await form.getByRole('button', { name: 'Save reminder settings' }).click();
  await expect(page.getByText('Reminder settings saved')).toBeVisible();

  await page.reload();
  const kept = page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('form', { name: 'Reminder options' });
  await expect(kept.getByLabel('Daily digest')).toHaveValue('06:30', { timeout: 20_000 });
  await expect(kept.getByLabel('Evening reminder time')).toHaveValue('20:15');
  await expect(kept.getByRole('checkbox', { name: 'This device' })).toBeChecked();
  await expect(kept.getByRole('switch', { name: '1 hour before' })).not.toBeChecked();
  await expect(kept.getByRole('switch', { name: 'The evening before' })).toBeChecked();

  // The toggle hides the options and turns reminders off, once the server has it.
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/preferences') && response.request().method() === 'PATCH',
  );
  await page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('switch', { name: 'Due-date reminders' })
    .click();
  await expect(kept).toHaveCount(0);
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('switch', { name: 'Due-date reminders' }),
  ).not.toBeChecked({ timeout: 20_000 });
  noCspViolations();
}

test.use({ timezoneId: 'Pacific/Auckland' });

test('desktop: reminder settings are kept after a reload', async ({ page }) => {
  await changeAndReload(page, '/settings');
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('reminder settings are kept after a reload', async ({ page }) => {
    await changeAndReload(page, '/mobile/settings');
  });
});

test.describe('tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

  test('reminder settings are kept after a reload', async ({ page }) => {
    await changeAndReload(page, '/tablet/settings');
  });
});
