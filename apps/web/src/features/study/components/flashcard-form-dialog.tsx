import { createFlashcardSchema, type CreateFlashcardInput } from '@assignd/schemas';
import { useFormState } from 'react-hook-form';
import { TextareaField } from '@/components/form/fields';
import { FormDialog, FormFooter } from '@/components/form/form-dialog';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { Button } from '@/components/ui/button';
import { useCreateFlashcard, useUpdateFlashcard } from '../api/flashcards';
import type { FlashcardDialogState } from '../hooks/use-study-set-screen';

interface Props {
  setId: string;
  state: FlashcardDialogState;
  onClose: () => void;
}

/** Add Flashcard or Edit Flashcard: a front and a back, both needed (spec 5). */
export function FlashcardFormDialog({ setId, state, onClose }: Props) {
  const editing = state?.mode === 'edit' ? state.card : undefined;
  return (
    <FormDialog
      open={state !== null}
      onClose={onClose}
      title={editing ? 'Edit Flashcard' : 'Add Flashcard'}
      description="The front is what you are asked; the back is the answer."
    >
      <FlashcardForm key={editing?.id ?? 'new'} setId={setId} state={state} onDone={onClose} />
    </FormDialog>
  );
}

function FlashcardForm({
  setId,
  state,
  onDone,
}: {
  setId: string;
  state: FlashcardDialogState;
  onDone: () => void;
}) {
  const editing = state?.mode === 'edit' ? state.card : undefined;
  const create = useCreateFlashcard(setId);
  const update = useUpdateFlashcard();
  const form = useKitForm(createFlashcardSchema, {
    defaultValues: { front: editing?.front ?? '', back: editing?.back ?? '' },
  });

  const save = async (values: CreateFlashcardInput, addAnother: boolean) => {
    try {
      if (editing) await update.mutateAsync({ id: editing.id, changes: values });
      else await create.mutateAsync(values);
    } catch {
      // The data layer showed the failure toast; the form keeps what was typed.
      return;
    }
    if (!addAnother) {
      onDone();
      return;
    }
    form.reset({ front: '', back: '' });
    form.setFocus('front');
  };

  return (
    <KitForm form={form} onSubmit={(values) => save(values, false)} className="grid gap-5">
      <TextareaField name="front" label="Front" rows={2} placeholder="e.g. hablar" />
      <TextareaField name="back" label="Back" rows={3} placeholder="e.g. to speak" />
      <FormFooter
        className="mt-0 pt-1"
        onCancel={onDone}
        submitLabel={editing ? 'Save Changes' : 'Add Card'}
      >
        {!editing && (
          <SaveAndAddAnother
            onClick={() => void form.handleSubmit((values) => save(values, true))()}
          />
        )}
      </FormFooter>
    </KitForm>
  );
}

function SaveAndAddAnother({ onClick }: { onClick: () => void }) {
  const { isSubmitting } = useFormState();
  return (
    <Button variant="secondary" disabled={isSubmitting} onClick={onClick}>
      Save and Add Another
    </Button>
  );
}
