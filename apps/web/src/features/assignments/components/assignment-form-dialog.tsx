import { zodResolver } from '@hookform/resolvers/zod';
import { ASSIGNMENT_CATEGORIES, DEFAULT_DUE_TIME, localDateTimeToIso } from '@assignd/core';
import type { Assignment, UpdateAssignmentInput } from '@assignd/schemas';
import Trash2 from 'lucide-react/icons/trash';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import {
  useCreateAssignment,
  useDeleteAssignment,
  useUpdateAssignment,
} from '@/features/assignments/api/assignments';
import { classesByName, useClasses } from '@/features/classes/api/classes';
import { ClassSelect } from '@/features/classes/public/class-select';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import type { AssignmentDialogState } from '../public/assignment-dialog-state';
import { TitleChips } from '../public/title-chips';
import { defaultsFor, formSchema, type FormInput, type FormOutput } from './assignment-form-values';
import { useApplyTitleChips } from '../public/use-apply-title-chips';
import { useManualEdits, useTitleChips } from '../public/use-title-chips';

/* Loaded on the first click of an add or edit button (see assignment-dialog.tsx). */

interface Props {
  state: AssignmentDialogState;
  onClose: () => void;
}

export function AssignmentFormDialog({ state, onClose }: Props) {
  const editing = state?.mode === 'edit' ? state.assignment : undefined;
  const presetClassId = state?.mode === 'new' ? state.classId : undefined;
  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && onClose()}>
      {state && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit Assignment' : 'New Assignment'}</DialogTitle>
            <DialogDescription>
              {editing
                ? 'Change the details, mark it completed or delete it.'
                : 'Add homework, a test or anything else that is due.'}
            </DialogDescription>
          </DialogHeader>
          {/* Keyed, so every opening starts from the assignment's current values. */}
          <AssignmentForm
            key={editing?.id ?? `new:${presetClassId ?? ''}`}
            assignment={editing}
            presetClassId={presetClassId}
            onDone={onClose}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function AssignmentForm({
  assignment,
  presetClassId,
  onDone,
}: {
  assignment: Assignment | undefined;
  /** The class a new assignment starts in (e.g. when added from a class's page). */
  presetClassId?: string;
  onDone: () => void;
}) {
  const { data: classes = [] } = useClasses(classesByName);
  const create = useCreateAssignment();
  const update = useUpdateAssignment();
  const remove = useDeleteAssignment();
  const completedId = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaultsFor(assignment, presetClassId),
  });
  // A new assignment's title fills the other fields as it is typed (chips); an edit's does not.
  const reading = !assignment;
  const baseline = useMemo(() => defaultsFor(undefined, presetClassId), [presetClassId]);
  const typed = useWatch({ control, name: 'title' });
  const [manual, markManual] = useManualEdits();
  const {
    fields,
    chips,
    remove: removeChip,
    announcement,
  } = useTitleChips({
    typed,
    classes,
    manual,
    enabled: reading,
  });
  useApplyTitleChips(
    setValue,
    manual,
    reading
      ? [
          ['due', 'date', fields.date ?? baseline.date],
          ['due', 'time', fields.time ?? baseline.time],
          ['class', 'classId', fields.classId ?? baseline.classId],
          ['category', 'category', fields.category ?? baseline.category],
        ]
      : [],
  );

  const onSubmit = handleSubmit(async (values) => {
    const classId = values.classId || null;
    const description = values.description || null;
    if (!assignment) {
      if (!fields.title) {
        setError('title', { message: 'Please enter a title' });
        return;
      }
      // No date means no due date; a date without a time is due at 23:59.
      const dueDate = values.date
        ? localDateTimeToIso(values.date, values.time || DEFAULT_DUE_TIME)
        : null;
      if (values.date && !dueDate) {
        setError('date', { message: 'Please enter a valid date' });
        return;
      }
      try {
        await create.mutateAsync({
          title: fields.title,
          ...(description ? { description } : {}),
          dueDate,
          classId,
          category: values.category,
        });
      } catch {
        return; // The hook showed the failure toast; the dialog stays open with the input.
      }
      reset(defaultsFor(undefined, presetClassId));
      onDone();
      return;
    }

    const changes: UpdateAssignmentInput = {
      title: values.title,
      description,
      classId,
      category: values.category,
      completed: values.completed,
    };
    // The due date changes only when both date and time are given.
    if (values.date && values.time) {
      const dueDate = localDateTimeToIso(values.date, values.time);
      if (!dueDate) {
        setError('date', { message: 'Please enter a valid date' });
        return;
      }
      changes.dueDate = dueDate;
    }
    try {
      await update.mutateAsync({ id: assignment.id, changes });
    } catch {
      return;
    }
    onDone();
  });

  const busy = isSubmitting || remove.isPending;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
      <Field label="Title" error={errors.title?.message}>
        {(field) => (
          <Input
            {...field}
            {...register('title')}
            autoComplete="off"
            placeholder="e.g. Chapter 5 reading notes"
          />
        )}
      </Field>
      <TitleChips
        chips={chips}
        title={fields.title !== typed.trim() ? fields.title : null}
        announcement={announcement}
        onRemove={(chip) => {
          removeChip(chip);
          setFocus('title');
        }}
      />

      <Field label="Description" error={errors.description?.message}>
        {(field) => (
          <Textarea
            {...field}
            {...register('description')}
            rows={3}
            placeholder="Optional details"
          />
        )}
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Due date" error={errors.date?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('date', { onChange: () => markManual('due') })}
              type="date"
            />
          )}
        </Field>
        <Field label="Due time" error={errors.time?.message}>
          {(field) => (
            <Input
              {...field}
              {...register('time', { onChange: () => markManual('due') })}
              type="time"
            />
          )}
        </Field>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Class" error={errors.classId?.message}>
          {(field) => (
            // Controlled, so a dialog opened before the class list arrives shows the class it
            // will save once the options are there (an uncontrolled select keeps "No class").
            <Controller
              control={control}
              name="classId"
              render={({ field: classField }) => (
                <ClassSelect
                  {...field}
                  {...classField}
                  onChange={(event) => {
                    markManual('class');
                    classField.onChange(event);
                  }}
                  classes={classes}
                />
              )}
            />
          )}
        </Field>
        <Field label="Category" error={errors.category?.message}>
          {(field) => (
            <Select
              {...field}
              {...register('category', { onChange: () => markManual('category') })}
            >
              {ASSIGNMENT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>

      {assignment && (
        <div className="flex items-center gap-2.5">
          <Controller
            control={control}
            name="completed"
            render={({ field }) => (
              <Checkbox
                id={completedId}
                ref={field.ref}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Label htmlFor={completedId} className="cursor-pointer">
            Completed
          </Label>
        </div>
      )}

      <DialogFooter className="mt-2">
        {assignment && (
          <Button
            variant="destructive-ghost"
            className="sm:mr-auto"
            disabled={busy}
            onClick={() => remove.mutate(assignment.id, { onSuccess: onDone })}
          >
            {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" className="size-4" />}
            Delete
          </Button>
        )}
        <DialogClose asChild>
          <Button variant="outline" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy} aria-busy={isSubmitting}>
          {isSubmitting && <Spinner />}
          {assignment ? 'Save Changes' : 'Add Assignment'}
        </Button>
      </DialogFooter>
    </form>
  );
}
