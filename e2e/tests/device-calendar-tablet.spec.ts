import { expect, test } from '@playwright/test';
import { newYork, openCalendar, seed, startsWith } from './calendar-support';
import { signUp, watchForCspViolations, WEDNESDAY_10AM } from './support';

/* The tablet Calendar screen, on the clock calendar-support.ts describes. */
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

test.describe('tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true });

  test('a new student: the month under Calendar, nothing upcoming under List', async ({ page }) => {
    const noCspViolations = watchForCspViolations(page);
    await signUp(page, 'Ines', { at: WEDNESDAY_10AM });
    await openCalendar(page, '/tablet/calendar');
    await expect(page.getByRole('tab', { name: 'Calendar' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('group', { name: 'November 2026' })).toBeVisible();
    await expect(page.getByText('No events on this date')).toBeVisible();

    await page.getByRole('tab', { name: 'List' }).click();
    await expect(page.getByRole('tabpanel')).toHaveText('No upcoming assignments');
    await expect(page.getByRole('group', { name: 'November 2026' })).toBeHidden();

    await page.getByRole('tab', { name: 'Calendar' }).click();
    await expect(page.getByRole('group', { name: 'November 2026' })).toBeVisible();
    noCspViolations();
  });

  test("a month day's '+N more' is a finger's size and covers none of its titles", async ({
    page,
  }) => {
    await signUp(page, 'Ines', { at: WEDNESDAY_10AM });
    await seed(
      page,
      ['A', 'B', 'C', 'D', 'E'].map((letter, index) => ({
        title: `Task ${letter}`,
        due: newYork('2026-11-20', `1${index}:00`),
      })),
    );
    await openCalendar(page, '/tablet/calendar');
    const friday = page.getByRole('button', { name: /^Friday, November 20, 2026, 5 items: / });
    const more = page.getByRole('button', { name: '+2 more on Friday, November 20, 2026' });
    const [moreBox, lastTitle] = [
      await more.boundingBox(),
      await friday.getByTitle('Task C').boundingBox(),
    ];
    expect(moreBox?.height).toBeGreaterThanOrEqual(44);
    expect(lastTitle && moreBox && lastTitle.y + lastTitle.height <= moreBox.y).toBe(true);
  });

  test('List groups the upcoming assignments by day with counts', async ({ page }) => {
    await signUp(page, 'Ines', { at: WEDNESDAY_10AM });
    await seed(page, [
      { title: 'Essay draft', due: newYork('2026-11-20', '20:00') },
      { title: 'Lab write-up', due: newYork('2026-11-18', '16:00') },
      { title: 'Done worksheet', due: newYork('2026-11-19', '23:59'), completed: true },
      { title: 'Overdue reading', due: newYork('2026-11-18', '08:00') },
      { title: 'Project poster', due: newYork('2026-12-10', '23:59') },
      { title: 'Quadratics quiz', due: newYork('2026-11-20', '09:00'), category: 'Quiz' },
      { title: 'Read chapter 3', due: newYork('2026-11-18', '23:59') },
      { title: 'Problem set 4', due: newYork('2026-11-20', '23:59') },
    ]);
    await openCalendar(page, '/tablet/calendar');
    // The month shows a dot's worth of items on the 20th.
    await expect(
      page.getByRole('button', { name: /^Friday, November 20, 2026, 3 items: / }),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'List' }).click();
    const days = page
      .getByRole('list', { name: 'Upcoming assignments and events by day' })
      .locator('> li');
    await expect(days).toHaveCount(3);
    const expected = [
      ['Wednesday, November 18', 'Today', '2 items', ['Lab write-up', 'Read chapter 3']],
      [
        'Friday, November 20',
        'In 2 days',
        '3 items',
        ['Quadratics quiz', 'Essay draft', 'Problem set 4'],
      ],
      ['Thursday, December 10', 'In 22 days', '1 item', ['Project poster']],
    ] as const;
    for (const [index, [heading, relative, count, titles]] of expected.entries()) {
      const day = days.nth(index);
      await expect(day.getByRole('heading', { level: 3 })).toHaveText(heading);
      await expect(day).toContainText(relative);
      await expect(day).toContainText(count);
      await expect(day.getByRole('listitem')).toHaveText(startsWith([...titles]));
    }

    // Quick Add's event type adds an event here too (an assignment has no time or place), and an
    // all-day one leads its day.
    await page.getByRole('button', { name: 'Quick Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick Add' });
    await dialog.getByRole('radio', { name: 'Event' }).click();
    await dialog.getByLabel('Title').fill('Science fair');
    await dialog.getByRole('switch', { name: 'All day' }).click();
    await dialog.getByRole('button', { name: 'Add Event' }).click();
    await expect(page.getByText('Event added')).toBeVisible();
    await expect(days.first()).toContainText('3 items');
    await expect(days.first().getByRole('listitem').first()).toContainText('Science fair');
    await expect(days.first().getByRole('listitem').first()).toContainText('All day');
    expect(await (await page.request.get('/api/assignments')).json()).toHaveLength(8);
  });
});
