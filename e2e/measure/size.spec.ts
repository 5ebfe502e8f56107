import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { newStudent, SAME_ORIGIN } from '../tests/support';

/** The JavaScript a page loads until it settles, each file's size after gzip -9. */
async function javascriptLoaded(page: Page, open: () => Promise<void>) {
  const files = new Map<string, number>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response
      .body()
      .then((body) =>
        files.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length),
      );
  });
  await open();
  await page.waitForLoadState('networkidle');
  return files;
}

function report(name: string, files: Map<string, number>, budgetKb: number) {
  const total = [...files.values()].reduce((sum, size) => sum + size, 0) / 1024;
  const lines = [...files].map(
    ([file, size]) => `    ${(size / 1024).toFixed(1).padStart(6)} KB  ${file}`,
  );
  console.log(
    `${name}: ${total.toFixed(1)} KB gzip in ${files.size} files (budget ${budgetKb} KB)\n${lines.join('\n')}`,
  );
  return total;
}

test('JavaScript sizes of the landing page and the signed-in shell', async ({ browser }) => {
  const visitor = await browser.newPage();
  const landing = await javascriptLoaded(visitor, async () => {
    await visitor.goto('/');
    await expect(visitor.locator('#features')).toBeAttached();
  });
  report('landing page', landing, 70);

  const student = await browser.newPage();
  const { email, password, firstName, lastName } = newStudent();
  const signUp = await student.request.post('/api/auth/sign-up/email', {
    headers: SAME_ORIGIN,
    data: { email, password, firstName, lastName, name: `${firstName} ${lastName}` },
  });
  expect(signUp.ok()).toBe(true);
  const shell = await javascriptLoaded(student, async () => {
    await student.goto('/dashboard');
    await expect(
      student.getByRole('heading', { name: /^Good (morning|afternoon|evening), / }),
    ).toBeVisible();
  });
  report('signed-in shell (dashboard)', shell, 150);
});
