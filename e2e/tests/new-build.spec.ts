import { expect, test, type Request } from '@playwright/test';
import { signUp } from './support';

/*
 * The server was upgraded while this tab was open: the code files of the screens and dialogs it
 * has not opened yet are gone. The tab loads itself again to get the new build, but only once, so
 * a file that is really missing cannot keep it reloading.
 */

// A service worker in control serves the build's files from its own cache, past page.route, and
// keeps the old build's files for an open tab anyway: this is the tab without one.
test.use({ serviceWorkers: 'block' });

test('a tab asking for a code file the server no longer has reloads once, not forever', async ({
  page,
}) => {
  await signUp(page, 'Wren');
  // Every file this page asks for before the upgrade, in flight or done, is of the build it has.
  const fetched = new Set<string>();
  const remember = (request: Request) => fetched.add(request.url());
  page.on('request', remember);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /, Wren$/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The request event comes before the route below sees a request: from here on, nothing is added.
  page.off('request', remember);
  // What this tab has not fetched yet belongs to the old build: gone.
  await page.route('**/assets/**', (route) =>
    fetched.has(route.request().url())
      ? route.continue()
      : route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: '{"error":"Not found"}',
        }),
  );
  let loads = 0;
  page.on('load', () => (loads += 1));

  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect.poll(() => loads).toBe(1);
  // Here the file stays missing after the reload too (after a real upgrade the new build has
  // its own): the page says something went wrong instead of reloading again and again.
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(loads).toBe(1);
});
