import { zodResolver } from '@hookform/resolvers/zod';
import { createStudySetSchema, LIMITS } from '@assignd/schemas';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
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
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
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

type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

interface Props {
  state: StudySetDialogState;
  onClose: () => void;
}

/** New Study Set, or renaming one: a title and an optional description. */
export function StudySetFormDialog({ state, onClose }: Props) {
  const editing = state?.mode === 'edit' ? state.set : undefined;
  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && onClose()}>
      {state && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit Study Set' : 'New Study Set'}</DialogTitle>
            <DialogDescription>
              {editing
                ? 'Change the title or description.'
                : 'Group the cards of one topic, then add cards and study them.'}
            </DialogDescription>
          </DialogHeader>
          {/* Keyed, so every opening starts from the set's current values. */}
          <StudySetForm key={editing?.id ?? 'new'} state={state} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function StudySetForm({ state, onDone }: { state: StudySetDialogState; onDone: () => void }) {
  const editing = state?.mode === 'edit' ? state.set : undefined;
  const create = useCreateStudySet();
  const update = useUpdateStudySet();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { title: editing?.title ?? '', description: editing?.description ?? '' },
  });

  const onSubmit = handleSubmit(async ({ title, description }) => {
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
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <Field label="Title" error={errors.title?.message}>
        {(field) => (
          <Input
            {...field}
            {...register('title')}
            autoComplete="off"
            placeholder="e.g. Spanish verbs"
          />
        )}
      </Field>
      <Field label="Description" error={errors.description?.message}>
        {(field) => (
          <Textarea
            {...field}
            {...register('description')}
            rows={3}
            placeholder="Optional, e.g. Chapter 3 vocabulary"
          />
        )}
      </Field>
      <DialogFooter className="pt-1">
        <Button variant="outline" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
          {isSubmitting && <Spinner />}
          {editing ? 'Save Changes' : 'Create Study Set'}
        </Button>
      </DialogFooter>
    </form>
  );
}
