import { FLASHCARD_IMPORT_TEXT_MAX, FLASHCARD_SIDE_MAX, HOLIDAY_NAME_MAX } from '@assignd/core';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { abRotation, becomePro, DEVICE_LAYOUTS, SAME_ORIGIN, signUp } from './support';

/*
 * Issue 28, item 5: the longest text the API takes, with no space to break at, in every text field
 * of every dialog on each layout, and then in the cards and rows that show it. Nothing may grow
 * past its box: it wraps, or it is cut with the whole text one tap away.
 */

const wide = (length: number) => 'W'.repeat(length);

// RFC 5321's 254 characters: a 64-character local part and a 189-character domain.
const LONGEST_EMAIL = `${'w'.repeat(64)}@${['d'.repeat(62), 'd'.repeat(62), 'd'.repeat(59)].join('.')}.com`;

/** The longest value each text field takes, by its label (the limits of @assignd/schemas). */
const LONGEST: Record<string, string> = {
  'Class name': wide(100),
  Teacher: wide(100),
  Room: wide(100),
  Title: wide(200),
  Description: wide(5000),
  Location: wide(100),
  Front: wide(FLASHCARD_SIDE_MAX),
  Back: wide(FLASHCARD_SIDE_MAX),
  'Cards to import': wide(FLASHCARD_IMPORT_TEXT_MAX),
  Label: wide(100),
  'Holiday name': wide(HOLIDAY_NAME_MAX),
  'New e-mail': LONGEST_EMAIL,
  Password: wide(128),
  'Current password': wide(128),
  'New password': wide(128),
};

/** The text fields a student can type in: not buttons, boxes, dates, times or colours. */
const TEXT_FIELDS =
  'input:not([type]), input[type=text], input[type=email], input[type=password], input[type=search], input[type=url], textarea';

// The checks below run in the page, whose DOM the tests' types do not have: they are sent as text.

const OPEN_DIALOG = '[role=dialog][data-state=open]';

/** Elements of the box `selector` finds (itself included) reaching past its left or right edge. */
const stickingOut = (selector: string) => `(() => {
  const root = document.querySelector(${JSON.stringify(selector)});
  const edge = root.getBoundingClientRect();
  const found = [];
  if (edge.left < -1 || edge.right > window.innerWidth + 1) {
    found.push('the box ' + Math.round(edge.left) + '-' + Math.round(edge.right));
  }
  for (const element of root.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect();
    // Radix keeps a form's value of a switch in an input moved out of sight and transparent.
    if (rect.width <= 1 || rect.height <= 1 || getComputedStyle(element).opacity === '0') continue;
    if (rect.left < edge.left - 1 || rect.right > edge.right + 1) {
      const text = (element.textContent || '').slice(0, 24);
      found.push(element.tagName.toLowerCase() + ' "' + text + '" ' + Math.round(rect.left) + '-' + Math.round(rect.right));
    }
  }
  return found.slice(0, 5);
})()`;

/**
 * What the page shows cut off or scrolling sideways: the page wider than the window, a scroll area
 * wider than its box (but for a deliberate sideways one, overflow-x-auto), and text reaching past
 * the box that clips it when that box draws no ellipsis (a cut without "…" hides text for good).
 */
const CUT_OFF = `(() => {
  const found = [];
  const root = document.documentElement;
  if (root.scrollWidth > window.innerWidth + 1) found.push('the page ' + root.scrollWidth);
  const describe = (element) =>
    element.tagName.toLowerCase() + ' "' + (element.textContent || '').trim().slice(0, 24) + '"';
  for (const element of document.querySelectorAll('body *')) {
    const style = getComputedStyle(element);
    const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
    if (scrolls && !element.classList.contains('overflow-x-auto') &&
        element.scrollWidth > element.clientWidth + 1) {
      found.push('scrolls sideways: ' + describe(element));
    }
    const hasText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim());
    const rect = element.getBoundingClientRect();
    if (!hasText || rect.width <= 1 || rect.height <= 1) continue;
    let clip = element.parentElement;
    while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
    if (!clip || clip === document.body || clip === root) continue;
    const box = clip.getBoundingClientRect();
    // A box of a pixel hides its text from the eye on purpose (sr-only), for screen readers.
    if (box.width <= 1 || box.height <= 1) continue;
    const clipStyle = getComputedStyle(clip);
    if (clipStyle.textOverflow === 'ellipsis' || clipStyle.webkitLineClamp !== 'none') continue;
    if (clipStyle.overflowX !== 'hidden' && clipStyle.overflowX !== 'clip' &&
        clip.classList.contains('overflow-x-auto')) continue;
    if (rect.right > box.right + 1 || rect.left < box.left - 1) {
      found.push('cut off: ' + describe(element) + ' in ' + describe(clip));
    }
  }
  return [...new Set(found)].slice(0, 5);
})()`;

