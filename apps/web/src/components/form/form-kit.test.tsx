// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { renderComponent } from '@/test/component-test';
import { showSubmitError } from '@/api/mutation-helpers';
import { DateField, TextField, TimeField } from './fields';
import { FormDialog, FormFooter } from './form-dialog';
import { KitForm } from './kit-form';
import { useKitForm } from './use-kit-form';

const schema = z.object({
  title: z.string().trim().min(1, 'Please enter a title'),
  date: z.string(),
  time: z.string(),
});

/**
 * jsdom keeps whatever is typed into a date or time input; a browser empties the value of one it
 * cannot hold and says so in `validity.badInput`. This makes the input that browser.
 */
function holdImpossible(input: HTMLElement) {
  Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: true } });
  Object.defineProperty(input, 'value', {
    configurable: true,
    get: () => '',
    set: () => undefined,
  });
}

function Sample({
  onSave,
  failWith,
}: {
  onSave: (values: z.output<typeof schema>) => void;
  failWith?: unknown;
}) {
  const form = useKitForm(schema, { defaultValues: { title: '', date: '', time: '' } });
  return (
    <FormDialog open onClose={() => undefined} title="Sample" description="A form of the kit.">
      <KitForm
        form={form}
        onSubmit={(values) => {
          if (failWith) {
            showSubmitError(failWith, form, 'Failed to save.');
            return;
          }
          onSave(values);
        }}
      >
        <TextField name="title" label="Title" />
        <DateField name="date" label="Due date" />
        <TimeField name="time" label="Due time" />
        <FormFooter submitLabel="Save" />
      </KitForm>
    </FormDialog>
  );
}

describe('the form kit', () => {
  it('says a schema error under its field, linked to it, and focuses the first field in error', async () => {
    const onSave = vi.fn();
    const { user } = renderComponent(<Sample onSave={onSave} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const title = screen.getByLabelText('Title');
    expect(await screen.findByText('Please enter a title')).toBeInTheDocument();
    expect(title).toBeInvalid();
    expect(title).toHaveAccessibleDescription('Please enter a title');
    expect(title).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says a date or time the input cannot hold is not valid, instead of saving it blank', async () => {
    const onSave = vi.fn();
    const { user } = renderComponent(<Sample onSave={onSave} />);
    await user.type(screen.getByLabelText('Title'), 'Essay');
    holdImpossible(screen.getByLabelText('Due date'));
    holdImpossible(screen.getByLabelText('Due time'));

    await user.click(screen.getByRole('button', { name: 'Save' }));

    const date = screen.getByLabelText('Due date');
    expect(await screen.findByText('Enter a valid date')).toBeInTheDocument();
    expect(date).toHaveAccessibleDescription('Enter a valid date');
    expect(date).toHaveFocus();
    expect(screen.getByLabelText('Due time')).toHaveAccessibleDescription('Enter a valid time');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says a time the input cannot hold once it is left, before any save, and no other rule', async () => {
    const { user } = renderComponent(<Sample onSave={vi.fn()} />);
    const time = screen.getByLabelText('Due time');
    await user.click(screen.getByLabelText('Title'));
    await user.click(time);
    holdImpossible(time);

    await user.tab();

    await waitFor(() => expect(time).toHaveAccessibleDescription('Enter a valid time'));
    // The blank title left on the way speaks only on save, as the form's other rules do.
    expect(screen.queryByText('Please enter a title')).not.toBeInTheDocument();
  });

  it('saves a blank date and time as blank, and the values it was given', async () => {
    const onSave = vi.fn();
    const { user } = renderComponent(<Sample onSave={onSave} />);
    await user.type(screen.getByLabelText('Title'), ' Essay ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ title: 'Essay', date: '', time: '' }),
    );
  });

  it('puts a server refusal under the field its answer names, and focuses it', async () => {
    const refusal = new ApiError(400, 'title: Already taken', 'title');
    const { user } = renderComponent(<Sample onSave={vi.fn()} failWith={refusal} />);
    await user.type(screen.getByLabelText('Title'), 'Essay');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const title = screen.getByLabelText('Title');
    expect(await screen.findByText('Already taken')).toBeInTheDocument();
    expect(title).toHaveAccessibleDescription('Already taken');
    expect(title).toHaveFocus();
  });

  it('offers Cancel and the submit button in the dialog named by its title', () => {
    renderComponent(<Sample onSave={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Sample' });
    expect(dialog).toHaveAccessibleDescription('A form of the kit.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
