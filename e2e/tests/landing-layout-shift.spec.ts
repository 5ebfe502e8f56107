import { expect, test, type Page } from '@playwright/test';
import { afterNextPaint } from './frames';

/*
 * The landing page does not jump as it arrives (issue 27: CLS < 0.05 through the startup screen).
 * A phone-sized window records every layout shift from the first byte, through the 'Initializing'
 * screen, until the landing page shows; each shift names what moved. Once the landing page came
 * while its placeholder showed, and pushed the footer below the placeholder out of the window
 * (CLS 0.26).
 */

interface Shift {
  value: number;
  moved: string[];
}

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

// Strings, since the tests' types have no DOM; they run in the page.
const RECORD_SHIFTS = `
  window.__assigndShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__assigndShifts.push({
        value: entry.value,
        moved: entry.sources.map(({ node }) =>
          node instanceof Element ? node.tagName.toLowerCase() + '.' + node.className : 'text',
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

async function expectLandingWithoutShifts(page: Page) {
  await expect(page.getByText('Initializing')).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Stay on top of every assignment' })).toBeVisible({
    timeout: 15_000,
  });
  // Shifts are reported after the frame they happened in.
  await afterNextPaint(page);
  const shifts = await page.evaluate<Shift[]>('window.__assigndShifts');
  const total = shifts.reduce((sum, { value }) => sum + value, 0);
  expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.05);
}

test('the landing page arrives without moving what is already shown', async ({ page }) => {
  await page.addInitScript(RECORD_SHIFTS);
  await page.goto('/');
  await expectLandingWithoutShifts(page);
});

/*
 * A device whose session has ended still holds its cookie, so it gets the app (decision 0015),
 * which shows the landing page itself once it has asked about the session. Its links move within
 * the app, without loading the page again (decision 0014).
 */
test('the app’s own landing page, whose code comes after the startup screen, moves nothing either, and its links stay in the page', async ({
  page,
  baseURL,
}) => {
  await page
    .context()
    .addCookies([{ name: 'assignd.session_token', value: 'ended.session', url: baseURL! }]);
  await page.addInitScript(RECORD_SHIFTS);
  // Its code held back until the 'Initializing' screen has left the loading view on screen (the
  // page is drawn under it; React keeps a hidden copy of the loader while the code is on its way).
  await page.route('**/assets/landing-page-*.js', async (route) => {
    await page.getByText('Initializing').waitFor({ state: 'hidden' });
    await expect(page.getByText('Loading...').filter({ visible: true })).toHaveCount(1);
    await route.continue();
  });
  await page.goto('/');
  await expectLandingWithoutShifts(page);
  await page.evaluate('window.__samePage = true');
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
  await expect(page.getByText('Create your account')).toBeVisible();
  expect(await page.evaluate('window.__samePage')).toBe(true);
});
