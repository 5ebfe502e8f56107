import { zodResolver } from '@hookform/resolvers/zod';
import { createFlashcardSchema, type CreateFlashcardInput } from '@assignd/schemas';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
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
    <Dialog open={state !== null} onOpenChange={(open) => !open && onClose()}>
      {state && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit Flashcard' : 'Add Flashcard'}</DialogTitle>
            <DialogDescription>
              The front is what you are asked; the back is the answer.
            </DialogDescription>
          </DialogHeader>
          <FlashcardForm key={editing?.id ?? 'new'} setId={setId} state={state} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
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
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CreateFlashcardInput>({
    resolver: zodResolver(createFlashcardSchema),
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
    reset({ front: '', back: '' });
    setFocus('front');
  };

  return (
    <form
      onSubmit={(event) => void handleSubmit((values) => save(values, false))(event)}
      noValidate
      className="grid gap-5"
    >
      <Field label="Front" error={errors.front?.message}>
        {(field) => (
          <Textarea {...field} {...register('front')} rows={2} placeholder="e.g. hablar" />
        )}
      </Field>
      <Field label="Back" error={errors.back?.message}>
        {(field) => (
          <Textarea {...field} {...register('back')} rows={3} placeholder="e.g. to speak" />
        )}
      </Field>
      <DialogFooter className="pt-1">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        {!editing && (
          <Button
            variant="secondary"
            disabled={isSubmitting}
            onClick={() => void handleSubmit((values) => save(values, true))()}
          >
            Save and Add Another
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting && <Spinner />}
          {editing ? 'Save Changes' : 'Add Card'}
        </Button>
      </DialogFooter>
    </form>
  );
}
