import { expect, test } from '@playwright/test';
import { controlledByWorker, signUp } from './support';

/*
 * Issue 28, item 15: on a shared computer, Sign Out while offline must not leave the next person
 * signed in as the student who left once the network is back.
 */

test('Sign Out offline signs this browser out, and the session ends on the server once online', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await signUp(page, 'Noor');
  await page.goto('/dashboard');
  await controlledByWorker(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name.endsWith('session_token'));
  expect(cookie).toBeDefined();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  await expect(
    page.getByText('Your session ends on the server once this device is back online.'),
  ).toBeVisible();
  await expect(page.getByText('Failed to sign out')).toHaveCount(0);

  // The next person, still offline, finds the signed-out app, not the student's planner.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);

  // Back online: still signed out, and the old cookie no longer signs anyone in.
  await context.setOffline(false);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name.endsWith('session_token')))
    .toBe(false);
  const oldDevice = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `${cookie!.name}=${cookie!.value}` },
  });
  expect(await (await oldDevice.get('/api/auth/get-session')).json()).toBeNull();
  await oldDevice.dispose();
});
