import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  newStudent,
  SAME_ORIGIN,
  SETTINGS_LAYOUTS,
  type Student,
  watchForCspViolations,
} from './support';

const PHONE_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const LAPTOP_AGENT = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function signUp(page: Page, student: Student) {
  const response = await page.request.post('/api/auth/sign-up/email', {
    headers: SAME_ORIGIN,
    data: { ...student, name: `${student.firstName} ${student.lastName}` },
  });
  expect(response.ok()).toBe(true);
}

type NewContext = (options: { baseURL?: string; userAgent?: string }) => Promise<APIRequestContext>;

/** The same student signed in on another device: a session of its own. */
async function signInElsewhere(
  newContext: NewContext,
  baseURL: string,
  student: Student,
  userAgent: string,
) {
  const device = await newContext({ baseURL, userAgent });
  const reply = await device.post('/api/auth/sign-in/email', {
    headers: SAME_ORIGIN,
    data: { email: student.email, password: student.password },
  });
  expect(reply.ok()).toBe(true);
  return device;
}

async function stillSignedIn(device: APIRequestContext): Promise<boolean> {
  return (await device.get('/api/account/sessions')).ok();
}

for (const layout of SETTINGS_LAYOUTS) {
  test.describe(`signed-in devices on ${layout.name}`, () => {
    test.use(layout.use);

    test('lists the devices, signs out one, then all the others', async ({
      page,
      playwright,
      baseURL,
    }) => {
      const noCspViolations = watchForCspViolations(page);
      const student = newStudent('Devi');
      await signUp(page, student);
      const newContext: NewContext = (options) => playwright.request.newContext(options);
      const phone = await signInElsewhere(newContext, baseURL!, student, PHONE_AGENT);
      const laptop = await signInElsewhere(newContext, baseURL!, student, LAPTOP_AGENT);

      await page.goto(layout.path);
      const section = page.getByRole('region', { name: 'Sign-in and account' });
      const list = section.getByRole('list', { name: 'Signed-in devices' });
      await expect(list.getByRole('listitem')).toHaveCount(3, { timeout: 20_000 });
      await expect(list.getByRole('listitem').first()).toContainText('This device');
      await expect(list).toContainText('Safari on iPhone');
      await expect(list).toContainText('Firefox on Linux');
      await expect(list).toContainText('Last active');

      await section.getByRole('button', { name: 'Sign out Safari on iPhone' }).click();
      await expect(page.getByText('Device signed out')).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(2);
      expect(await stillSignedIn(phone)).toBe(false);
      expect(await stillSignedIn(laptop)).toBe(true);

      await section.getByRole('button', { name: 'Sign out all other devices' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText('Every device but this one is signed out');
      await dialog.getByRole('button', { name: 'Sign out others' }).click();
      await expect(page.getByText('Signed out of all other devices')).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(section.getByRole('button', { name: 'Sign out all other devices' })).toHaveCount(
        0,
      );
      expect(await stillSignedIn(laptop)).toBe(false);
      // This device is still signed in.
      expect((await page.request.get('/api/account/sessions')).ok()).toBe(true);

      await phone.dispose();
      await laptop.dispose();
      noCspViolations();
    });

    test('changes the password, refusing a wrong current one, and signs out the others', async ({
      page,
      playwright,
      baseURL,
    }) => {
      const student = newStudent('Pavel');
      await signUp(page, student);
      const newContext: NewContext = (options) => playwright.request.newContext(options);
      const phone = await signInElsewhere(newContext, baseURL!, student, PHONE_AGENT);

      await page.goto(layout.path);
      const section = page.getByRole('region', { name: 'Sign-in and account' });
      await section.getByRole('button', { name: 'Change password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change password' });
      await dialog.getByLabel('Current password').fill('not-my-password');
      await dialog.getByLabel('New password').fill('abc');
      await dialog.getByRole('button', { name: 'Change password' }).click();
      await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();

      await dialog.getByLabel('New password').fill('a-brand-new-one');
      await dialog.getByRole('button', { name: 'Change password' }).click();
      await expect(dialog.getByText('Current password is incorrect')).toBeVisible();
      await expect(dialog.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
      expect(await stillSignedIn(phone)).toBe(true);

      await dialog.getByLabel('Current password').fill(student.password);
      await dialog.getByRole('button', { name: 'Change password' }).click();
      await expect(
        page.getByText('Password changed. Other devices were signed out.'),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(await stillSignedIn(phone)).toBe(false);
      // This device carries on with its renewed session.
      const list = section.getByRole('list', { name: 'Signed-in devices' });
      await expect(list.getByRole('listitem')).toHaveCount(1);
      expect((await page.request.get('/api/account/sessions')).ok()).toBe(true);
      await phone.dispose();
    });
  });
}

for (const layout of [
  { name: 'desktop', path: '/settings', use: { viewport: { width: 1280, height: 900 } } },
  {
    name: 'phone',
    path: '/mobile/settings',
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
]) {
  test.describe(`deleting the account on ${layout.name}`, () => {
    test.use(layout.use);

    test('offers the backup first, refuses a wrong password, then deletes the account', async ({
      page,
    }) => {
      const student = newStudent('Dara');
      await signUp(page, student);
      await page.goto(layout.path);
      const section = page.getByRole('region', { name: 'Sign-in and account' });
      await section.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });

      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Export my data first' }).click();
      expect((await download).suggestedFilename()).toMatch(/^assignd-backup-.*\.json$/);

      await dialog.getByLabel('Password').fill('not-my-password');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(dialog.getByText('Password is incorrect')).toBeVisible();

      await dialog.getByLabel('Password').fill(student.password);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page).toHaveURL(/\/$|\/auth/);
      expect((await page.request.get('/api/account/sessions')).status()).toBe(401);
      const signIn = await page.request.post('/api/auth/sign-in/email', {
        headers: SAME_ORIGIN,
        data: { email: student.email, password: student.password },
      });
      expect(signIn.status()).toBe(401);
    });
  });
}
