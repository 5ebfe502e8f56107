import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { becomePro, DEVICE_LAYOUTS, type DeviceLayout, SAME_ORIGIN, signUp } from './support';

/*
 * Issue 13's screens on every device: the four AI tools (tabs on desktop and tablet, a list of
 * five features on the phone), the import preview, the optimizer's plan, a breakdown's steps
 * added as assignments, the chat's keys, the Pro gate, and axe on each view in light and dark.
 */

const TOOLS = ['AI Import', 'Study Chat', 'Schedule Optimizer', 'Task Breakdown'] as const;
type Tool = (typeof TOOLS)[number];

interface Row {
  id: string;
  title: string;
  classId: string | null;
  category: string;
  completed: boolean;
  dueDate: string | null;
}

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data, headers: SAME_ORIGIN });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function assignments(page: Page): Promise<Row[]> {
  return (await (await page.request.get('/api/assignments')).json()) as Row[];
}

async function proStudent(page: Page, name: string): Promise<void> {
  await signUp(page, name);
  await becomePro(page);
}

/** Opens one tool: its tab on desktop and tablet, its row in the phone's list. */
async function openTool(page: Page, layout: DeviceLayout, tool: Tool): Promise<void> {
  await page.goto(`${layout.prefix}/ai-features`);
  if (layout.name === 'phone') {
    await page.getByRole('list', { name: 'AI features' }).getByRole('link', { name: tool }).click();
    await expect(page.getByRole('heading', { name: tool, level: 1 })).toBeVisible();
  } else {
    await page.getByRole('tab', { name: tool }).click();
    await expect(page.getByRole('tab', { name: tool })).toHaveAttribute('aria-selected', 'true');
  }
}

async function expectAccessible(page: Page, where: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  );
  expect(found, where).toEqual([]);
}

