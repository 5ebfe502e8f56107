import { expect, test, type Locator, type Page } from '@playwright/test';
import { SAME_ORIGIN, signUp, watchForCspViolations, WEDNESDAY_10AM } from './support';

/*
 * Timed events in each layout: Quick Add asks for the time, the event shows '6:00 PM-7:30 PM · Gym'
 * wherever it is listed, and it can be edited from there. The clock is pinned to Wednesday
 * 18 November 2026, 10:00 in New York.
 */
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

const newYork = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`).toISOString();
const CONFERENCES = '6:00 PM-7:30 PM · Gym';

/** Quick Add's event type, asked for a time first, then 6 PM to 7:30 PM in the Gym. */
async function addConferences(page: Page) {
  await page.getByRole('button', { name: 'Quick Add' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Quick Add' });
  await dialog.getByRole('radio', { name: 'Event' }).click();
  await dialog.getByLabel('Title').fill('Parent-teacher conferences');
  await dialog.getByLabel('Date').fill('2026-11-19');
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(dialog.getByText('Please enter a start time or choose All day')).toBeVisible();
  await dialog.getByLabel('Start time').fill('18:00');
  await dialog.getByLabel('End time (optional)').fill('17:00');
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(dialog.getByText('The end must be after the start')).toBeVisible();
  await dialog.getByLabel('End time (optional)').fill('19:30');
  await dialog.getByLabel('Location').fill('Gym');
  await dialog.getByRole('button', { name: 'Add Event' }).click();
  await expect(page.getByText('Event added').first()).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** An event's row in the selected day's list (the week grid's blocks have no Edit button). */
const sideListRow = (page: Page, title: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Edit event' }) })
    .filter({ hasText: title });

async function savedEvents(page: Page) {
  return (await (await page.request.get('/api/events')).json()) as Record<string, unknown>[];
}

/** Moves the event to 7 PM to 8 PM in the Library through its Edit Event dialog. */
async function editFrom(row: Locator, page: Page) {
  await row.getByRole('button', { name: 'Edit event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await expect(dialog.getByLabel('Start time')).toHaveValue('18:00');
  await expect(dialog.getByLabel('End time (optional)')).toHaveValue('19:30');
  await expect(dialog.getByLabel('Location')).toHaveValue('Gym');
  await dialog.getByLabel('Start time').fill('19:00');
  await dialog.getByLabel('End time (optional)').fill('20:00');
  await dialog.getByLabel('Location').fill('Library');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  expect(await savedEvents(page)).toContainEqual(
    expect.objectContaining({
      title: 'Parent-teacher conferences',
      eventDate: newYork('2026-11-19', '19:00'),
      endDate: newYork('2026-11-19', '20:00'),
      allDay: false,
      location: 'Library',
    }),
  );
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('adds a timed event, shows it on the week grid and the dashboard, edits it from the side list', async ({
    page,
  }) => {
    const noCspViolations = watchForCspViolations(page);
    await signUp(page, 'Noor', { at: WEDNESDAY_10AM });
    // An event made by an older client is all-day and sits in the week's all-day strip. Its 23:59
    // is read on the student's clock, which the app reports once it has loaded: said here first.
    const zone = await page.request.patch('/api/preferences', {
      headers: SAME_ORIGIN,
      data: { timeZone: 'America/New_York' },
    });
    expect(zone.ok(), await zone.text()).toBe(true);
    await page.request.post('/api/events', {
      headers: SAME_ORIGIN,
      data: { title: 'Spirit day', eventDate: newYork('2026-11-19', '23:59') },
    });
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await addConferences(page);

    const row = sideListRow(page, 'Parent-teacher conferences');
    await expect(row).toContainText(CONFERENCES);
    await expect(sideListRow(page, 'Spirit day')).toContainText('All day');

    await page.getByRole('radio', { name: 'Week' }).click();
    const thursday = page.getByRole('list', { name: 'Thursday, November 19, 2026', exact: true });
    await expect(thursday.getByRole('button')).toHaveText([
      `Parent-teacher conferences${CONFERENCES}`,
    ]);
    const allDay = page.getByRole('list', { name: 'Thursday, November 19, 2026, all day' });
    await expect(allDay.getByRole('button')).toHaveText(['Spirit day']);

    await editFrom(row, page);
    await expect(row).toContainText('7:00 PM-8:00 PM · Library');
    await expect(thursday).toContainText('7:00 PM-8:00 PM · Library');

    await page.goto('/dashboard');
    const upcoming = page.getByRole('region', { name: 'Upcoming Events' });
    // A day's all-day events come first.
    await expect(upcoming.getByRole('listitem')).toHaveText([
      /^Spirit dayThu, Nov 19 · All day/,
      /^Parent-teacher conferencesThu, Nov 19 · 7:00 PM-8:00 PM · Library/,
    ]);
    noCspViolations();
  });

  test('puts overlapping events side by side on the week grid', async ({ page }) => {
    await signUp(page, 'Noor', { at: WEDNESDAY_10AM });
    for (const [title, start, end] of [
      ['Band', '18:00', '19:30'],
      ['Chess club', '18:30', '19:00'],
    ]) {
      await page.request.post('/api/events', {
        headers: SAME_ORIGIN,
        data: {
          title,
          eventDate: newYork('2026-11-18', start ?? ''),
          endDate: newYork('2026-11-18', end ?? ''),
          allDay: false,
        },
      });
    }
    await page.goto('/calendar');
    await page.getByRole('radio', { name: 'Week' }).click();
    const today = page.getByRole('list', { name: 'Wednesday, November 18, 2026', exact: true });
    const band = today.getByRole('button', { name: /^Band/ });
    const chess = today.getByRole('button', { name: /^Chess club/ });
    await band.scrollIntoViewIfNeeded();
    const [a, b] = [await band.boundingBox(), await chess.boundingBox()];
    expect(a && b).toBeTruthy();
    if (!a || !b) return;
    // Side by side, each half the column; the half-hour one starts half an hour lower.
    expect(b.x).toBeGreaterThanOrEqual(a.x + a.width - 1);
    expect(Math.abs(a.width - b.width)).toBeLessThan(2);
    expect(b.y - a.y).toBeGreaterThan(20);
    expect(a.height).toBeGreaterThan(b.height * 2);
  });

  test('shows an overnight event on both its days, on the week grid and the month', async ({
    page,
  }) => {
    await signUp(page, 'Noor', { at: WEDNESDAY_10AM });
    const added = await page.request.post('/api/events', {
      headers: SAME_ORIGIN,
      data: {
        title: 'Lock-in',
        eventDate: newYork('2026-11-20', '21:00'),
        endDate: newYork('2026-11-21', '07:00'),
        allDay: false,
      },
    });
    expect(added.ok()).toBe(true);
    await page.goto('/calendar');
    for (const day of ['Friday, November 20, 2026', 'Saturday, November 21, 2026']) {
      const cell = page.getByRole('button', { name: `${day}, 1 item: Lock-in`, exact: true });
      await expect(cell.getByText('Lock-in')).toBeVisible();
    }
    await page.getByRole('radio', { name: 'Week' }).click();
    for (const day of ['Friday, November 20, 2026', 'Saturday, November 21, 2026']) {
      const column = page.getByRole('list', { name: day, exact: true });
      await expect(column.getByRole('button', { name: /^Lock-in/ })).toHaveCount(1);
    }
    // Saturday's block runs from midnight: it starts at the top of the grid.
    const saturday = page.getByRole('list', { name: 'Saturday, November 21, 2026', exact: true });
    const friday = page.getByRole('list', { name: 'Friday, November 20, 2026', exact: true });
    const [early, late] = [
      await saturday.getByRole('button', { name: /^Lock-in/ }).boundingBox(),
      await friday.getByRole('button', { name: /^Lock-in/ }).boundingBox(),
    ];
    expect(early && late && early.y < late.y).toBe(true);
  });
});

test.describe('tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true });

  test('adds a timed event, sees it in the List and the week grid, edits it from the side list', async ({
    page,
  }) => {
    await signUp(page, 'Noor', { at: WEDNESDAY_10AM });
    await page.goto('/tablet/calendar');
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await addConferences(page);

    await page.getByRole('tab', { name: 'List' }).click();
    const days = page
      .getByRole('list', { name: 'Upcoming assignments and events by day' })
      .locator('> li');
    await expect(days.first().getByRole('heading', { level: 3 })).toHaveText(
      'Thursday, November 19',
    );
    await expect(days.first().getByRole('listitem')).toContainText(CONFERENCES);

    await page.getByRole('tab', { name: 'Calendar' }).click();
    await page.getByRole('radio', { name: 'Week' }).click();
    await expect(
      page.getByRole('list', { name: 'Thursday, November 19, 2026', exact: true }),
    ).toContainText(`Parent-teacher conferences${CONFERENCES}`);

    await page.getByRole('button', { name: /^Thursday, November 19, 2026/ }).click();
    const row = sideListRow(page, 'Parent-teacher conferences');
    await expect(row).toContainText(CONFERENCES);
    await editFrom(row, page);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('adds a timed event, sees it under Upcoming and Week, edits it there', async ({ page }) => {
    await signUp(page, 'Noor', { at: WEDNESDAY_10AM });
    await page.goto('/mobile/calendar');
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await addConferences(page);

    const items = page.getByRole('tabpanel').getByRole('listitem');
    await expect(items).toHaveText([/^Parent-teacher conferences/]);
    await expect(items.first()).toContainText(`Thu, Nov 19 · ${CONFERENCES}`);
    await page.getByRole('tab', { name: /^Week/ }).click();
    await expect(items.first()).toContainText(CONFERENCES);

    await editFrom(items.first(), page);
    await expect(items.first()).toContainText('Thu, Nov 19 · 7:00 PM-8:00 PM · Library');
  });
});