async function expectNothingSticksOut(page: Page, what: string, selector = OPEN_DIALOG) {
  const outside = await page.evaluate<string[]>(stickingOut(selector));
  expect(outside, `${what}: nothing reaches past the edges`).toEqual([]);
}

/** The page scrolls only up and down, and no text is cut off without an ellipsis. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  const wider = await page.evaluate<string[]>(CUT_OFF);
  expect(wider, `${what}: nothing is cut off or scrolls sideways`).toEqual([]);
}

/**
 * Types the longest value into every text field of the open dialog, then checks it: each field
 * must be one LONGEST names, so a field added later without its limit here fails.
 */
async function fillEveryField(dialog: Locator, what: string, selector = OPEN_DIALOG) {
  const fields = dialog.locator(TEXT_FIELDS);
  await expect(fields.first()).toBeVisible();
  const count = await fields.count();
  for (let index = 0; index < count; index += 1) {
    const field = fields.nth(index);
    if (!(await field.isVisible())) continue;
    const id = await field.getAttribute('id');
    const label = id ? await dialog.locator(`label[for="${id}"]`).first().innerText() : '';
    const name = label.replace(/\s*\(optional\)\s*$/i, '').trim();
    const value = LONGEST[name];
    expect(value, `${what}: the longest value of the field labelled "${name}"`).toBeDefined();
    await field.fill(value!);
  }
  await expectNothingSticksOut(dialog.page(), what, selector);
}

/** Opens the dialog a button opens, fills it and checks it, then closes it unsaved. */
async function tryDialog(page: Page, button: Locator, dialogName: string | RegExp) {
  await button.click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await fillEveryField(dialog, String(dialogName));
  await page.keyboard.press('Escape');
  // A form with typed text may ask before it drops it.
  const keep = page.getByRole('button', { name: /^Discard/ });
  if (await keep.isVisible().catch(() => false)) await keep.click();
  await expect(dialog).toBeHidden();
}

async function postJson(page: Page, method: 'post' | 'put', url: string, data: unknown) {
  const response = await page.request[method](url, { data, headers: SAME_ORIGIN });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { id: string };
}

/** A Pro student whose every stored text is as long as the API takes. */
async function seedLongest(page: Page) {
  await signUp(page, 'Wanda');
  await becomePro(page);
  const schoolClass = await postJson(page, 'post', '/api/classes', {
    name: LONGEST['Class name'],
    teacher: LONGEST.Teacher,
    room: LONGEST.Room,
  });
  const today = new Date();
  const dueDay = (days: number) =>
    new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
  for (const days of [-1, 0, 1]) {
    await postJson(page, 'post', '/api/assignments', {
      title: LONGEST.Title,
      description: LONGEST.Description,
      classId: schoolClass.id,
      dueDate: `${dueDay(days)}T12:00:00.000Z`,
    });
  }
  await postJson(page, 'post', '/api/events', {
    title: LONGEST.Title,
    description: LONGEST.Description,
    location: LONGEST.Location,
    eventDate: `${dueDay(1)}T18:00:00.000Z`,
  });
  const set = await postJson(page, 'post', '/api/study-sets', {
    title: LONGEST.Title,
    description: LONGEST.Description,
  });
  await postJson(page, 'post', `/api/study-sets/${set.id}/flashcards`, {
    front: LONGEST.Front,
    back: LONGEST.Back,
  });
  await postJson(
    page,
    'put',
    '/api/schedule',
    abRotation(
      {
        '1': [
          { id: 'a1', label: LONGEST.Label, start: '08:00', end: '08:50', classId: schoolClass.id },
        ],
        '2': [],
      },
      {
        startDate: dueDay(-7),
        holidays: [{ name: LONGEST['Holiday name']!, startDate: dueDay(30), endDate: dueDay(31) }],
      },
    ),
  );
  return { classId: schoolClass.id, setId: set.id };
}