async function expectNoSideways(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = (
      globalThis as unknown as {
        document: { documentElement: { scrollWidth: number; clientWidth: number } };
      }
    ).document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const layout of DEVICE_LAYOUTS) {
  test.describe(layout.name, () => {
    test.use(layout.use);

    test('the AI screen: beta banner and the four tools', async ({ page }) => {
      await proStudent(page, 'Ava');
      await page.goto(`${layout.prefix}/ai-features`);
      // The first visit loads the screen's code, which a busy machine may take a while to do.
      await expect(page.getByRole('note', { name: 'Beta' })).toContainText(
        'AI features are in beta.',
        { timeout: 20_000 },
      );
      if (layout.name === 'phone') {
        const features = page.getByRole('list', { name: 'AI features' }).getByRole('listitem');
        await expect(features).toHaveText([
          /^AI Import/,
          /^Study Chat/,
          /^Schedule Optimizer/,
          /^Task Breakdown/,
          /^Test AI Connection/,
        ]);
      } else {
        await expect(page.getByRole('tablist', { name: 'AI tools' }).getByRole('tab')).toHaveText([
          ...TOOLS,
        ]);
        // Radix tabs: the arrow keys move between them.
        await page.getByRole('tab', { name: 'AI Import' }).focus();
        await page.keyboard.press('ArrowRight');
        await expect(page.getByRole('tab', { name: 'Study Chat' })).toBeFocused();
      }
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`every AI view passes axe and fits the screen, ${theme}`, async ({ page }) => {
        // Eight axe runs on a shared machine.
        test.slow();
        await proStudent(page, theme === 'light' ? 'Zoe' : 'Kai');
        const saved = await page.request.patch('/api/preferences', {
          data: { theme },
          headers: SAME_ORIGIN,
        });
        expect(saved.ok()).toBe(true);
        await post(page, '/api/assignments', { title: 'Essay draft', dueDate: inDays(3) });
        for (const tool of TOOLS) {
          await openTool(page, layout, tool);
          await expect(page.locator('html')).toHaveClass(
            theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
          );
          await expectAccessible(page, `${layout.name}, ${theme}, ${tool}`);
          await expectNoSideways(page);
        }
      });
    }

    test('import: a preview filed under the class the syllabus names, to untick, edit and refile', async ({
      page,
    }) => {
      // A whole journey on a shared machine.
      test.slow();
      await proStudent(page, 'Noah');
      const chemistry = await post<{ id: string }>(page, '/api/classes', {
        name: 'Chemistry',
        color: '#10b981',
        icon: 'Book',
      });
      await openTool(page, layout, 'AI Import');
      await page.getByRole('button', { name: 'Find Assignments' }).click();
      await expect(page.getByText('Please enter some text to analyze')).toBeVisible();

      // Issue 28: the syllabus's heading is no assignment; its class is that of the lines under it.
      await page
        .getByLabel('Text to analyze')
        .fill(
          'AP Chemistry – Unit 5 Syllabus (Mr. Patel)\nLab report due Fri 3pm\nRead chapter 5 tomorrow\nWorksheet 4 next Tuesday',
        );
      await page.getByRole('button', { name: 'Find Assignments' }).click();
      const found = page.getByRole('list', { name: 'Found assignments' }).getByRole('listitem');
      await expect(found).toHaveCount(3);
      expect(await assignments(page)).toEqual([]);

      const first = page.getByRole('group', { name: 'Assignment 1' });
      await expect(first.getByLabel('Title')).toHaveValue('Lab report');
      await expect(first.getByLabel('Class')).toHaveValue(chemistry.id);
      await expect(first.getByText('Matched to Chemistry (from “AP Chemistry”)')).toBeVisible();
      await page.getByRole('group', { name: 'Assignment 2' }).getByLabel('Import this one').click();
      const third = page.getByRole('group', { name: 'Assignment 3' });
      await third.getByLabel('Title').fill('Algebra worksheet 4');
      await third.getByLabel('Category').selectOption('Quiz');
      await third.getByLabel('Class').selectOption({ label: 'No class' });
      await expect(third.getByText(/Matched to/)).toHaveCount(0);
      await page.getByRole('button', { name: 'Import 2 Assignments' }).click();
      await expect(page.getByText('Imported 2 assignments')).toBeVisible();
      await expect(found).toHaveCount(0);

      const saved = await assignments(page);
      expect(saved).toHaveLength(2);
      expect(saved.every((row) => !row.completed)).toBe(true);
      expect(saved.find((row) => row.title === 'Algebra worksheet 4')).toMatchObject({
        category: 'Quiz',
        classId: null,
      });
      expect(saved.find((row) => row.title !== 'Algebra worksheet 4')?.classId).toBe(chemistry.id);
      expect(saved.some((row) => /chapter 5/i.test(row.title))).toBe(false);

      await page.goto(`${layout.prefix}/assignments`);
      await expect(page.getByText('Algebra worksheet 4').first()).toBeVisible();

      await openTool(page, layout, 'AI Import');
      await page.getByLabel('Text to analyze').fill('Hi everyone,');
      await page.getByRole('button', { name: 'Find Assignments' }).click();
      await expect(page.getByText('No assignments found in the provided text')).toBeVisible();
    });

    test('optimizer and breakdown: a plan by day, and steps added as assignments', async ({
      page,
    }) => {
      // A whole journey on a shared machine.
      test.slow();
      await proStudent(page, 'Liam');
      await openTool(page, layout, 'Schedule Optimizer');
      await expect(
        page.getByText('No assignments to optimize. Please add some assignments first.'),
      ).toBeVisible();

      const biology = await post<{ id: string }>(page, '/api/classes', {
        name: 'Biology',
        color: '#0ea5e9',
        icon: 'Book',
      });
      await post(page, '/api/assignments', {
        title: 'Cell biology test',
        category: 'Test',
        dueDate: inDays(4),
        classId: biology.id,
      });
      await post(page, '/api/assignments', {
        title: 'History essay',
        category: 'Project',
        dueDate: inDays(6),
      });
      await openTool(page, layout, 'Schedule Optimizer');
      await page.getByRole('button', { name: 'Optimize My Schedule' }).click();
      const plan = page.getByRole('region', { name: 'Study plan' });
      await expect(plan.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expect(plan.getByText('Cell biology test').first()).toBeVisible();
      await expect(plan.getByText(/Due \w+: 1 of \d+ blocks for this test/).first()).toBeVisible();

      // Issue 28: an overdue quiz made before five newer assignments is still offered, first.
      await post(page, '/api/assignments', { title: 'Overdue quiz', dueDate: inDays(-1) });
      for (const day of [9, 10, 11, 12, 13]) {
        await post(page, '/api/assignments', { title: `Reading log ${day}`, dueDate: inDays(day) });
      }
      await openTool(page, layout, 'Task Breakdown');
      const offered = page
        .getByRole('list', { name: 'Assignments to break down' })
        .getByRole('button');
      await expect(offered).toHaveCount(5);
      await expect(offered.first()).toHaveAccessibleName(/^Overdue quiz/);
      await expect(offered.nth(1)).toHaveAccessibleName(/^Cell biology test/);
      const search = page.getByRole('searchbox', { name: 'Search assignments' });
      await search.fill('log 13');
      await expect(offered).toHaveCount(1);
      await expect(offered.first()).toHaveAccessibleName(/^Reading log 13/);
      await search.fill('biology');
      await expect(offered).toHaveCount(1);
      await page.getByRole('button', { name: /Cell biology test/ }).click();
      const steps = page.getByRole('list', { name: 'Steps' }).getByRole('listitem');
      await expect(steps.first()).toBeVisible();
      const count = await page.getByRole('list', { name: 'Steps' }).locator(':scope > li').count();
      await page.getByRole('button', { name: 'Add Steps as Assignments' }).click();
      await expect(page.getByText(`Added ${count} steps as assignments`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Steps Added' })).toBeDisabled();
      const added = (await assignments(page)).filter((row) => row.title.startsWith('Step '));
      expect(added).toHaveLength(count);
      expect(added.map((row) => row.title)).toContain(
        added.find((row) => row.title.startsWith('Step 1: '))?.title,
      );
      expect(added.every((row) => row.classId === biology.id && !row.completed)).toBe(true);
    });

    // Against POST /api/ai/chat (built-in engine): Enter sends, Shift+Enter adds a line.
    test('study chat: Enter sends, Shift+Enter makes a new line, the chat stays for the session', async ({
      page,
    }) => {
      // A whole journey on a shared machine.
      test.slow();
      await proStudent(page, 'Emma');
      await openTool(page, layout, 'Study Chat');
      const message = page.getByRole('textbox', { name: 'Message' });
      await message.fill('What is due');
      await message.press('Shift+Enter');
      await message.pressSequentially('this week?');
      await expect(message).toHaveValue('What is due\nthis week?');
      const log = page.getByRole('log', { name: 'Conversation' });
      await expect(log.getByRole('listitem')).toHaveCount(0);

      await message.press('Enter');
      await expect(message).toHaveValue('');
      const turns = log.getByRole('listitem');
      await expect(turns.first()).toHaveText('You: What is due\nthis week?');
      await expect(turns.nth(1)).toContainText(/Assistant: \S/);
      await expect(turns.nth(1)).not.toContainText("Sorry, I couldn't answer that");
      await expect(page.getByText(/Study Assistant Error/)).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();

      // The phone keeps the connection test in its list of features, beside the tools.
      if (layout.name === 'phone')
        await page.getByRole('link', { name: 'All AI Features' }).click();
      await page.getByRole('button', { name: 'Test AI Connection' }).click();
      await expect(page.getByText('AI functions are working correctly!')).toBeVisible();

      await page.reload();
      await openTool(page, layout, 'Study Chat');
      await expect(
        page.getByRole('log', { name: 'Conversation' }).getByRole('listitem'),
      ).toHaveCount(2);
    });
  });
}

test('a free student meets the Pro gate on every device', async ({ page }) => {
  await signUp(page, 'Mia');
  for (const address of [
    '/ai-features',
    '/tablet/ai-features',
    '/mobile/ai-features',
    '/mobile/ai-features/chat',
  ]) {
    await page.goto(address);
    await expect(
      page.getByRole('heading', { name: 'Upgrade to Pro to unlock AI study tools!' }),
    ).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
  }
});
