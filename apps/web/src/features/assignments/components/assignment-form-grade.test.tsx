// @vitest-environment jsdom
import type { Assignment, GradeCategory } from '@assignd/schemas';
import { fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ART_ID, BIOLOGY_ID } from '@/test/component-test';
import { dialog, openDialog, SAVED } from './assignment-form-test-setup';

/* The grade of the Edit Assignment dialog (issue 30). */

function category(id: string, name: string, classId = BIOLOGY_ID): GradeCategory {
  const at = '2026-09-01T08:00:00.000Z';
  return { id, classId, name, weight: 50, dropLowest: 0, createdAt: at, updatedAt: at };
}

const TESTS = category('6f1c2b9e-0b7a-4c1e-9a55-0d3c1b2a0101', 'Tests');
const LABS = category('6f1c2b9e-0b7a-4c1e-9a55-0d3c1b2a0102', 'Labs');
const CATEGORIES = { '/api/grade-categories': [TESTS, LABS] };

const GRADED: Assignment = {
  ...SAVED,
  completed: true,
  pointsEarned: 45.5,
  pointsPossible: 50,
  gradeCategoryId: LABS.id,
};

const PATH = '/api/assignments/assignment-1';

// Typing is keystroke by keystroke; a busy machine needs more than the default 5 s per test.
describe('The grade of an assignment', { timeout: 20_000 }, () => {
  it('is not asked of a new assignment', async () => {
    await openDialog({ mode: 'new' }, CATEGORIES);
    const form = await dialog('New Assignment');
    expect(form.queryByRole('group', { name: 'Grade' })).not.toBeInTheDocument();
  });

  it('is asked once the assignment is completed', async () => {
    const { user } = await openDialog({ mode: 'edit', assignment: SAVED }, CATEGORIES);
    const form = await dialog('Edit Assignment');
    expect(form.queryByRole('group', { name: 'Grade' })).not.toBeInTheDocument();

    await user.click(form.getByRole('checkbox', { name: 'Completed' }));
    expect(form.getByRole('group', { name: 'Grade' })).toBeInTheDocument();
    expect(form.getByLabelText('Points earned')).toHaveValue(null);
    expect(await form.findByLabelText('Grading category')).toHaveDisplayValue('No category');
  });

  it('opens a completed assignment with its saved grade', async () => {
    await openDialog({ mode: 'edit', assignment: GRADED }, CATEGORIES);
    const form = await dialog('Edit Assignment');

    expect(form.getByLabelText('Points earned')).toHaveValue(45.5);
    expect(form.getByLabelText('Points possible')).toHaveValue(50);
    expect(await form.findByLabelText('Grading category')).toHaveDisplayValue('Labs');
    expect(form.getByRole('checkbox', { name: 'Excused' })).not.toBeChecked();
  });

  it('saves the points, the category and Excused', async () => {
    const { user, server, onClose } = await openDialog(
      { mode: 'edit', assignment: SAVED },
      CATEGORIES,
    );
    const form = await dialog('Edit Assignment');

    await user.click(form.getByRole('checkbox', { name: 'Completed' }));
    await user.type(form.getByLabelText('Points earned'), '52.25');
    await user.type(form.getByLabelText('Points possible'), '50');
    expect(form.getByLabelText('Points earned')).toHaveAccessibleDescription(
      'Above the points possible: extra credit',
    );
    await user.selectOptions(await form.findByLabelText('Grading category'), 'Tests');
    await user.click(form.getByRole('checkbox', { name: 'Excused' }));
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes[0]?.body).toMatchObject({
      completed: true,
      pointsEarned: 52.25,
      pointsPossible: 50,
      gradeCategoryId: TESTS.id,
      excused: true,
    });
  });

  it('refuses what the server would, under the field, and sends nothing', async () => {
    const { user, server, onClose } = await openDialog({ mode: 'edit', assignment: GRADED });
    const form = await dialog('Edit Assignment');

    await user.clear(form.getByLabelText('Points earned'));
    await user.type(form.getByLabelText('Points earned'), '45.125');
    await user.clear(form.getByLabelText('Points possible'));
    await user.type(form.getByLabelText('Points possible'), '100001');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    expect(await form.findByText('At most 2 decimals')).toBeInTheDocument();
    expect(form.getByLabelText('Points earned')).toHaveAccessibleDescription('At most 2 decimals');
    expect(form.getByLabelText('Points possible')).toHaveAccessibleDescription('At most 100,000');
    expect(server.writes).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says that points the browser could not read are no number, not a blank', async () => {
    const { user, server, onClose } = await openDialog({ mode: 'edit', assignment: GRADED });
    const form = await dialog('Edit Assignment');
    const earned = form.getByLabelText('Points earned');

    // "1,5" in an English browser: the input shows it but reports an empty value and badInput.
    Object.defineProperty(earned, 'validity', { configurable: true, value: { badInput: true } });
    Object.defineProperty(earned, 'value', { configurable: true, get: () => '', set: () => {} });
    fireEvent.input(earned);
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    expect(await form.findByText('Enter a number')).toBeInTheDocument();
    expect(earned).toHaveAccessibleDescription('Enter a number');
    expect(server.writes).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('drops what was typed once the assignment is no longer completed', async () => {
    const { user, server, onClose } = await openDialog({ mode: 'edit', assignment: GRADED });
    const form = await dialog('Edit Assignment');

    await user.clear(form.getByLabelText('Points earned'));
    await user.type(form.getByLabelText('Points earned'), '45.125');
    await user.click(form.getByRole('checkbox', { name: 'Completed' }));
    expect(form.queryByRole('group', { name: 'Grade' })).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes[0]?.body).toMatchObject({
      completed: false,
      pointsEarned: 45.5,
      pointsPossible: 50,
    });
  });

  it('saves points earned alone, saying the grade counts once both are set', async () => {
    const { user, server, onClose } = await openDialog({ mode: 'edit', assignment: GRADED });
    const form = await dialog('Edit Assignment');

    await user.clear(form.getByLabelText('Points possible'));
    expect(form.getByLabelText('Points possible')).toHaveAccessibleDescription(
      'The grade counts once both are set',
    );
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes[0]?.body).toMatchObject({ pointsEarned: 45.5, pointsPossible: null });
  });

  it('hides the category for a class without categories and sends none', async () => {
    const { user, server, onClose } = await openDialog(
      { mode: 'edit', assignment: GRADED },
      CATEGORIES,
    );
    const form = await dialog('Edit Assignment');
    await form.findByLabelText('Grading category');

    await user.selectOptions(form.getByLabelText('Class'), 'Art');
    expect(form.queryByLabelText('Grading category')).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes[0]?.body).toMatchObject({ classId: ART_ID, gradeCategoryId: null });
  });

  it("puts the server's refusal of the category under it", async () => {
    const { user, server, onClose } = await openDialog(
      { mode: 'edit', assignment: GRADED },
      CATEGORIES,
    );
    server.override('PATCH', PATH, {
      status: 400,
      body: {
        error: "gradeCategoryId: Expected a grading category of the assignment's class",
        field: 'gradeCategoryId',
      },
    });
    const form = await dialog('Edit Assignment');
    await form.findByLabelText('Grading category');

    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    const message = "Expected a grading category of the assignment's class";
    expect(await form.findByText(message)).toBeInTheDocument();
    expect(form.getByLabelText('Grading category')).toHaveAccessibleDescription(message);
    expect(form.getByLabelText('Grading category')).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });
});
