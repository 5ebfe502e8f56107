// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  BIOLOGY_ID,
  ART_ID,
  fakeServer,
  localDateText,
  renderComponent,
  TEST_CLASSES,
} from '@/test/component-test';
import { AssignmentDialog } from '../public/assignment-dialog';
import { dialog, openDialog, SAVED } from './assignment-form-test-setup';

// Typing is keystroke by keystroke; a busy machine needs more than the default 5 s per test.
describe('New Assignment', { timeout: 20_000 }, () => {
  it('starts due tomorrow at 23:59 as Homework without a class', async () => {
    await openDialog({ mode: 'new' });
    const form = await dialog('New Assignment');
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);

    expect(form.getByLabelText('Due date')).toHaveValue(localDateText(tomorrow));
    expect(form.getByLabelText('Due time')).toHaveValue('23:59');
    expect(form.getByLabelText('Category')).toHaveDisplayValue('Homework');
    expect(form.getByLabelText('Class')).toHaveDisplayValue('No class');
    expect(form.queryByRole('checkbox', { name: 'Completed' })).not.toBeInTheDocument();
  });

  it('starts in the class it was opened from', async () => {
    await openDialog({ mode: 'new', classId: ART_ID });
    const form = await dialog('New Assignment');
    expect(form.getByLabelText('Class')).toHaveDisplayValue('Art');
  });

  it('refuses a blank title with the spec message and sends nothing', async () => {
    const { user, server, onClose } = await openDialog({ mode: 'new' });
    const form = await dialog('New Assignment');

    await user.type(form.getByLabelText('Title'), '   ');
    await user.click(form.getByRole('button', { name: 'Add Assignment' }));

    expect(await form.findByText('Please enter a title')).toBeInTheDocument();
    expect(form.getByLabelText('Title')).toBeInvalid();
    expect(form.getByLabelText('Title')).toHaveAccessibleDescription('Please enter a title');
    expect(server.writes).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds the assignment with its due date and time, class and category', async () => {
    const { user, server, onClose } = await openDialog({ mode: 'new' });
    const form = await dialog('New Assignment');

    await user.type(form.getByLabelText('Title'), '  Chapter 5 notes ');
    await user.type(form.getByLabelText('Description'), ' Sections 1-3 ');
    await user.clear(form.getByLabelText('Due date'));
    await user.type(form.getByLabelText('Due date'), '2026-12-05');
    await user.clear(form.getByLabelText('Due time'));
    await user.type(form.getByLabelText('Due time'), '14:30');
    await user.selectOptions(form.getByLabelText('Class'), 'Biology');
    await user.selectOptions(form.getByLabelText('Category'), 'Test');
    await user.click(form.getByRole('button', { name: 'Add Assignment' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes).toEqual([
      {
        method: 'POST',
        path: '/api/assignments',
        body: {
          id: expect.any(String) as unknown,
          title: 'Chapter 5 notes',
          description: 'Sections 1-3',
          dueDate: new Date(2026, 11, 5, 14, 30).toISOString(),
          classId: BIOLOGY_ID,
          category: 'Test',
        },
      },
    ]);
    expect(await screen.findByText('Assignment added')).toBeInTheDocument();
  });

  it('makes a date without a time due at 23:59 and no date no due date', async () => {
    const { user, server, onClose, rerender } = await openDialog({ mode: 'new' });
    let form = await dialog('New Assignment');

    await user.type(form.getByLabelText('Title'), 'Essay');
    await user.clear(form.getByLabelText('Due date'));
    await user.type(form.getByLabelText('Due date'), '2026-12-05');
    await user.clear(form.getByLabelText('Due time'));
    await user.click(form.getByRole('button', { name: 'Add Assignment' }));
    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(server.writes[0]?.body).toMatchObject({
      dueDate: new Date(2026, 11, 5, 23, 59).toISOString(),
    });

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    rerender(<AssignmentDialog state={null} onClose={onClose} />);
    rerender(<AssignmentDialog state={{ mode: 'new' }} onClose={onClose} />);
    form = await dialog('New Assignment');
    await user.type(form.getByLabelText('Title'), 'Someday');
    await user.clear(form.getByLabelText('Due date'));
    await user.click(form.getByRole('button', { name: 'Add Assignment' }));
    await waitFor(() => expect(server.writes).toHaveLength(2));
    expect(server.writes[1]?.body).toMatchObject({ title: 'Someday', dueDate: null });
  });

  it('stays open with the input when the server refuses', async () => {
    const { user, server, onClose } = await openDialog({ mode: 'new' });
    // A refusal, unlike a server that is down: a change kept for later would close the form.
    server.override('POST', '/api/assignments', {
      status: 403,
      body: { error: 'You have reached the limit of 2,000 assignments' },
    });
    const form = await dialog('New Assignment');

    await user.type(form.getByLabelText('Title'), 'Essay');
    await user.click(form.getByRole('button', { name: 'Add Assignment' }));

    expect(
      await screen.findByText('Failed to add assignment. Please try again.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(form.getByLabelText('Title')).toHaveValue('Essay');
  });
});

describe('Edit Assignment', { timeout: 20_000 }, () => {
  it('opens with the saved values', async () => {
    await openDialog({ mode: 'edit', assignment: SAVED });
    const form = await dialog('Edit Assignment');

    expect(form.getByLabelText('Title')).toHaveValue('Lab report');
    expect(form.getByLabelText('Description')).toHaveValue('Photosynthesis');
    expect(form.getByLabelText('Due date')).toHaveValue('2026-12-07');
    expect(form.getByLabelText('Due time')).toHaveValue('15:45');
    expect(form.getByLabelText('Class')).toHaveDisplayValue('Biology');
    expect(form.getByLabelText('Category')).toHaveDisplayValue('Project');
    expect(form.getByRole('checkbox', { name: 'Completed' })).not.toBeChecked();
  });

  it('saves the changes, clearing the class and marking it completed', async () => {
    const { user, server, onClose } = await openDialog({ mode: 'edit', assignment: SAVED });
    const form = await dialog('Edit Assignment');

    await user.clear(form.getByLabelText('Title'));
    await user.type(form.getByLabelText('Title'), 'Lab report (final)');
    await user.clear(form.getByLabelText('Description'));
    await user.clear(form.getByLabelText('Due time'));
    await user.type(form.getByLabelText('Due time'), '08:15');
    await user.selectOptions(form.getByLabelText('Class'), 'No class');
    await user.click(form.getByRole('checkbox', { name: 'Completed' }));
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes).toEqual([
      {
        method: 'PATCH',
        path: '/api/assignments/assignment-1',
        body: {
          base: expect.any(Object) as unknown,
          title: 'Lab report (final)',
          description: null,
          dueDate: new Date(2026, 11, 7, 8, 15).toISOString(),
          classId: null,
          category: 'Project',
          completed: true,
          pointsEarned: null,
          pointsPossible: null,
          gradeCategoryId: null,
          excused: false,
        },
      },
    ]);
  });

  it('deletes the assignment, and Undo in its toast sends back what the delete answered', async () => {
    const { user, server, onClose } = await openDialog({ mode: 'edit', assignment: SAVED });
    const snapshot = { assignment: SAVED, focusSessionIds: [], token: 'signed' };
    server.override('DELETE', '/api/assignments/assignment-1', { status: 200, body: snapshot });
    server.override('POST', '/api/assignments/restore', { status: 200, body: SAVED });
    const form = await dialog('Edit Assignment');

    await user.click(form.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes).toEqual([
      { method: 'DELETE', path: '/api/assignments/assignment-1', body: undefined },
    ]);
    expect(await screen.findByText('Assignment deleted')).toBeInTheDocument();

    // The test keeps the modal dialog open (onClose is a mock), which leaves the rest of the page
    // inert to pointers and focus, so the click is dispatched straight to the toast's button.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(server.writes[1]).toEqual({
        method: 'POST',
        path: '/api/assignments/restore',
        body: snapshot,
      }),
    );
  });

  it('refuses a blank title and sends nothing', async () => {
    const { user, server, onClose } = await openDialog({ mode: 'edit', assignment: SAVED });
    const form = await dialog('Edit Assignment');

    await user.clear(form.getByLabelText('Title'));
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    expect(await form.findByText('Please enter a title')).toBeInTheDocument();
    expect(server.writes).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('Assignment dialog opened before the class list has loaded', { timeout: 20_000 }, () => {
  /** The fake server, with the class list held back until `release` is called. */
  function slowClasses() {
    const server = fakeServer({ '/api/classes': TEST_CLASSES });
    const answer = globalThis.fetch;
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.endsWith('/api/classes')) await released;
      return answer(input, init);
    });
    return { server, release };
  }

  it('shows and saves the class a new assignment was opened from', async () => {
    const { server, release } = slowClasses();
    const onClose = vi.fn();
    const { user } = renderComponent(
      <AssignmentDialog state={{ mode: 'new', classId: ART_ID }} onClose={onClose} />,
    );
    const form = await dialog('New Assignment');
    expect(form.queryByRole('option', { name: 'Art' })).not.toBeInTheDocument();

    release();
    await form.findByRole('option', { name: 'Art' });
    expect(form.getByLabelText('Class')).toHaveDisplayValue('Art');

    await user.type(form.getByLabelText('Title'), 'Sketchbook');
    await user.click(form.getByRole('button', { name: 'Add Assignment' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes[0]?.body).toMatchObject({ title: 'Sketchbook', classId: ART_ID });
  });

  it('shows and keeps the saved class of an edited assignment', async () => {
    const { server, release } = slowClasses();
    const onClose = vi.fn();
    const { user } = renderComponent(
      <AssignmentDialog state={{ mode: 'edit', assignment: SAVED }} onClose={onClose} />,
    );
    const form = await dialog('Edit Assignment');

    release();
    await form.findByRole('option', { name: 'Biology' });
    expect(form.getByLabelText('Class')).toHaveDisplayValue('Biology');

    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes[0]?.body).toMatchObject({ classId: BIOLOGY_ID });
  });
});
