import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp } from './support';

/*
 * The page never moves under the student (issue 16): the sidebar opens over the content when the
 * mouse rests at the left edge and folds away on a click in the page, and the main heading stays
 * where it was through both, on the desktop and on a tablet in portrait.
 */

const leftOf = async (locator: Locator) => (await locator.boundingBox())?.x;

async function expectStableThroughHoverAndClickAway(page: Page, heading: Locator) {
  const sidebar = page.locator('aside');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  const x = await leftOf(heading);
  // Content starts right of the 3rem rail.
  expect(x).toBeGreaterThan(48);

  await page.mouse.move(10, 400);
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await expect(sidebar).toHaveCSS('width', '256px');
  expect(await leftOf(heading)).toBe(x);

  // Beyond 300px from the left edge, in the content.
  await page.mouse.click(700, 700);
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  await expect(sidebar).toHaveCSS('width', '48px');
  expect(await leftOf(heading)).toBe(x);
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the heading stays put as the sidebar opens on hover and folds on a click away', async ({
    page,
  }) => {
    await signUp(page, 'Lena');
    await page.goto('/dashboard');
    const heading = page.getByRole('heading', { name: /Lena/ });
    await expect(heading).toBeVisible({ timeout: 15_000 });
    await expectStableThroughHoverAndClickAway(page, heading);

    // Opened with the button, it still lies over the page.
    const x = await leftOf(heading);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(page.locator('aside')).toHaveAttribute('data-state', 'expanded');
    expect(await leftOf(heading)).toBe(x);
  });
});

test.describe('tablet in portrait', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

  test('the sidebar starts as its rail, opens over the page and the counters say it all', async ({
    page,
  }) => {
    await signUp(page, 'Tomas');
    await page.goto('/tablet/dashboard');
    const heading = page.getByRole('heading', { name: /Tomas/ });
    await expect(heading).toBeVisible({ timeout: 15_000 });

    // The counter cards keep their whole text, however narrow.
    const hint = page.getByText('Past their due date and not done');
    await expect(hint).toBeVisible();
    const fits = await hint.evaluate((element) => {
      const box = element as unknown as { scrollWidth: number; clientWidth: number };
      return box.scrollWidth <= box.clientWidth;
    });
    expect(fits).toBe(true);

    await expectStableThroughHoverAndClickAway(page, heading);
    const x = await leftOf(heading);
    await page.getByRole('button', { name: 'Expand sidebar' }).tap();
    await expect(page.locator('aside')).toHaveAttribute('data-state', 'expanded');
    expect(await leftOf(heading)).toBe(x);
  });
});
