import { createStudySetSchema, LIMITS } from '@assignd/schemas';
import { z } from 'zod';
import { TextareaField, TextField } from '@/components/form/fields';
import { FormDialog, FormFooter } from '@/components/form/form-dialog';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { useCreateStudySet, useUpdateStudySet } from '../api/study-sets';
import type { StudySetDialogState } from '../hooks/use-study-sets-screen';

const formSchema = z.object({
  // The server's rule and message ('Please enter a title'): non-blank once trimmed.
  title: createStudySetSchema.shape.title,
  description: z
    .string()
    .trim()
    .max(LIMITS.longText, `Must be at most ${LIMITS.longText} characters`),
});

interface Props {
  state: StudySetDialogState;
  onClose: () => void;
}

/** New Study Set, or renaming one: a title and an optional description. */
export function StudySetFormDialog({ state, onClose }: Props) {
  const editing = state?.mode === 'edit' ? state.set : undefined;
  return (
    <FormDialog
      open={state !== null}
      onClose={onClose}
      title={editing ? 'Edit Study Set' : 'New Study Set'}
      description={
        editing
          ? 'Change the title or description.'
          : 'Group the cards of one topic, then add cards and study them.'
      }
    >
      {/* Keyed, so every opening starts from the set's current values. */}
      <StudySetForm key={editing?.id ?? 'new'} state={state} onDone={onClose} />
    </FormDialog>
  );
}

function StudySetForm({ state, onDone }: { state: StudySetDialogState; onDone: () => void }) {
  const editing = state?.mode === 'edit' ? state.set : undefined;
  const create = useCreateStudySet();
  const update = useUpdateStudySet();
  const form = useKitForm(formSchema, {
    defaultValues: { title: editing?.title ?? '', description: editing?.description ?? '' },
  });

  const onSubmit = async ({ title, description }: z.output<typeof formSchema>) => {
    try {
      if (editing) {
        // An emptied description is cleared.
        await update.mutateAsync({
          id: editing.id,
          changes: { title, description: description || null },
        });
      } else {
        await create.mutateAsync({ title, ...(description ? { description } : {}) });
      }
      onDone();
    } catch {
      // The data layer showed the failure toast; the form keeps what was typed.
    }
  };

  return (
    <KitForm form={form} onSubmit={onSubmit} className="grid gap-5">
      <TextField name="title" label="Title" autoComplete="off" placeholder="e.g. Spanish verbs" />
      <TextareaField
        name="description"
        label="Description"
        rows={3}
        placeholder="Optional, e.g. Chapter 3 vocabulary"
      />
      <FormFooter
        className="mt-0 pt-1"
        onCancel={onDone}
        submitLabel={editing ? 'Save Changes' : 'Create Study Set'}
      />
    </KitForm>
  );
}
