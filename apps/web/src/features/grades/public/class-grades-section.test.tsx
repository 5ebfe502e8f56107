// @vitest-environment jsdom
import type { Assignment, GradeCategory } from '@assignd/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BIOLOGY_ID, fakeServer, renderComponent, TEST_CLASSES } from '@/test/component-test';
import { ClassGradesSection } from './class-grades-section';

/* A class's grades on its page (issue 30): its standing, what-if grades and the goal. */

const BIOLOGY = TEST_CLASSES[0]!;
const AT = '2026-09-01T08:00:00.000Z';

function assignment(
  number: number,
  title: string,
  pointsEarned: number | null,
  pointsPossible: number | null,
): Assignment {
  return {
    id: `6f1c2b9e-0b7a-4c1e-9a55-0d3c1b2a020${number}`,
    title,
    description: null,
    dueDate: new Date(2026, 9, number).toISOString(),
    classId: BIOLOGY_ID,
    category: 'Test',
    completed: pointsEarned !== null,
    notes: null,
    pointsEarned,
    pointsPossible,
    gradeCategoryId: null,
    excused: false,
    createdAt: AT,
    updatedAt: AT,
  };
}

const QUIZ_1 = assignment(1, 'Quiz 1', 45, 50);
const QUIZ_2 = assignment(2, 'Quiz 2', 17, 20);
const FINAL = assignment(3, 'Final', null, 30);

/** The student's own scale: 92 is an A, 88 an A-. */
const SCALE = [92, 88, 85, 82, 79, 76, 73, 70, 67, 63, 60];

function renderSection(assignments: Assignment[], categories: GradeCategory[] = []) {
  const server = fakeServer({
    '/api/assignments': assignments,
    '/api/grade-categories': categories,
    '/api/grades/scale': { scale: SCALE, isDefault: false },
  });
  return { ...renderComponent(<ClassGradesSection schoolClass={BIOLOGY} />), server };
}

const figure = (name: string) => screen.getByRole('group', { name });

