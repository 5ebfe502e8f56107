import { expect, test, type Locator, type Page } from '@playwright/test';
import { afterNextPaint } from './frames';
import { newStudent, watchForCspViolations, SAME_ORIGIN } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const DAY = 86_400_000;

interface AssignmentRow {
  id: string;
  title: string;
  completed: boolean;
}

/** Signs a new student up (the page shares the cookie) with a class and these assignments. */
async function seedStudent(
  page: Page,
  assignments: { title: string; category: string; days: number; completed?: boolean }[],
) {
  const student = newStudent('Ines');
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    headers: SAME_ORIGIN,
    data: { ...student, name: `${student.firstName} ${student.lastName}` },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const created = await page.request.post('/api/classes', {
    headers: SAME_ORIGIN,
    data: { name: 'Chemistry', color: '#10b981' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id: classId } = (await created.json()) as { id: string };
  for (const { title, category, days, completed = false } of assignments) {
    const added = await page.request.post('/api/assignments', {
      headers: SAME_ORIGIN,
      data: {
        title,
        category,
        classId,
        completed,
        dueDate: new Date(Date.now() + days * DAY).toISOString(),
      },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
}

async function completedOnServer(page: Page, title: string): Promise<boolean | undefined> {
  const rows = (await (await page.request.get('/api/assignments')).json()) as AssignmentRow[];
  return rows.find((row) => row.title === title)?.completed;
}

const row = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });

/** A real pointer drag on the row's text, `dx` sideways and `dy` down, in small steps. */
/** Raw pointer moves do not wait for what lies on top, so this waits for the start-up screen. */
async function startupGone(page: Page) {
  await expect(page.getByText('Initializing')).toBeHidden();
}

async function drag(page: Page, target: Locator, dx: number, dy = 0) {
  await startupGone(page);
  const box = await target.boundingBox();
  if (!box) throw new Error('The row is not on screen');
  const x = box.x + box.width * 0.6;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  await page.mouse.up();
}

const isCompleted = (target: Locator) => target.getByText('Completed', { exact: true });

test('a swipe of more than 50px completes after the overlay; a shorter one springs back', async ({
  page,
}) => {
  const noCspViolations = watchForCspViolations(page);
  await seedStudent(page, [
    { title: 'Titration lab write-up', category: 'Homework', days: 2 },
    { title: 'Periodic table quiz', category: 'Quiz', days: 3 },
    { title: 'Read chapter 4', category: 'Reading', days: 5 },
  ]);
  // The page's timers are the test's to run, so the 300 ms overlay can be watched in steps.
  await page.clock.install();
  await page.goto('/mobile/assignments');
  await expect(page.getByRole('heading', { name: 'Assignments', level: 1 })).toBeVisible();
  for (const group of ['Homework', 'Exams & Quizzes', 'Other']) {
    await expect(page.getByRole('heading', { name: group })).toBeVisible();
  }
  const counts = page.getByRole('region', { name: 'Counts' });
  await expect(counts.getByRole('group', { name: 'Completed' })).toHaveText(/^0/);

  const lab = row(page, 'Titration lab write-up');
  await expect(lab.getByText('Due in 2 days')).toBeVisible();
  // The part of the row that moves: the one holding the title.
  const surface = lab
    .locator(':scope > div')
    .filter({ has: page.getByText('Titration lab write-up', { exact: true }) });
  await expect(surface).toHaveCSS('touch-action', 'pan-y');

  // 30px is under the threshold: the row springs back and nothing changes.
  await drag(page, lab, -30);
  await expect(surface).toHaveCSS('transform', 'none');
  await afterNextPaint(page);
  await expect(page.getByText('Completed!')).toHaveCount(0);
  await expect(isCompleted(lab)).toHaveCount(0);

  // A mostly vertical drag is a scroll, not a swipe, even with 60px of sideways travel.
  await drag(page, lab, -60, 90);
  await afterNextPaint(page);
  await expect(page.getByText('Completed!')).toHaveCount(0);
  await expect(isCompleted(lab)).toHaveCount(0);
  expect(await completedOnServer(page, 'Titration lab write-up')).toBe(false);

  // 90px shows 'Completed!' for 300 ms, then completes the item.
  await page.clock.pauseAt(Date.now() + 2000);
  await drag(page, lab, -90);
  await expect(lab.getByText('Completed!')).toBeVisible();
  await page.clock.runFor(290);
  await expect(lab.getByText('Completed!')).toBeVisible();
  await expect(isCompleted(lab)).toHaveCount(0);
  await page.clock.resume();
  // Done, it folds under its group's 'Completed', where it shows as completed.
  const homework = page.getByRole('region', { name: /^Homework/ });
  const folded = homework.getByRole('button', { name: 'Completed (1)' });
  await expect(folded).toBeVisible();
  await expect(lab).toHaveCount(0);
  await expect(counts.getByRole('group', { name: 'Completed' })).toHaveText(/^1/);
  await expect(isCompleted(row(page, 'Periodic table quiz'))).toHaveCount(0);
  await expect.poll(() => completedOnServer(page, 'Titration lab write-up')).toBe(true);
  await folded.click();
  await expect(isCompleted(lab)).toBeVisible();

  await page.reload();
  await expect(folded).toBeVisible();
  await expect(lab).toHaveCount(0);
  await expect(isCompleted(row(page, 'Periodic table quiz'))).toHaveCount(0);
  noCspViolations();
});

test('with a finger, a vertical drag over the rows scrolls the page and a sideways one completes', async ({
  page,
}) => {
  await seedStudent(
    page,
    Array.from({ length: 14 }, (_, index) => ({
      title: `Reaction rates ${index + 1}`,
      category: 'Homework',
      days: 1 + index / 10,
    })),
  );
  await page.goto('/mobile/assignments');
  const first = row(page, 'Reaction rates 1');
  await expect(first).toBeVisible();
  // The rows are drawn under the start-up screen's second, which takes the touches that land in it.
  await startupGone(page);
  // Playwright's touchscreen only taps; a drag needs the browser's own touch input.
  const cdp = await page.context().newCDPSession(page);
  const touchDrag = async (x: number, y: number, dx: number, dy: number) => {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 10; step++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x + (dx * step) / 10, y: y + (dy * step) / 10 }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };

  const box = await row(page, 'Reaction rates 4').boundingBox();
  if (!box) throw new Error('The row is not on screen');
  await touchDrag(box.x + box.width / 2, box.y + box.height / 2, 0, -300);
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(200);
  await expect(page.getByText('Completed!')).toHaveCount(0);

  const target = row(page, 'Reaction rates 9');
  await target.scrollIntoViewIfNeeded();
  const targetBox = await target.boundingBox();
  if (!targetBox) throw new Error('The row is not on screen');
  await touchDrag(targetBox.x + targetBox.width * 0.6, targetBox.y + targetBox.height / 2, -90, 5);
  await expect(page.getByRole('button', { name: 'Completed (1)' })).toBeVisible();
  await expect(target).toHaveCount(0);
  await expect.poll(() => completedOnServer(page, 'Reaction rates 9')).toBe(true);
  expect(await completedOnServer(page, 'Reaction rates 4')).toBe(false);
});

test('a completed row does not swipe, and its menu marks it active again', async ({ page }) => {
  await seedStudent(page, [
    { title: 'Titration lab write-up', category: 'Homework', days: 2, completed: true },
    { title: 'Periodic table quiz', category: 'Quiz', days: 3 },
  ]);
  await page.goto('/mobile/assignments');
  const lab = row(page, 'Titration lab write-up');
  // Done work waits folded under its group's 'Completed' until asked for.
  await expect(row(page, 'Periodic table quiz')).toBeVisible();
  await expect(lab).toHaveCount(0);
  const homework = page.getByRole('region', { name: /^Homework/ });
  await homework.getByRole('button', { name: 'Completed (1)' }).click();
  await expect(isCompleted(lab)).toBeVisible();

  await drag(page, lab, -90);
  await afterNextPaint(page);
  await expect(page.getByText('Completed!')).toHaveCount(0);
  await expect(isCompleted(lab)).toBeVisible();

  await lab.getByRole('button', { name: 'Actions for Titration lab write-up' }).click();
  await expect(page.getByRole('menuitem', { name: 'Mark Done' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Mark Active' }).click();
  await expect(isCompleted(lab)).toHaveCount(0);
  await expect(lab.getByText('Due in 2 days')).toBeVisible();
  await expect.poll(() => completedOnServer(page, 'Titration lab write-up')).toBe(false);

  // The menu also marks done, for keyboards and screen readers that cannot swipe.
  const quiz = row(page, 'Periodic table quiz');
  await quiz.getByRole('button', { name: 'Actions for Periodic table quiz' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Mark Done' }).press('Enter');
  const quizzes = page.getByRole('region', { name: /^Exams & Quizzes/ });
  await quizzes.getByRole('button', { name: 'Completed (1)' }).click();
  await expect(isCompleted(quiz)).toBeVisible();
  await expect.poll(() => completedOnServer(page, 'Periodic table quiz')).toBe(true);
});

test('the row menu edits and, after asking, deletes', async ({ page }) => {
  await seedStudent(page, [
    { title: 'Balance equations', category: 'Homework', days: 1 },
    { title: 'Stoichiometry test', category: 'Test', days: 4 },
  ]);
  await page.goto('/mobile/assignments');
  const exam = row(page, 'Stoichiometry test');
  await expect(exam.getByText('Due in 4 days')).toBeVisible();

  await exam.getByRole('button', { name: 'Actions for Stoichiometry test' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Assignment' });
  await expect(dialog.getByLabel('Title')).toHaveValue('Stoichiometry test');
  await dialog.getByLabel('Title').fill('Stoichiometry unit test');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  const renamed = row(page, 'Stoichiometry unit test');
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'Actions for Stoichiometry unit test' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete this assignment? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: 'Actions for Stoichiometry unit test' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Assignment deleted')).toBeVisible();
  await expect(renamed).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Exams & Quizzes' })).toHaveCount(0);
  await expect(row(page, 'Balance equations')).toBeVisible();

  // Filters narrow the list; one with no matches says so.
  await page.getByRole('button', { name: 'Overdue', exact: true }).click();
  await expect(page).toHaveURL(/filter=overdue/);
  await expect(page.getByText('No assignments match your filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Tomorrow', exact: true }).click();
  await expect(row(page, 'Balance equations')).toBeVisible();
});

test('the phone dashboard toggle is a 44px target, filters, and its rows swipe', async ({
  page,
}) => {
  await seedStudent(page, [
    { title: 'Molar mass worksheet', category: 'Homework', days: 1 },
    { title: 'Gas laws quiz', category: 'Quiz', days: 2 },
    { title: 'Lab safety form', category: 'Other', days: -2, completed: true },
  ]);
  // The page's clock, so the 300 ms 'Completed!' can be held and seen on a busy machine.
  await page.clock.install();
  await page.goto('/mobile/dashboard');
  const toggle = page.getByRole('radiogroup', { name: 'Assignments to show' });
  for (const name of ['Active', 'Done', 'All']) {
    const box = await toggle.getByRole('radio', { name }).boundingBox();
    expect(box?.height, name).toBeGreaterThanOrEqual(44);
  }
  const list = page.getByRole('list', { name: 'Assignments' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(row(page, 'Lab safety form')).toHaveCount(0);

  await toggle.getByRole('radio', { name: 'Done' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(row(page, 'Lab safety form')).toBeVisible();

  await toggle.getByRole('radio', { name: 'All' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(3);

  await toggle.getByRole('radio', { name: 'Active' }).click();
  // Swipe only once the filtered list has settled, not a row the re-render is about to replace.
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.clock.pauseAt(Date.now() + 2000);
  await drag(page, row(page, 'Gas laws quiz'), -90);
  await expect(page.getByText('Completed!')).toBeVisible();
  await page.clock.resume();
  await expect(row(page, 'Gas laws quiz')).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect.poll(() => completedOnServer(page, 'Gas laws quiz')).toBe(true);
});

test('nothing scrolls sideways at 360px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await seedStudent(page, [
    {
      title: 'An assignment with a rather long title that has to wrap onto a second line',
      category: 'Homework',
      days: 0.2,
    },
    { title: 'Quiz', category: 'Quiz', days: 6 },
  ]);
  for (const path of [
    '/mobile/assignments?filter=upcoming&sort=alphabetical',
    '/mobile/dashboard',
  ]) {
    await page.goto(path);
    await expect(row(page, 'Quiz')).toBeVisible();
    const [scrollWidth, clientWidth] = await page.evaluate<[number, number]>(
      '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
    );
    expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
  }
});
