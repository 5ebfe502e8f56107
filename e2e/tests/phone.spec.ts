import { expect, test, type Page } from '@playwright/test';
import { newStudent, watchForCspViolations, type Student } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function signUpOnPhone(page: Page, student: Student) {
  await page.goto('/mobile/auth?mode=signup');
  await page.getByLabel('First name').fill(student.firstName);
  await page.getByLabel('Last name').fill(student.lastName);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test('signed out, /mobile leads to the phone sign-in without the public frame', async ({
  page,
}) => {
  const noCspViolations = watchForCspViolations(page);
  await page.goto('/mobile');
  await expect(page).toHaveURL(/\/mobile\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.goto('/mobile/dashboard');
  await expect(page).toHaveURL(/\/mobile\/auth$/);
  noCspViolations();
});

test('sign up on the phone, use the drawer, sign out back to the phone sign-in', async ({
  page,
}) => {
  const noCspViolations = watchForCspViolations(page);
  await signUpOnPhone(page, newStudent('Noor'));
  await expect(page).toHaveURL(/\/mobile\/dashboard$/);
  await expect(page.getByRole('heading', { name: /Noor/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Active' })).toBeChecked();

  await page.goto('/mobile');
  await expect(page).toHaveURL(/\/mobile\/dashboard$/);
  await page.goto('/mobile/auth');
  await expect(page).toHaveURL(/\/mobile\/dashboard$/);

  const drawer = page.getByRole('dialog', { name: 'Assignd' });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(drawer).toBeVisible();
  for (const link of ['Dashboard', 'Assignments', 'Classes', 'Calendar', 'Settings']) {
    await expect(drawer.getByRole('link', { name: link })).toBeVisible();
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // The drawer's code loads on that first tap; closing it still hands the focus back.
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeFocused();

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await drawer.getByRole('link', { name: 'Classes' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/mobile\/classes$/);
  await expect(page.getByRole('heading', { name: 'No classes yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await drawer.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/mobile\/auth$/);
  noCspViolations();
});

test.describe('with the session check held by the test', () => {
  // A service worker in control fetches the session itself, past page.route: blocked here.
  test.use({ serviceWorkers: 'block' });

  test('while the session loads the phone says just Loading', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/get-session', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/mobile/dashboard');
    // After the one-second startup screen, the session check is still waiting.
    await expect(page.getByRole('status')).toHaveText('Loading', { timeout: 5_000 });
    release();
    await expect(page).toHaveURL(/\/mobile\/auth$/);
  });
});
