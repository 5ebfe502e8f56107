import { expect, test } from '@playwright/test';
import { newStudent, SAME_ORIGIN, watchForCspViolations } from './support';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('Settings shows the private calendar feed, copies it, and regenerates it', async ({
  page,
}) => {
  const noCspViolations = watchForCspViolations(page);
  const student = newStudent('Noor');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: SAME_ORIGIN,
    data: { ...student, name: `${student.firstName} ${student.lastName}` },
  });
  expect(signUp.ok()).toBe(true);
  const due = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
  due.setUTCHours(14, 30, 0, 0);
  const created = await page.request.post('/api/assignments', {
    headers: SAME_ORIGIN,
    data: { title: 'Lab report', dueDate: due.toISOString(), category: 'Project' },
  });
  expect(created.ok()).toBe(true);

  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Calendar feed' });
  const field = card.getByRole('textbox', { name: 'Calendar feed URL' });
  // Settings loads several lists before the feed; on a busy machine that can take a while.
  await expect(field).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/, {
    timeout: 20_000,
  });
  const url = await field.inputValue();
  await expect(card.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
    'href',
    url.replace(/^https?:\/\//, 'webcal://'),
  );

  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Feed URL copied')).toBeVisible();
  const copied = await page.evaluate(() =>
    (
      globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
    ).navigator.clipboard.readText(),
  );
  expect(copied).toBe(url);

  // What a calendar app would fetch: no session, only the URL.
  const feed = await page.request.get(new URL(url).pathname, { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('SUMMARY:Lab report');

  await card.getByRole('button', { name: 'Regenerate URL' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('The current URL stops working at once');
  await dialog.getByRole('button', { name: 'Create new URL' }).click();
  await expect(field).not.toHaveValue(url);
  const fresh = await field.inputValue();
  expect((await page.request.get(new URL(url).pathname)).status()).toBe(404);
  expect((await page.request.get(new URL(fresh).pathname)).status()).toBe(200);

  await card.getByRole('switch', { name: 'Include completed assignments' }).click();
  await expect(card.getByRole('switch', { name: 'Include completed assignments' })).toBeChecked();
  noCspViolations();
});
