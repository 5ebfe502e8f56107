import type { Page } from '@playwright/test';

/**
 * Resolves once the page has painted twice more: what a gesture's handlers render (a swipe's
 * 'Completed!', a folded navigation) is on screen by then. For checks that something did not
 * happen, instead of a fixed wait.
 */
export async function afterNextPaint(page: Page): Promise<void> {
  // A string, since the tests' types have no DOM; it runs in the page.
  await page.evaluate(
    'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))',
  );
}
