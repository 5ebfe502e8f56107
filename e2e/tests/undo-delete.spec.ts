import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEVICE_LAYOUTS, SAME_ORIGIN, signUp, WEDNESDAY_10AM } from './support';

/*
 * Undo in the delete toast of an assignment, a class and an event, in each layout: the item comes
 * back with its class, its assignments and its schedule period, and focus lands on it. The clock
 * is pinned to Wednesday 18 November 2026, 10:00 in New York, so the event is today's.
 */
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

interface Seeded {
  classId: string;
  assignmentId: string;
  eventId: string;
}

async function post(page: Page, url: string, data: unknown): Promise<string> {
  const response = await page.request.post(url, { data, headers: SAME_ORIGIN });
  expect(response.ok(), `POST ${url}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/** A student with Biology (in Monday's first period), its lab report and today's science fair. */
async function seed(page: Page): Promise<Seeded> {
  await signUp(page, 'Ines', { at: WEDNESDAY_10AM });
  const classId = await post(page, '/api/classes', { name: 'Biology', color: '#10b981' });
  const assignmentId = await post(page, '/api/assignments', {
    title: 'Lab report',
    category: 'Homework',
    classId,
    dueDate: '2026-11-20T21:00:00.000Z',
  });
  const eventId = await post(page, '/api/events', {
    title: 'Science fair',
    eventDate: '2026-11-18T23:00:00.000Z',
  });
  const schedule = await page.request.put('/api/schedule', {
    headers: SAME_ORIGIN,
    data: {
      type: 'weekly',
      days: { '1': [{ id: 'p1', label: 'Period 1', start: '8:00 AM', end: '8:50 AM', classId }] },
    },
  });
  expect(schedule.ok()).toBe(true);
  return { classId, assignmentId, eventId };
}

async function read<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** Clicks Undo in the toast that says `message`. */
async function undo(page: Page, message: string) {
  const toast = page.getByRole('listitem').filter({ hasText: message });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Undo' }).click();
}

/** Focus is on one of the row's controls. */
async function expectFocusIn(row: Locator) {
  await expect(row.locator(':focus')).toHaveCount(1);
}

for (const layout of DEVICE_LAYOUTS) {
  const phone = layout.name === 'phone';

  test.describe(layout.name, () => {
    test.use(layout.use);

    test('Undo brings a deleted assignment back in its class', async ({ page }) => {
      const { classId, assignmentId } = await seed(page);
      await page.goto(`${layout.prefix}/assignments`);
      const row = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByText('Lab report', { exact: true }) });
      await expect(row).toBeVisible({ timeout: 15_000 });

      if (phone) {
        await row.getByRole('button', { name: 'Actions for Lab report' }).click();
        await page.getByRole('menuitem', { name: 'Delete' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      } else {
        await row.getByRole('button', { name: 'Edit' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Assignment' });
        await dialog.getByRole('button', { name: 'Delete' }).click();
      }
      await expect(row).toHaveCount(0);

      await undo(page, 'Assignment deleted');
      await expect(row).toBeVisible();
      await expect(row).toContainText('Biology');
      await expectFocusIn(row);
      const list = await read<{ id: string; classId: string | null }[]>(page, '/api/assignments');
      expect(list).toEqual([expect.objectContaining({ id: assignmentId, classId })]);
    });

    test(`Undo brings a deleted class back with its assignment and period${phone ? '' : ', deleted without asking'}`, async ({
      page,
    }) => {
      const { classId, assignmentId } = await seed(page);
      await page.goto(`${layout.prefix}/classes`);
      const card = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: 'Biology' }) });
      await expect(card).toBeVisible({ timeout: 15_000 });

      await card.getByRole('button', { name: 'Actions for Biology' }).click();
      await page.getByRole('menuitem', { name: 'Delete Class' }).click();
      if (phone) {
        await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Class' }).click();
      } else {
        // Spec 2: the desktop (and the tablet, which shares its page) deletes at once.
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
      }
      await expect(card).toHaveCount(0);
      await expect
        .poll(async () => (await read<{ classId: string | null }[]>(page, '/api/assignments'))[0])
        .toMatchObject({ classId: null });

      await undo(page, 'Class deleted');
      await expect(card).toBeVisible();
      await expect(card).toContainText('1 assignment');
      await expectFocusIn(card);
      const classes = await read<{ id: string }[]>(page, '/api/classes');
      expect(classes.map((row) => row.id)).toEqual([classId]);
      const assignments = await read<{ id: string; classId: string | null }[]>(
        page,
        '/api/assignments',
      );
      expect(assignments).toEqual([expect.objectContaining({ id: assignmentId, classId })]);
      const schedule = await read<{ days: Record<string, { classId: string | null }[]> }>(
        page,
        '/api/schedule',
      );
      expect(schedule.days['1']?.[0]?.classId).toBe(classId);
    });

    test('Undo brings a deleted event back', async ({ page }) => {
      const { eventId } = await seed(page);
      await page.goto(`${layout.prefix}/calendar`);
      const item = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByText('Science fair', { exact: true }) });
      await expect(item).toBeVisible({ timeout: 15_000 });

      await item.getByRole('button', { name: 'Delete event' }).click();
      if (phone) {
        await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      }
      await expect(item).toHaveCount(0);

      await undo(page, 'Event deleted');
      await expect(item).toBeVisible();
      await expectFocusIn(item);
      const events = await read<{ id: string; title: string; eventDate: string }[]>(
        page,
        '/api/events',
      );
      expect(events).toEqual([
        expect.objectContaining({
          id: eventId,
          title: 'Science fair',
          eventDate: '2026-11-18T23:00:00.000Z',
        }),
      ]);
    });
  });
}