// Typing is keystroke by keystroke; a busy machine needs more than the default 5 s per test.
describe('Class grades section', { timeout: 20_000 }, () => {
  it("shows the class's percent and its letter on the student's scale", async () => {
    renderSection([QUIZ_1, QUIZ_2, FINAL]);

    // 62 of 70 points: 88.571...% shows as 88.57%, an A- from 88 on this scale.
    await waitFor(() => expect(figure('Class grade')).toHaveTextContent('88.57%letter A−'));
    expect(screen.queryByText('No grades yet')).not.toBeInTheDocument();
  });

  it('teaches how to start when nothing is graded', async () => {
    renderSection([FINAL]);

    expect(
      await screen.findByText('Add a grade to an assignment to see where you stand'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Class grade' })).not.toBeInTheDocument();
  });

  it('projects a what-if at once, saves nothing until asked, then only what changed', async () => {
    const { user, server } = renderSection([QUIZ_1, QUIZ_2, FINAL]);
    const path = `/api/assignments/${QUIZ_2.id}`;
    server.override('PATCH', path, { status: 200, body: { ...QUIZ_2, pointsEarned: 20 } });
    const earned = await screen.findByLabelText('Earned on Quiz 2');
    const save = screen.getByRole('button', { name: 'Save grades' });
    expect(save).toBeDisabled();

    await user.clear(earned);
    await user.type(earned, '20');

    // 65 of 70 points: 92.86%, an A; the class's own grade stays as saved.
    expect(figure('Projected grade')).toHaveTextContent('92.86%letter A');
    expect(figure('Class grade')).toHaveTextContent('88.57%letter A−');
    expect(server.writes).toEqual([]);

    await user.click(save);

    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(server.writes[0]).toMatchObject({
      method: 'PATCH',
      path,
      // Only what differs from the grade it was typed over.
      body: { base: { pointsEarned: 17 }, pointsEarned: 20 },
    });
    await waitFor(() => expect(figure('Class grade')).toHaveTextContent('92.86%letter A'));
  });

  it('counts a what-if grade of an assignment to come, and Reset clears it', async () => {
    const { user, server } = renderSection([QUIZ_1, QUIZ_2]);
    await screen.findByLabelText('Earned on Quiz 2');

    await user.click(screen.getByRole('button', { name: 'Add a what-if grade' }));
    await user.type(screen.getByLabelText('Earned of what-if grade 1'), '30');
    await user.type(screen.getByLabelText('Possible of what-if grade 1'), '30');

    // 92 of 100 points.
    expect(figure('Projected grade')).toHaveTextContent('92%letter A');
    expect(screen.getByRole('button', { name: 'Save grades' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByLabelText('Earned of what-if grade 1')).not.toBeInTheDocument();
    expect(figure('Projected grade')).toHaveTextContent('88.57%letter A−');
    expect(server.writes).toEqual([]);
  });

  it('says what an ungraded assignment needs for a target', async () => {
    const { user } = renderSection([QUIZ_1, QUIZ_2, FINAL]);
    await screen.findByLabelText('Assignment');
    const goal = within(screen.getByRole('region', { name: 'Grades' }));

    // An A is 92 of 100 points: 30 of the final's 30.
    expect(goal.getByLabelText('Assignment')).toHaveDisplayValue('Final (30 points)');
    expect(goal.getByText(/You need/)).toHaveTextContent('You need 30 of 30 points');

    await user.selectOptions(goal.getByLabelText('Target'), 'Percent');
    await user.type(goal.getByLabelText('Target percent'), '95');
    expect(goal.getByText(/Not reachable/)).toHaveTextContent(
      'Not reachable, even with every point',
    );

    await user.selectOptions(goal.getByLabelText('Target'), 'B');
    // A B is 82 of 100 points: 20 of 30.
    expect(goal.getByText(/You need/)).toHaveTextContent('You need 20 of 30 points');
  });

  it('adds a grading category, checked as the server would, and says weights are relative', async () => {
    const { user, server } = renderSection([QUIZ_1]);
    const path = `/api/classes/${BIOLOGY_ID}/grade-categories`;
    const saved: GradeCategory = {
      id: '6f1c2b9e-0b7a-4c1e-9a55-0d3c1b2a0301',
      classId: BIOLOGY_ID,
      name: 'Tests',
      weight: 60,
      dropLowest: 1,
      createdAt: AT,
      updatedAt: AT,
    };
    server.override('POST', path, { status: 200, body: saved });

    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    await user.type(screen.getByLabelText('Name'), 'Tests');
    await user.type(screen.getByLabelText('Weight %'), '100.5');
    await user.type(screen.getByLabelText('Drop lowest'), '1');
    await user.click(screen.getByRole('button', { name: 'Add category' }));

    expect(await screen.findByText('At most 100')).toBeInTheDocument();
    expect(server.writes).toEqual([]);

    await user.clear(screen.getByLabelText('Weight %'));
    await user.type(screen.getByLabelText('Weight %'), '60');
    await user.click(screen.getByRole('button', { name: 'Add category' }));

    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(server.writes[0]).toMatchObject({
      method: 'POST',
      path,
      body: { name: 'Tests', weight: 60, dropLowest: 1 },
    });
    expect(await screen.findByText('Weight 60% · Drops the lowest 1')).toBeInTheDocument();
    expect(
      screen.getByText('Weights are relative: they need not add up to 100'),
    ).toBeInTheDocument();
    // Its form gone, the focus is back on Add category.
    expect(screen.getByRole('button', { name: 'Add category' })).toHaveFocus();
  });

  it('records a past grade as a finished assignment of the class, with no due date', async () => {
    const { user, server } = renderSection([FINAL]);
    await user.click(await screen.findByRole('button', { name: 'Record a past grade' }));
    await user.type(screen.getByLabelText('Title'), 'Pop quiz');
    await user.type(screen.getByLabelText('Earned'), '9.5');
    await user.type(screen.getByLabelText('Possible'), '10');
    await user.click(screen.getByRole('button', { name: 'Add grade' }));
    await waitFor(() =>
      expect(server.writes.map(({ method, path }) => `${method} ${path}`)).toEqual([
        'POST /api/assignments',
      ]),
    );
    expect(server.writes[0]?.body).toMatchObject({
      title: 'Pop quiz',
      classId: BIOLOGY_ID,
      completed: true,
      pointsEarned: 9.5,
      pointsPossible: 10,
      gradeCategoryId: null,
    });
    expect(server.writes[0]?.body).not.toHaveProperty('dueDate');
    await waitFor(() => expect(figure('Class grade')).toHaveTextContent('95%'));
  });
});
