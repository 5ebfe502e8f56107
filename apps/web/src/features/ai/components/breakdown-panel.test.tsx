// @vitest-environment jsdom
import type { AiBreakdownResult, Assignment } from '@assignd/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BIOLOGY_ID, fakeServer, renderComponent, TEST_CLASSES } from '@/test/component-test';
import { BreakdownPanel } from './breakdown-panel';

const essay: Assignment = {
  id: '6f1c2b9e-0b7a-4c1e-9a55-0d3c1b2a0101',
  title: 'History essay',
  description: null,
  dueDate: null,
  classId: null,
  category: 'Project',
  completed: false,
  notes: null,
  pointsEarned: null,
  pointsPossible: null,
  gradeCategoryId: null,
  excused: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

/** The spec's shape: each step's time in minutes, with a label for people beside it. */
const breakdown: AiBreakdownResult = {
  breakdown: [
    {
      step: 1,
      title: 'Outline',
      description: 'Plan it.',
      estimatedTime: 90,
      estimatedLabel: '1 h 30 min',
      priority: 'high',
      tips: [],
    },
    {
      step: 2,
      title: 'Draft',
      description: 'Write it.',
      estimatedTime: 45,
      estimatedLabel: '45 min',
      priority: 'medium',
      tips: [],
    },
  ],
  totalEstimatedTime: 135,
  totalEstimatedLabel: '2 h 15 min',
  daysLeft: null,
  summary: 'No due date: work through the steps in order.',
};

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** An assignment of the student's, as the server lists them: newest first. */
function row(title: string, fields: Partial<Assignment> = {}): Assignment {
  return { ...essay, id: `id-${title}`, title, ...fields };
}

/** The assignments the picker offers, in its order: each button's name starts with the title. */
function offered(): string[] {
  const list = screen.getByRole('list', { name: 'Assignments to break down' });
  return within(list)
    .getAllByRole('button')
    .map(
      (button) => PLANNER.find(({ title }) => button.textContent?.startsWith(title))?.title ?? '',
    );
}

// Newest first, as the server answers: the soonest due were made first.
const PLANNER: Assignment[] = [
  row('Undated reading'),
  row('Essay due in a month', { dueDate: inDays(30), category: 'Project' }),
  row('Done worksheet', { dueDate: inDays(-3), completed: true }),
  row('Lab report next week', { dueDate: inDays(7), classId: BIOLOGY_ID }),
  row('Worksheet in four days', { dueDate: inDays(4), category: 'Homework' }),
  row('Poster in three days', { dueDate: inDays(3) }),
  row('Test tomorrow', { dueDate: inDays(1), category: 'Test' }),
  row('Overdue quiz', { dueDate: inDays(-1), category: 'Quiz' }),
];

describe('Task Breakdown', () => {
  it('offers the five incomplete assignments due soonest, overdue first', async () => {
    fakeServer({ '/api/assignments': PLANNER });
    renderComponent(<BreakdownPanel />);
    await screen.findByRole('list', { name: 'Assignments to break down' });
    expect(offered()).toEqual([
      'Overdue quiz',
      'Test tomorrow',
      'Poster in three days',
      'Worksheet in four days',
      'Lab report next week',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 more incomplete assignments: search to find them.',
    );
  });

  it('finds any incomplete assignment by its title or class', async () => {
    fakeServer({ '/api/assignments': PLANNER, '/api/classes': TEST_CLASSES });
    const { user } = renderComponent(<BreakdownPanel />);
    const search = await screen.findByRole('searchbox', { name: 'Search assignments' });

    await user.type(search, 'ESSAY');
    expect(offered()).toEqual(['Essay due in a month']);
    await user.clear(search);
    await user.type(search, 'reading');
    expect(offered()).toEqual(['Undated reading']);
    await user.clear(search);
    await user.type(search, 'biology');
    expect(offered()).toEqual(['Lab report next week']);
    // A completed assignment is not offered, even by name.
    await user.clear(search);
    await user.type(search, 'Done worksheet');
    expect(screen.queryByRole('list', { name: 'Assignments to break down' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'No incomplete assignment matches “Done worksheet”.',
    );

    await user.clear(search);
    expect(offered()).toHaveLength(5);
  });

  it('breaks down an assignment found by the search', async () => {
    const server = fakeServer({ '/api/assignments': PLANNER });
    server.override('POST', '/api/ai/breakdown', { status: 200, body: breakdown });
    const { user } = renderComponent(<BreakdownPanel />);
    await user.type(await screen.findByRole('searchbox', { name: 'Search assignments' }), 'month');
    await user.click(screen.getByRole('button', { name: /Essay due in a month/ }));
    expect(
      await screen.findByRole('region', { name: 'Steps for Essay due in a month' }),
    ).toBeVisible();
    expect(server.writes.at(-1)?.body).toMatchObject({
      assignment: { title: 'Essay due in a month' },
    });
  });

  it("shows each step's time and the total as words, not minutes", async () => {
    const server = fakeServer({ '/api/assignments': [essay] });
    server.override('POST', '/api/ai/breakdown', { status: 200, body: breakdown });
    const { user } = renderComponent(<BreakdownPanel />);

    await user.click(await screen.findByRole('button', { name: /History essay/ }));

    const steps = await screen.findByRole('list', { name: 'Steps' });
    const items = within(steps).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('1 h 30 min');
    expect(items[1]).toHaveTextContent('45 min');
    expect(screen.getByText(/About 2 h 15 min in all\./)).toBeInTheDocument();
    expect(steps).not.toHaveTextContent(/\b90\b/);
  });
});
