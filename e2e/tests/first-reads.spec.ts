import { expect, test } from '@playwright/test';
import { SAME_ORIGIN, signUp, watchForCspViolations } from './support';

// The dashboard's reads as apps/web/src/app/first-reads.ts plans them: they come with the page.
const DASHBOARD_READS = [
  '/api/auth/get-session',
  '/api/preferences',
  '/api/config',
  '/api/subscription',
  '/api/profile',
  '/api/schedule',
  '/api/classes',
  '/api/events',
  '/api/assignments',
];

test('a student opening the dashboard waits for no data request: it comes with the page', async ({
  page,
}) => {
  const noCspViolations = watchForCspViolations(page);
  await signUp(page, 'Ana');
  const due = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  const added = await page.request.post('/api/assignments', {
    headers: SAME_ORIGIN,
    data: { title: 'Lab report </script>', dueDate: due, category: 'Homework' },
  });
  expect(added.ok(), await added.text()).toBe(true);

  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === 'GET' && pathname.startsWith('/api/')) reads.push(pathname);
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /, Ana$/ })).toBeVisible();
  await expect(page.getByText('Lab report </script>')).toBeVisible();
  expect(reads.filter((path) => DASHBOARD_READS.includes(path))).toEqual([]);
  noCspViolations();
});