for (const layout of DEVICE_LAYOUTS) {
  test.describe(`the longest text on ${layout.name}`, () => {
    // A control the longest text pushed out of reach fails in seconds, not at the test's timeout.
    test.use({ ...layout.use, reducedMotion: 'reduce', actionTimeout: 10_000 });

    test('fits every dialog, card and row', async ({ page }) => {
      test.setTimeout(180_000);
      const { classId, setId } = await seedLongest(page);
      const at = (path: string) => page.goto(`${layout.prefix}/${path}`);
      const button = (name: string | RegExp) =>
        page.getByRole('button', { name }).filter({ visible: true }).first();

      await at('classes');
      await tryDialog(page, button(/^Add New Class$/), 'New Class');
      await tryDialog(page, button(/^Schedule$/), 'Schedule Settings');
      await expectNoSidewaysScroll(page, 'Classes');

      await at('assignments');
      await tryDialog(page, button(/^(\+ )?Add( Assignment)?$/), 'New Assignment');
      // The phone's rows keep Edit in their menu; the others have an Edit button.
      if (layout.name === 'phone') await button(`Actions for ${LONGEST.Title}`).click();
      await tryDialog(
        page,
        layout.name === 'phone' ? page.getByRole('menuitem', { name: 'Edit' }) : button(/^Edit$/),
        'Edit Assignment',
      );
      await expectNoSidewaysScroll(page, 'Assignments');

      await at('calendar');
      await tryDialog(page, button(/^Quick Add$/), /^Quick Add/);
      // The phone's calendar lists the event; the dashboard's Upcoming Events does elsewhere.
      if (layout.name !== 'phone') await at('dashboard');
      await tryDialog(page, button('Edit event'), 'Edit Event');
      await expectNoSidewaysScroll(page, 'Calendar');

      await at('flashcards');
      await tryDialog(page, button(/^New( Study Set)?$/), 'New Study Set');
      await button(`Actions for ${LONGEST.Title}`).click();
      await tryDialog(
        page,
        page.getByRole('menuitem', { name: 'Edit Study Set' }),
        'Edit Study Set',
      );
      await expectNoSidewaysScroll(page, 'Flashcards');

      await at(`flashcards/${setId}`);
      await tryDialog(page, button(/^Add Card$/), 'Add Flashcard');
      await tryDialog(page, button(`Edit ${LONGEST.Front}`), 'Edit Flashcard');
      await tryDialog(page, button(/^Import$/), 'Import Flashcards');
      await expectNoSidewaysScroll(page, 'The study set');

      await at('settings');
      await tryDialog(page, button('Change e-mail'), 'Change e-mail');
      await tryDialog(page, button('Change password'), 'Change password');
      await tryDialog(page, button('Turn on two-factor authentication'), /two-factor/i);
      await tryDialog(page, button('Delete account'), 'Delete your account?');
      await expectNoSidewaysScroll(page, 'Settings');

      await at('dashboard');
      await expectNoSidewaysScroll(page, 'Dashboard');
      await at(layout.name === 'desktop' ? `class/${classId}` : `classes/${classId}`);
      // The class's page edits it in place of its card.
      await button('Edit class').click();
      await fillEveryField(page.locator('main form'), 'Edit class', 'main form');
      await button('Cancel').click();
      await expectNoSidewaysScroll(page, 'The class');
      await at('ai-features');
      await expectNoSidewaysScroll(page, 'AI features');
    });
  });
}
