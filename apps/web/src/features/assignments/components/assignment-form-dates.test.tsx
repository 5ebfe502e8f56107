// @vitest-environment jsdom
import type { Assignment } from '@assignd/schemas';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dialog, openDialog, SAVED } from './assignment-form-test-setup';

/* The due date of the New / Edit Assignment dialog (issue 28, item 1). */

/** A browser empties a date input it cannot hold (02/31/2026) and sets `validity.badInput`. */
function typeImpossibleDate(input: HTMLElement) {
  Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: true } });
  Object.defineProperty(input, 'value', {
    configurable: true,
    get: () => '',
    set: () => undefined,
  });
}

/** The input holds a date again: its own value and validity, as jsdom keeps them. */
function mendDate(input: HTMLElement) {
  Reflect.deleteProperty(input, 'validity');
  Reflect.deleteProperty(input, 'value');
}

// Typing is keystroke by keystroke; a busy machine needs more than the default 5 s per test.
describe('A date the field cannot hold', { timeout: 20_000 }, () => {
  it.each([
    { state: { mode: 'new' } as const, name: 'New Assignment', submit: 'Add Assignment' },
    {
      state: { mode: 'edit', assignment: SAVED } as const,
      name: 'Edit Assignment',
      submit: 'Save Changes',
    },
  ])(
    'is an error under the field in $name, which saves nothing and stays open',
    async ({ state, name, submit }) => {
      const { user, server, onClose } = await openDialog(state);
      const form = await dialog(name);
      await user.type(form.getByLabelText('Title'), ' Essay');
      typeImpossibleDate(form.getByLabelText('Due date'));

      await user.click(form.getByRole('button', { name: submit }));

      expect(await form.findByText('Enter a valid date')).toBeInTheDocument();
      expect(form.getByLabelText('Due date')).toHaveAccessibleDescription('Enter a valid date');
      expect(form.getByLabelText('Due date')).toHaveFocus();
      expect(server.writes).toEqual([]);
      expect(onClose).not.toHaveBeenCalled();
    },
  );

  it('is said as soon as the field is left, not as "No due date", and goes once mended', async () => {
    const { user, server } = await openDialog({ mode: 'new' });
    const form = await dialog('New Assignment');
    const date = form.getByLabelText('Due date');
    await user.click(date);
    typeImpossibleDate(date);

    await user.tab();

    await waitFor(() => expect(date).toHaveAccessibleDescription('Enter a valid date'));
    expect(date).toBeInvalid();
    expect(form.queryByText('No due date')).not.toBeInTheDocument();

    mendDate(date);
    await user.clear(date);
    await user.type(date, '2026-12-09');
    await waitFor(() => expect(date).not.toBeInvalid());
    expect(form.queryByText('Enter a valid date')).not.toBeInTheDocument();
    expect(server.writes).toEqual([]);
  });

  it('says that a blank due date is no due date', async () => {
    const { user } = await openDialog({ mode: 'new' });
    const form = await dialog('New Assignment');
    await user.clear(form.getByLabelText('Due date'));
    expect(form.getByLabelText('Due date')).toHaveAccessibleDescription('No due date');
  });
});

describe('Edit Assignment saves the due date it shows', { timeout: 20_000 }, () => {
  it('a date with a blank time is due at 23:59 that day', async () => {
    const { user, server, onClose } = await openDialog({ mode: 'edit', assignment: SAVED });
    const form = await dialog('Edit Assignment');

    await user.clear(form.getByLabelText('Due date'));
    await user.type(form.getByLabelText('Due date'), '2026-12-09');
    await user.clear(form.getByLabelText('Due time'));
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes).toHaveLength(1);
    expect(server.writes[0]?.body).toMatchObject({
      dueDate: new Date(2026, 11, 9, 23, 59).toISOString(),
    });
  });

  it('an undated assignment given a date and no time is due at 23:59 that day', async () => {
    const undated: Assignment = { ...SAVED, dueDate: null };
    const { user, server, onClose } = await openDialog({ mode: 'edit', assignment: undated });
    const form = await dialog('Edit Assignment');
    expect(form.getByLabelText('Due date')).toHaveAccessibleDescription('No due date');
    expect(form.getByLabelText('Due time')).toHaveValue('');

    await user.type(form.getByLabelText('Due date'), '2026-12-09');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes[0]?.body).toMatchObject({
      dueDate: new Date(2026, 11, 9, 23, 59).toISOString(),
    });
  });

  it('a cleared date clears the due date, as the field says', async () => {
    const { user, server, onClose } = await openDialog({ mode: 'edit', assignment: SAVED });
    const form = await dialog('Edit Assignment');

    await user.clear(form.getByLabelText('Due date'));
    expect(form.getByLabelText('Due date')).toHaveAccessibleDescription('No due date');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes).toHaveLength(1);
    expect(server.writes[0]?.body).toMatchObject({ dueDate: null });
  });
});
