import { expect, test, type Page } from '@playwright/test';
import { keyOf, totpFor } from '../../apps/server/test/totp';
import { SAME_ORIGIN, signUp, type Student, watchForCspViolations } from './support';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

async function signOut(page: Page, settings: string) {
  await page.goto(settings);
  await page.getByRole('button', { name: 'Sign Out' }).last().click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
}

async function enterPassword(page: Page, student: Student, auth: string) {
  await page.goto(auth);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('on a 390px phone', () => {
  test.use(PHONE);

  test('turn two-factor on in Settings, then sign in with the app code', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const noCspViolations = watchForCspViolations(page);
    const student = await signUp(page, 'Tova');
    // Signed in on a laptop too, before two-factor.
    const laptop = await playwright.request.newContext({ baseURL, extraHTTPHeaders: SAME_ORIGIN });
    const signedIn = await laptop.post('/api/auth/sign-in/email', {
      data: { email: student.email, password: student.password },
    });
    expect(signedIn.ok()).toBe(true);

    await page.goto('/mobile/settings');
    const section = page.getByRole('region', { name: 'Sign-in and account' });
    await section.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    const dialog = page.getByRole('dialog', { name: 'Turn on two-factor authentication' });
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('That password is not right.')).toBeVisible();
    await dialog.getByLabel('Password').fill(student.password);
    await dialog.getByRole('button', { name: 'Continue' }).click();

    await expect(
      dialog.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const key = (await dialog.getByLabel('Setup key').textContent()) ?? '';
    expect(key).toMatch(/^[A-Z2-7]+$/);
    const enrolledAt = Date.now();
    await dialog.getByLabel('6-digit code from the app').fill(totpFor(key, enrolledAt));
    await dialog.getByRole('button', { name: 'Turn on' }).click();

    const codes = dialog.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    await expect(dialog.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'assignd-backup-codes.txt',
    );
    // Nothing in the dialog may stick out of a 390px screen.
    const box = await dialog.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    const firstCode = await codes.first().textContent();
    await dialog.getByRole('button', { name: 'Done' }).click();
    // The laptop is still signed in without a code: the student is offered to sign it out.
    await expect(dialog.getByText('You are still signed in on 1 other device.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign out other devices' }).click();
    await expect(page.getByText('Signed out of all other devices')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await (await laptop.get('/api/auth/get-session')).json()).toBeNull();
    await laptop.dispose();
    await expect(section.getByText(/^On\. /)).toBeVisible();

    // Codes lost or used up: ten new ones, the old ones gone.
    await section.getByRole('button', { name: 'New backup codes' }).click();
    const renew = page.getByRole('dialog', { name: 'New backup codes' });
    await renew.getByLabel('Password').fill(student.password);
    await renew.getByRole('button', { name: 'Make new codes' }).click();
    await expect(renew.getByText('Your old backup codes no longer work.')).toBeVisible();
    const fresh = renew.getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
    await expect(fresh).toHaveCount(10);
    await expect(fresh.filter({ hasText: firstCode ?? '' })).toHaveCount(0);
    await renew.getByRole('button', { name: 'Done' }).click();
    await expect(renew).toBeHidden();

    // With the app's code: a wrong one is refused, the right one signs in.
    await signOut(page, '/mobile/settings');
    await enterPassword(page, student, '/mobile/auth');
    const codeField = page.getByLabel('Authentication code');
    await expect(codeField).toBeVisible();
    // The code that turned it on is used up (RFC 6238, 5.2): the app's next one, which the server
    // takes one step ahead of its clock.
    const right = totpFor(key, enrolledAt + 30_000);
    await codeField.fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByText('That code is not right. Check your authenticator app and try again.'),
    ).toBeVisible();
    await codeField.fill(right);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/mobile\/dashboard$/);

    noCspViolations();
  });
});

test('sign in with a backup code, which works once', async ({ page }) => {
  const noCspViolations = watchForCspViolations(page);
  const student = await signUp(page, 'Bram');
  // Turned on through the API here; the test above turns it on in Settings.
  const enabled = await page.request.post('/api/auth/two-factor/enable', {
    headers: SAME_ORIGIN,
    data: { password: student.password },
  });
  expect(enabled.ok()).toBe(true);
  const { totpURI, backupCodes } = (await enabled.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const confirmed = await page.request.post('/api/auth/two-factor/verify-totp', {
    headers: SAME_ORIGIN,
    data: { code: totpFor(keyOf(totpURI)) },
  });
  expect(confirmed.ok()).toBe(true);
  const backupCode = backupCodes[0]!;

  await signOut(page, '/settings');
  await enterPassword(page, student, '/auth');
  await page.getByRole('button', { name: 'Use a backup code' }).click();
  await page.getByLabel('Backup code').fill(backupCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await signOut(page, '/settings');
  await enterPassword(page, student, '/auth');
  await page.getByRole('button', { name: 'Use a backup code' }).click();
  await page.getByLabel('Backup code').fill(backupCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText('That backup code is not right, or it has been used already.'),
  ).toBeVisible();
  noCspViolations();
});
