// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  BIOLOGY_ID,
  fakeServer,
  localDateText,
  renderComponent,
  TEST_CLASSES,
} from '@/test/component-test';
import { formatTime, formatWeekdayDate } from '@/lib/format-date';
import { AssignmentDialog } from '../public/assignment-dialog';

/** New Assignment, once the class list has loaded. */
async function openNewAssignment() {
  const server = fakeServer({ '/api/classes': TEST_CLASSES });
  const { user } = renderComponent(<AssignmentDialog state={{ mode: 'new' }} onClose={vi.fn()} />);
  await screen.findByRole('option', { name: 'Biology' });
  return { server, user, form: within(screen.getByRole('dialog', { name: 'New Assignment' })) };
}

const daysFromNow = (days: number) => {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return day;
};

describe('New Assignment reads its title', { timeout: 30_000 }, () => {
  it('fills the fields from the title as chips, and removing one puts its words back', async () => {
    const { server, user, form } = await openNewAssignment();
    const inTwoDays = daysFromNow(2);
    const dueLabel = `${formatWeekdayDate(inTwoDays)}, ${formatTime(new Date(2026, 0, 1, 15))}`;

    await user.type(form.getByLabelText('Title'), 'bio quiz day after tomorrow 3pm');

    const chips = form.getByRole('list', { name: 'Found details' });
    for (const name of [
      `Remove due date ${dueLabel}`,
      'Remove class Biology',
      'Remove category Quiz',
    ]) {
      expect(within(chips).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(chips).getAllByRole('button')).toHaveLength(3);
    expect(form.getByLabelText('Due date')).toHaveValue(localDateText(inTwoDays));
    expect(form.getByLabelText('Due time')).toHaveValue('15:00');
    expect(form.getByLabelText('Class')).toHaveDisplayValue('Biology');
    expect(form.getByLabelText('Category')).toHaveDisplayValue('Quiz');
    expect(form.getByText('Bio quiz')).toBeInTheDocument();
    expect(
      screen.getByText(`Found due date ${dueLabel}, class Biology, category Quiz`),
    ).toHaveAttribute('aria-live', 'polite');

    // Removing the category stops applying it; focus goes back to the title.
    await user.click(form.getByRole('button', { name: 'Remove category Quiz' }));
    expect(form.getByLabelText('Category')).toHaveDisplayValue('Homework');
    expect(form.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByText('Removed category Quiz')).toBeInTheDocument();

    // A date set by hand wins over the title, and the date's words stay in the title.
    await user.clear(form.getByLabelText('Due date'));
    await user.type(form.getByLabelText('Due date'), '2026-12-24');
    expect(form.queryByRole('button', { name: /^Remove due date/ })).not.toBeInTheDocument();
    await user.type(form.getByLabelText('Title'), ' tomorrow');
    expect(form.getByLabelText('Due date')).toHaveValue('2026-12-24');

    await user.click(form.getByRole('button', { name: 'Add Assignment' }));
    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(server.writes[0]?.body).toEqual({
      id: expect.any(String) as unknown,
      title: 'bio quiz day after tomorrow 3pm tomorrow',
      dueDate: new Date(2026, 11, 24, 15, 0).toISOString(),
      classId: BIOLOGY_ID,
      category: 'Homework',
    });
  });

  it('keeps the date words in the title once their chip is removed', async () => {
    const { server, user, form } = await openNewAssignment();
    await user.type(form.getByLabelText('Title'), 'essay due tomorrow');
    const tomorrow = daysFromNow(1);
    await user.click(
      form.getByRole('button', { name: `Remove due date ${formatWeekdayDate(tomorrow)}` }),
    );
    expect(screen.getByText(/its words are back in the title/)).toBeInTheDocument();
    expect(form.getByLabelText('Due date')).toHaveValue(localDateText(tomorrow));
    await user.click(form.getByRole('button', { name: 'Add Assignment' }));
    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(server.writes[0]?.body).toMatchObject({
      title: 'essay due tomorrow',
      category: 'Project',
    });
  });
});
