import { expect, test, type Page } from '@playwright/test';
import { afterNextPaint } from './frames';
import { newStudent, watchForCspViolations, SAME_ORIGIN } from './support';

test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

async function signUpOnTablet(page: Page, firstName: string) {
  const student = newStudent(firstName);
  await page.goto('/tablet/auth?mode=signup');
  await page.getByLabel('First name').fill(student.firstName);
  await page.getByLabel('Last name').fill(student.lastName);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/tablet\/dashboard$/);
  return student;
}

test('signed out, tablet addresses and a tablet on /auth lead to the tablet sign-in', async ({
  page,
}) => {
  const noCspViolations = watchForCspViolations(page);
  for (const path of ['/tablet', '/tablet/classes', '/auth']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/tablet\/auth$/);
  }
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  // The landing page stays the landing page on a tablet.
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  noCspViolations();
});

test('a tablet student moves through side navigation and top bar and stays under /tablet', async ({
  page,
}) => {
  // The longest tablet journey: a slow machine needs the room.
  test.setTimeout(60_000);
  const noCspViolations = watchForCspViolations(page);
  await signUpOnTablet(page, 'Ines');
  const created = await page.request.post('/api/classes', {
    headers: SAME_ORIGIN,
    data: { name: 'Chemistry', color: '#16a34a', icon: 'FlaskConical', teacher: 'Mr. Ode' },
  });
  expect(created.ok()).toBe(true);
  const { id: classId } = (await created.json()) as { id: string };

  const topBar = page.getByRole('banner');
  const nav = page.getByRole('navigation', { name: 'App' });
  await expect(topBar).toHaveText('Dashboard');
  await expect(page.getByRole('heading', { name: /Ines/ })).toBeVisible();

  // Every side-navigation row is a finger-sized target.
  for (const link of await nav.getByRole('link').all()) {
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }

  await nav.getByRole('link', { name: 'Classes' }).click();
  await expect(page).toHaveURL(/\/tablet\/classes$/);
  await expect(topBar).toHaveText('Classes');
  await page.getByRole('link', { name: 'Chemistry' }).click();
  await expect(page).toHaveURL(new RegExp(`/tablet/class/${classId}$`));
  await expect(page.getByRole('heading', { name: 'Chemistry' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Pending' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Classes' })).toHaveAttribute('aria-current', 'page');

  await page.goto(`/tablet/classes/${classId}`);
  await expect(page.getByRole('heading', { name: 'Chemistry' })).toBeVisible();
  await page.getByRole('link', { name: 'Classes', exact: true }).first().click();
  await expect(page).toHaveURL(/\/tablet\/classes$/);

  await page.goto('/tablet/classes/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Class Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Classes' }).click();
  await expect(page).toHaveURL(/\/tablet\/classes$/);

  await nav.getByRole('link', { name: 'Assignments' }).click();
  await expect(page).toHaveURL(/\/tablet\/assignments$/);
  await expect(topBar).toHaveText('Assignments');
  await expect(page.getByRole('group', { name: 'Total' })).toBeVisible();

  // In portrait the sidebar starts as its rail. Opened by the mouse at the edge, it lies over the
  // page; tapping the page (beyond 300px) does not fold it away as a mouse click does: a finger
  // has no hover edge to bring it back.
  const sideNav = page.locator('aside');
  await expect(sideNav).toHaveAttribute('data-state', 'collapsed');
  await page.mouse.move(10, 600);
  await expect(sideNav).toHaveAttribute('data-state', 'expanded');
  // The top bar, right of the open sidebar.
  await topBar.tap({ position: { x: 500, y: 20 } });
  await afterNextPaint(page);
  await expect(sideNav).toHaveAttribute('data-state', 'expanded');
  // A mouse click there still folds it, as on the desktop (spec 2).
  await topBar.click({ position: { x: 500, y: 20 } });
  await expect(sideNav).toHaveAttribute('data-state', 'collapsed');
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sideNav).toHaveAttribute('data-state', 'expanded');

  // A desktop address opened on a tablet-sized touch screen moves into the tablet tree.
  await page.goto('/calendar');
  await expect(page).toHaveURL(/\/tablet\/calendar$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/tablet\/dashboard$/);
  await page.goto('/tablet/no-such-page');
  await expect(page).toHaveURL(/\/tablet\/dashboard$/);

  // Spec 2: on a tablet the upgrade page opens in a browser window of its own.
  const popup = page.waitForEvent('popup');
  await nav.getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page.getByText('Opening upgrade page in browser...')).toBeVisible();
  expect(new URL((await popup).url()).pathname).toBe('/pro');
  await expect(page).toHaveURL(/\/tablet\/dashboard$/);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/tablet\/auth$/);
  await expect(page.getByText('Signed out successfully')).toBeVisible();
  noCspViolations();
});

test('sign-out from the tablet lands on the tablet sign-in even when the server call fails', async ({
  page,
}) => {
  await signUpOnTablet(page, 'Olu');
  await page.route('**/api/auth/sign-out', (route) => route.abort());
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/tablet\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});
