import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SAME_ORIGIN, signUp } from './support';

/*
 * Issue 30: the Grades screen on each layout (figures, the term switcher, terms and a new term
 * that starts with copies of a class), with axe.
 */

/** Thursday 15 October 2026, in the fall term. */
const NOW = new Date('2026-10-15T14:00:00Z');

async function post<T = { id: string }>(page: Page, url: string, data: unknown): Promise<T> {
  const response = await page.request.post(url, { data, headers: SAME_ORIGIN });
  expect(response.ok(), `POST ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

interface Seeded {
  chemistry: string;
  final: string;
}

/**
 * Fall (current): Chemistry, AP, tests 130/150 and labs 19/20 after dropping the lowest: 90 %,
 * an A-; History 258/300, 86 %, a B. Spring (past): Latin 95 %, an A.
 */
async function seed(page: Page): Promise<Seeded> {
  await signUp(page, 'Noor', { at: NOW });
  const fall = await post(page, '/api/terms', {
    name: 'Fall 2026',
    startDate: '2026-08-24',
    endDate: '2026-12-18',
  });
  const spring = await post(page, '/api/terms', {
    name: 'Spring 2026',
    startDate: '2026-01-10',
    endDate: '2026-05-30',
  });
  const chemistry = await post(page, '/api/classes', {
    name: 'Chemistry',
    color: '#8b5cf6',
    termId: fall.id,
    level: 'ap',
  });
  const history = await post(page, '/api/classes', {
    name: 'History',
    color: '#f59e0b',
    termId: fall.id,
  });
  const latin = await post(page, '/api/classes', { name: 'Latin', termId: spring.id });
  const tests = await post(page, `/api/classes/${chemistry.id}/grade-categories`, {
    name: 'Tests',
    weight: 60,
  });
  const labs = await post(page, `/api/classes/${chemistry.id}/grade-categories`, {
    name: 'Labs',
    weight: 40,
    dropLowest: 1,
  });
  const grades: [string, string | null, number, number][] = [
    [chemistry.id, tests.id, 45, 50],
    [chemistry.id, tests.id, 38, 50],
    [chemistry.id, tests.id, 47, 50],
    [chemistry.id, labs.id, 9, 10],
    [chemistry.id, labs.id, 6, 10],
    [chemistry.id, labs.id, 10, 10],
    [history.id, null, 88, 100],
    [history.id, null, 79, 100],
    [history.id, null, 91, 100],
    [latin.id, null, 95, 100],
  ];
  for (const [index, [classId, gradeCategoryId, pointsEarned, pointsPossible]] of grades.entries())
    await post(page, '/api/assignments', {
      title: `Graded ${index + 1}`,
      classId,
      gradeCategoryId,
      pointsEarned,
      pointsPossible,
      completed: true,
    });
  const final = await post(page, '/api/assignments', {
    title: 'Final exam',
    classId: chemistry.id,
    gradeCategoryId: tests.id,
    pointsPossible: 100,
  });
  return { chemistry: chemistry.id, final: final.id };
}

const classRow = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Classes' }).getByRole('listitem').filter({ hasText: name });

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const LAYOUTS = [
  {
    name: 'desktop',
    path: '/grades',
    classPath: '/class',
    options: { viewport: { width: 1280, height: 800 } },
  },
  {
    name: 'tablet',
    path: '/tablet/grades',
    classPath: '/tablet/classes',
    options: { viewport: { width: 820, height: 1180 }, hasTouch: true },
  },
  {
    name: 'phone',
    path: '/mobile/grades',
    classPath: '/mobile/classes',
    options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
] as const;

for (const layout of LAYOUTS) {
  test.describe(layout.name, () => {
    test.use(layout.options);

    test('the Grades screen shows each class, the GPAs, and a past term on asking', async ({
      page,
    }) => {
      await seed(page);
      await page.goto(layout.path);
      await expect(classRow(page, 'Chemistry')).toContainText('90%');
      await expect(classRow(page, 'Chemistry')).toContainText('A−');
      await expect(classRow(page, 'History')).toContainText('86%');
      // Term GPA (3.7 + 3.0) / 2; AP adds 1.0 to Chemistry's. Latin's A joins the cumulative.
      await expect(page.getByRole('group', { name: 'Term GPA' })).toContainText('3.35');
      await expect(page.getByRole('group', { name: 'Term GPA' })).toContainText('3.85');
      await expect(page.getByRole('group', { name: 'Cumulative GPA' })).toContainText('3.57');
      await expect(classRow(page, 'Latin')).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.getByRole('combobox', { name: 'Term' }).selectOption({ label: 'Spring 2026' });
      await expect(classRow(page, 'Latin')).toContainText('95%');
      await expect(classRow(page, 'Chemistry')).toHaveCount(0);
    });

    test("a class's what-if moves the projection without saving, then saves; the goal says what the final needs", async ({
      page,
    }) => {
      const { chemistry } = await seed(page);
      await page.goto(`${layout.classPath}/${chemistry}`);
      const grades = page.getByRole('region', { name: 'Grades' });
      await expect(grades.getByRole('group', { name: 'Class grade' })).toContainText('90%');
      // Graded 2 (38 of 50) as a full 50: tests 142/150, labs 19/20: 0.6 * 94.67 + 0.4 * 95.
      await grades.getByLabel('Earned on Graded 2').fill('50');
      await expect(grades.getByRole('group', { name: 'Projected grade' })).toContainText('94.8%');
      await expect(grades.getByRole('group', { name: 'Class grade' })).toContainText('90%');
      await expectNoAxeViolations(page);
      await grades.getByRole('button', { name: 'Save grades' }).click();
      await expect(grades.getByRole('group', { name: 'Class grade' })).toContainText('94.8%');
      const saved = (await (await page.request.get('/api/assignments')).json()) as {
        title: string;
        pointsEarned: number | null;
      }[];
      expect(saved.find(({ title }) => title === 'Graded 2')?.pointsEarned).toBe(50);

      // B+ (87): 0.6 * (142 + x) / 250 * 100 + 38 >= 87, so x >= 62.17 of the final's 100.
      const goal = grades.getByRole('region', { name: 'What do I need?' });
      await goal.getByLabel('Assignment').selectOption({ label: 'Final exam (100 points)' });
      await goal.getByLabel('Target', { exact: true }).selectOption('B+');
      await expect(goal).toContainText('You need 62.17 of 100 points');
    });
  });
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a new term starts with a copy of a class and its categories', async ({ page }) => {
    await seed(page);
    await page.goto('/grades');
    await expect(classRow(page, 'Chemistry')).toContainText('90%');
    await page.getByRole('button', { name: 'Terms', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms' });
    await expect(dialog.getByText('Spring 2026')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Term' }).click();
    const form = page.getByRole('dialog', { name: 'New Term' });
    await form.getByLabel('Term name').fill('Spring 2027');
    await form.getByLabel('First day').fill('2027-01-11');
    await form.getByLabel('Last day').fill('2026-12-01');
    await form.getByRole('button', { name: 'Add Term' }).click();
    await expect(form.getByText('The end must be after the start')).toBeVisible();
    await form.getByLabel('Last day').fill('2027-05-28');
    await form.getByLabel('Chemistry').check();
    await form.getByRole('button', { name: 'Add Term' }).click();
    await expect(page.getByText('Term added')).toBeVisible();
    await expect(
      page.getByRole('dialog', { name: 'Terms' }).getByText('Spring 2027'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await page.getByRole('combobox', { name: 'Term' }).selectOption({ label: 'Spring 2027' });
    await expect(classRow(page, 'Chemistry')).toContainText('No grades yet');
    const categories = (await (await page.request.get('/api/grade-categories')).json()) as {
      name: string;
    }[];
    expect(categories.map(({ name }) => name).sort()).toEqual(['Labs', 'Labs', 'Tests', 'Tests']);
  });

  test("the dashboard's card shows the term GPA and each graded class", async ({ page }) => {
    // The card shows the server's figures, on the server's clock: a term around today's date.
    await signUp(page, 'Noor');
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const term = await post(page, '/api/terms', {
      name: 'This term',
      startDate: day(-30),
      endDate: day(60),
    });
    const old = await post(page, '/api/terms', {
      name: 'Last year',
      startDate: day(-400),
      endDate: day(-100),
    });
    const biology = await post(page, '/api/classes', { name: 'Biology', termId: term.id });
    const latin = await post(page, '/api/classes', { name: 'Latin', termId: old.id });
    for (const [classId, pointsEarned] of [
      [biology.id, 88],
      [latin.id, 95],
    ] as const)
      await post(page, '/api/assignments', {
        title: 'Graded',
        classId,
        pointsEarned,
        pointsPossible: 100,
        completed: true,
      });
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Grades' });
    // Biology's B+ (3.3) is this term's GPA; Latin's term is over.
    await expect(card).toContainText('3.30');
    await expect(card.getByRole('list', { name: 'Class grades' })).toContainText('Biology');
    await expect(card.getByRole('list', { name: 'Class grades' })).toContainText('88%');
    await expect(card).not.toContainText('Latin');
    await expectNoAxeViolations(page);
  });

  test('a finished assignment takes its grade in its dialog, and the class moves', async ({
    page,
  }) => {
    const { chemistry } = await seed(page);
    await page.goto(`/class/${chemistry}`);
    const grades = page.getByRole('region', { name: 'Grades' });
    await expect(grades.getByRole('group', { name: 'Class grade' })).toContainText('90%');
    const final = page.getByRole('listitem').filter({ hasText: 'Final exam' });
    await final.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Assignment' });
    await dialog.getByLabel('Completed').check();
    await dialog.getByLabel('Points earned').fill('120.555');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('At most 2 decimals')).toBeVisible();
    await dialog.getByLabel('Points earned').fill('81');
    await expect(dialog.getByLabel('Grading category')).toHaveValue(/.+/);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    // Tests 211/250 (84.4 %), labs 95 %: 0.6 * 84.4 + 0.4 * 95 = 88.64.
    await expect(grades.getByRole('group', { name: 'Class grade' })).toContainText('88.64%');
  });
});
