import { expect, test } from '@playwright/test';
import { newYork, openCalendar, seed, seedEvents, startsWith } from './calendar-support';
import { SAME_ORIGIN, signUp, watchForCspViolations, WEDNESDAY_10AM } from './support';

/* The phone Calendar screen and the desktop month, on the clock calendar-support.ts describes. */
test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a new student sees each tab empty', async ({ page }) => {
    const noCspViolations = watchForCspViolations(page);
    await signUp(page, 'Ines', { at: WEDNESDAY_10AM });
    await openCalendar(page, '/mobile/calendar');

    await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toHaveText('No upcoming assignments');
    await page.getByRole('tab', { name: 'Today' }).click();
    await expect(page.getByRole('tabpanel')).toHaveText('No assignments today');
    await page.getByRole('tab', { name: 'Week' }).click();
    await expect(page.getByRole('tabpanel')).toHaveText('No assignments this week');
    noCspViolations();
  });

  test('Upcoming, Today and Week list the right assignments in due order', async ({ page }) => {
    await signUp(page, 'Ines', { at: WEDNESDAY_10AM });
    const biology = await page.request.post('/api/classes', {
      headers: SAME_ORIGIN,
      data: { name: 'Biology', color: '#10b981' },
    });
    const biologyId = ((await biology.json()) as { id: string }).id;
    // Twelve more open items, noon EST daily from Monday the 23rd, made out of order: the page
    // sorts them.
    const later = 'ABCDEFGHIJKL'.split('').map((letter, index) => ({
      title: `Reading ${letter}`,
      due: new Date(Date.UTC(2026, 10, 23 + index, 17)).toISOString(),
    }));
    await seed(page, [
      ...later.filter((_, index) => index % 2 === 1),
      { title: 'Overdue lab notes', due: newYork('2026-11-16', '23:59') },
      { title: 'Finished worksheet', due: newYork('2026-11-17', '23:59'), completed: true },
      { title: 'Morning quiz', due: newYork('2026-11-18', '08:00'), category: 'Quiz' },
      { title: 'Cell diagram', due: newYork('2026-11-18', '16:00'), classId: biologyId },
      { title: 'Saturday essay', due: newYork('2026-11-21', '23:30'), category: 'Project' },
      { title: 'Friday problems', due: newYork('2026-11-20', '23:59') },
      { title: 'Sunday reading', due: newYork('2026-11-22', '00:30'), category: 'Reading' },
      { title: 'Next month poster', due: newYork('2026-12-20', '23:59') },
      ...later.filter((_, index) => index % 2 === 0),
    ]);

    await openCalendar(page, '/mobile/calendar');
    const items = page.getByRole('tabpanel').getByRole('listitem');

    // The first 10 open items by due date: the overdue ones first, with their badge, and
    // nothing done.
    await expect(page.getByRole('tab', { name: /Upcoming/ })).toHaveText('Upcoming, 10');
    await expect(items).toHaveText(
      startsWith([
        'Overdue lab notes',
        'Morning quiz',
        'Cell diagram',
        'Friday problems',
        'Saturday essay',
        'Sunday reading',
        'Reading A',
        'Reading B',
        'Reading C',
        'Reading D',
      ]),
    );
    await expect(items.first()).toContainText('Overdue');
    await expect(items.nth(1)).toContainText('Overdue');
    const cellDiagram = items.nth(2);
    for (const text of ['Due Today', 'Homework', 'Biology', 'Wed, Nov 18, 4:00 PM']) {
      await expect(cellDiagram).toContainText(text);
    }

    await page.getByRole('tab', { name: /Today/ }).click();
    await expect(items).toHaveText(startsWith(['Morning quiz', 'Cell diagram']));
    await expect(items.first()).toContainText('Overdue');

    await page.getByRole('tab', { name: /Week/ }).click();
    await expect(items).toHaveText(
      startsWith([
        'Overdue lab notes',
        'Finished worksheet',
        'Morning quiz',
        'Cell diagram',
        'Friday problems',
        'Saturday essay',
      ]),
    );
    await expect(items.nth(1)).toContainText('Completed');

    // Tapping an item opens it for editing.
    await items.nth(3).click();
    await expect(page.getByRole('dialog', { name: 'Edit Assignment' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('tab', { name: /Upcoming/ }).click();
    await expect(items).toHaveCount(10);
    expect(
      await page.evaluate(
        'document.documentElement.scrollWidth <= document.documentElement.clientWidth',
      ),
    ).toBe(true);
  });

  test('events are listed among the assignments and can be deleted', async ({ page }) => {
    await signUp(page, 'Ines', { at: WEDNESDAY_10AM });
    await seed(page, [
      { title: 'Lab report', due: newYork('2026-11-18', '16:00') },
      { title: 'Overdue essay', due: newYork('2026-11-16', '23:59') },
      { title: 'Poster', due: newYork('2026-11-20', '12:00'), category: 'Project' },
    ]);
    await seedEvents(page, [
      // Earlier today: past its hour but not its day, so still open.
      { title: 'Assembly', at: newYork('2026-11-18', '09:00') },
      { title: 'Choir concert', at: newYork('2026-11-17', '19:00') },
      {
        title: 'Field trip',
        at: newYork('2026-11-20', '08:00'),
        description: 'Bring a packed lunch',
      },
      { title: 'Winter fair', at: newYork('2026-11-25', '18:00') },
    ]);
    await openCalendar(page, '/mobile/calendar');
    const items = page.getByRole('tabpanel').getByRole('listitem');
    const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

    // Yesterday's concert is over, so it is not upcoming.
    await expect(tab('Upcoming')).toHaveText('Upcoming, 6');
    await expect(items).toHaveText(
      startsWith([
        'Overdue essay',
        'Assembly',
        'Lab report',
        'Field trip',
        'Poster',
        'Winter fair',
      ]),
    );
    const fieldTrip = items.nth(3);
    for (const text of ['Event', 'Bring a packed lunch', 'Fri, Nov 20 · 8:00 AM']) {
      await expect(fieldTrip).toContainText(text);
    }
    // An event has no due badge; its actions are Edit and Delete.
    await expect(fieldTrip).not.toContainText('Due');
    await expect(fieldTrip.getByRole('button', { name: 'Edit event' })).toBeVisible();
    await expect(fieldTrip.getByRole('button', { name: 'Delete event' })).toBeVisible();
    await expect(items.nth(4)).toContainText('Due in 2 days');

    await expect(tab('Today')).toHaveText('Today, 2');
    await tab('Today').click();
    await expect(items).toHaveText(startsWith(['Assembly', 'Lab report']));

    await expect(tab('Week')).toHaveText('Week, 6');
    await tab('Week').click();
    await expect(items).toHaveText(
      startsWith([
        'Overdue essay',
        'Choir concert',
        'Assembly',
        'Lab report',
        'Field trip',
        'Poster',
      ]),
    );

    // Delete asks first; Cancel keeps the event.
    await items.nth(2).getByRole('button', { name: 'Delete event' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete “Assembly”?' });
    await expect(confirm).toContainText('Are you sure you want to delete this event?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(items).toHaveCount(6);

    await items.nth(2).getByRole('button', { name: 'Delete event' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Event deleted')).toBeVisible();
    await expect(items).toHaveText(
      startsWith(['Overdue essay', 'Choir concert', 'Lab report', 'Field trip', 'Poster']),
    );
    await expect(tab('Today')).toHaveText('Today, 1');
    await expect(tab('Upcoming')).toHaveText('Upcoming, 5');
    const events = (await (await page.request.get('/api/events')).json()) as { title: string }[];
    expect(events.map((event) => event.title).sort()).toEqual([
      'Choir concert',
      'Field trip',
      'Winter fair',
    ]);
  });

  test('a title of one long word wraps instead of widening the page', async ({ page }) => {
    await signUp(page, 'Ines', { at: WEDNESDAY_10AM });
    const word = 'Photosynthesisandcellularrespirationworksheet';
    await seed(page, [{ title: word, due: newYork('2026-11-19', '12:00') }]);
    await openCalendar(page, '/mobile/calendar');
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveText(startsWith([word]));
    expect(
      await page.evaluate(
        'document.documentElement.scrollWidth <= document.documentElement.clientWidth',
      ),
    ).toBe(true);
  });

  test('Quick Add needs a title and a time and adds an event record', async ({ page }) => {
    await signUp(page, 'Ines', { at: WEDNESDAY_10AM });
    await openCalendar(page, '/mobile/calendar');
    await page.getByRole('button', { name: 'Quick Add' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick Add' });
    await dialog.getByRole('radio', { name: 'Event' }).click();
    const add = dialog.getByRole('button', { name: 'Add Event' });
    await expect(add).toBeDisabled();
    await dialog.getByLabel('Title').fill('   ');
    await expect(add).toBeDisabled();
    await expect(dialog.getByLabel('Date')).toHaveValue('2026-11-18');

    await dialog.getByLabel('Title').fill('Science fair');
    // Every missing field has the phone's one message (spec 5), the date included.
    await dialog.getByLabel('Date').fill('');
    await add.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a title');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Date').fill('2026-11-18');
    await expect(dialog.getByRole('alert')).toBeHidden();

    // An event asks for its time.
    await add.click();
    await expect(dialog.getByText('Please enter a start time or choose All day')).toBeVisible();
    await dialog.getByLabel('Start time').fill('18:00');
    await dialog.getByLabel('End time (optional)').fill('19:30');
    await dialog.getByLabel('Location').fill('Gym');
    await add.click();
    await expect(page.getByText('Event added')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The new event is on the phone's calendar, where nothing was before.
    const items = page.getByRole('tabpanel').getByRole('listitem');
    await expect(items).toHaveText(startsWith(['Science fair']));
    await expect(items.first()).toContainText('Event');
    await expect(items.first()).toContainText('Wed, Nov 18 · 6:00 PM-7:30 PM · Gym');
    await page.getByRole('tab', { name: /Today/ }).click();
    await expect(items).toHaveText(startsWith(['Science fair']));
    const events = (await (await page.request.get('/api/events')).json()) as {
      title: string;
      eventDate: string;
    }[];
    expect(events).toEqual([
      expect.objectContaining({
        title: 'Science fair',
        eventDate: newYork('2026-11-18', '18:00'),
        endDate: newYork('2026-11-18', '19:30'),
        allDay: false,
        location: 'Gym',
      }),
    ]);
    expect(await (await page.request.get('/api/assignments')).json()).toEqual([]);
  });
});

test.describe('desktop month', () => {
  // A 40-character title, which the month once cut to 'Unit 4 test:' (issue 28 item 12).
  const TITLE = 'Unit 4 test: quadratics and their graphs';

  test('takes most of a 1280 px screen, shows two-line titles and opens a busy day from +N more', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUp(page, 'Ines', { at: WEDNESDAY_10AM });
    await seed(page, [
      { title: TITLE, due: newYork('2026-11-18', '08:00') },
      ...['Lab report', 'Cell diagram', 'Poster', 'Essay outline'].map((title, index) => ({
        title,
        due: newYork('2026-11-18', `1${index}:00`),
      })),
      { title: 'Electroencephalographyreadingassignment', due: newYork('2026-11-24', '09:00') },
    ]);
    await page.goto('/calendar');
    const month = page.getByRole('group', { name: 'November 2026' });
    await expect(month).toBeVisible({ timeout: 15_000 });

    // The month's card has at least 65% of the page; the day list is a narrow column beside it.
    const [card, main] = [
      await month.locator('..').boundingBox(),
      await page.getByRole('main').boundingBox(),
    ];
    expect(card && main && card.width / main.width).toBeGreaterThanOrEqual(0.65);

    // Two lines of the long title (then an ellipsis), not one; the hover text has all of it.
    const wednesday = page.getByRole('button', {
      name: /^Wednesday, November 18, 2026, 5 items: .+; and 2 more$/,
    });
    const chip = wednesday.getByTitle(TITLE);
    const style = await chip.evaluate((element) => {
      // The tests' types have no DOM; this runs in the page, where the window has it.
      const page = globalThis as unknown as {
        getComputedStyle: (target: typeof element) => Record<'lineHeight' | 'paddingTop', string>;
      };
      const { lineHeight, paddingTop } = page.getComputedStyle(element);
      return { lineHeight: parseFloat(lineHeight), padding: 2 * parseFloat(paddingTop) };
    });
    const box = await chip.boundingBox();
    const lines = box && Math.round((box.height - style.padding) / style.lineHeight);
    expect(lines).toBe(2);
    // A word longer than the cell breaks inside it.
    const tuesday = page.getByRole('button', { name: /^Tuesday, November 24, 2026/ });
    const word = await tuesday.getByTitle(/^Electro/).boundingBox();
    const cell = await tuesday.boundingBox();
    expect(word && cell && word.x + word.width <= cell.x + cell.width).toBe(true);

    // Three titles and '+2 more', which the keyboard reaches from the selected day and which
    // opens Wednesday's list with all five.
    await expect(wednesday.getByText(/^(Unit 4|Lab report|Cell diagram)/)).toHaveCount(3);
    await tuesday.click();
    await expect(
      page.getByRole('heading', { name: 'Tuesday, November 24', level: 2 }),
    ).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    const more = page.getByRole('button', { name: '+2 more on Wednesday, November 18, 2026' });
    await expect(more).toBeFocused();
    await expect(more).toHaveText('+2 more');
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: 'Wednesday, November 18', level: 2 });
    await expect(heading).toBeFocused();
    await expect(
      page.getByRole('list', { name: 'Wednesday, November 18' }).getByRole('listitem'),
    ).toHaveText(startsWith([TITLE, 'Lab report', 'Cell diagram', 'Poster', 'Essay outline']));
    await expect(wednesday).toHaveAttribute('aria-pressed', 'true');
  });
});
