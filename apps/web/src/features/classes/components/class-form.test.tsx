// @vitest-environment jsdom
import type { SchoolClass } from '@assignd/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BIOLOGY_ID, fakeServer, renderComponent, TEST_CLASSES } from '@/test/component-test';
import { ClassDialog } from './class-dialog';
import type { ClassDialogState } from './class-dialog-state';
import { NEXT_ID, PAST_ID, TERMS } from './class-terms-test-setup';

async function openForm(state: ClassDialogState) {
  const server = fakeServer({ '/api/classes': TEST_CLASSES, '/api/terms': TERMS });
  const onClose = vi.fn();
  const view = renderComponent(<ClassDialog state={state} onClose={onClose} />);
  const form = within(await screen.findByRole('dialog', { name: /Class$/ }));
  // The terms have arrived once they are offered.
  await form.findByRole('option', { name: 'Fall term' });
  return { ...view, server, form };
}

describe('Class form: term, credits and level', { timeout: 20_000 }, () => {
  it('starts a new class in the current term with 1 credit at Regular, terms newest first', async () => {
    const { form } = await openForm({ mode: 'new' });

    expect(form.getByLabelText('Term')).toHaveDisplayValue('Fall term');
    expect(form.getByLabelText('Credits')).toHaveValue(1);
    expect(form.getByLabelText('Level')).toHaveDisplayValue('Regular');
    const options = within(form.getByLabelText('Term')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'No term',
      'Next term',
      'Fall term',
      'Last spring',
    ]);
  });

  it('sends the chosen term, credits and level with a new class', async () => {
    const { user, server, form } = await openForm({ mode: 'new' });

    await user.type(form.getByLabelText('Class name'), 'Chemistry');
    await user.selectOptions(form.getByLabelText('Term'), 'Next term');
    await user.clear(form.getByLabelText('Credits'));
    await user.type(form.getByLabelText('Credits'), '0.5');
    await user.selectOptions(form.getByLabelText('Level'), 'AP / IB');
    await user.click(form.getByRole('button', { name: 'Add Class' }));

    await waitFor(() =>
      expect(server.writes).toEqual([
        {
          method: 'POST',
          path: '/api/classes',
          body: expect.objectContaining({
            name: 'Chemistry',
            termId: NEXT_ID,
            credits: 0.5,
            level: 'ap',
          }) as unknown,
        },
      ]),
    );
  });

  it("keeps an old class's past term and sends the edited values", async () => {
    const old: SchoolClass = { ...TEST_CLASSES[0]!, termId: PAST_ID, credits: 3, level: 'honors' };
    const { user, server, form } = await openForm({ mode: 'edit', schoolClass: old });

    expect(form.getByLabelText('Term')).toHaveDisplayValue('Last spring');
    expect(form.getByLabelText('Credits')).toHaveValue(3);
    expect(form.getByLabelText('Level')).toHaveDisplayValue('Honors');

    await user.selectOptions(form.getByLabelText('Term'), 'No term');
    await user.clear(form.getByLabelText('Credits'));
    await user.type(form.getByLabelText('Credits'), '4.25');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(server.writes).toEqual([
        {
          method: 'PATCH',
          path: `/api/classes/${BIOLOGY_ID}`,
          body: expect.objectContaining({
            termId: null,
            credits: 4.25,
            level: 'honors',
          }) as unknown,
        },
      ]),
    );
  });

  it.each([
    ['', 'Enter a number of credits'],
    ['21', 'At most 20'],
    ['1.125', 'At most 2 decimals'],
  ])('refuses %j credits with "%s" and sends nothing', async (typed, message) => {
    const { user, server, form } = await openForm({ mode: 'new' });

    await user.type(form.getByLabelText('Class name'), 'Chemistry');
    await user.clear(form.getByLabelText('Credits'));
    if (typed) await user.type(form.getByLabelText('Credits'), typed);
    await user.click(form.getByRole('button', { name: 'Add Class' }));

    expect(await form.findByText(message)).toBeInTheDocument();
    expect(form.getByLabelText('Credits')).toHaveAccessibleDescription(message);
    expect(server.writes).toEqual([]);
  });
});
