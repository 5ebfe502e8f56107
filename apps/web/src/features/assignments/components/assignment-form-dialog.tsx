import { ASSIGNMENT_CATEGORIES } from '@assignd/core';
import type { Assignment } from '@assignd/schemas';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import {
  useCreateAssignment,
  useDeleteAssignment,
  useUpdateAssignment,
} from '@/features/assignments/api/assignments';
import { classesByName, useClasses } from '@/features/classes/api/classes';
import { ClassField } from '@/features/classes/public/class-field';
import { GradeFields, useClassCategories } from '@/features/grades/public/grade-fields';
import {
  DateField,
  SelectField,
  TextareaField,
  TextField,
  TimeField,
  ToggleField,
} from '@/components/form/fields';
import { FormDialog, FormFooter } from '@/components/form/form-dialog';
import { KitForm } from '@/components/form/kit-form';
import { useKitForm } from '@/components/form/use-kit-form';
import { ApiError } from '@/lib/api-client';
import { showSubmitError, toastError } from '../../../api/mutation-helpers';
import type { AssignmentDialogState } from '../public/assignment-dialog-state';
import { TitleChips } from '../public/title-chips';
import {
  createInput,
  defaultsFor,
  formSchema,
  type FormOutput,
  NO_DUE_DATE,
  updateInput,
} from './assignment-form-values';
import { useApplyTitleChips } from '../public/use-apply-title-chips';
import { useManualEdits, useTitleChips } from '../public/use-title-chips';

/* Loaded on the first click of an add or edit button (see assignment-dialog.tsx). */

// The spec's words for a failed save, which the form says itself (see sayFailure).
const ADD_FAILED = 'Failed to add assignment. Please try again.';
const UPDATE_FAILED = 'Failed to update assignment';

interface Props {
  state: AssignmentDialogState;
  onClose: () => void;
}

export function AssignmentFormDialog({ state, onClose }: Props) {
  const editing = state?.mode === 'edit' ? state.assignment : undefined;
  const presetClassId = state?.mode === 'new' ? state.classId : undefined;
  return (
    <FormDialog
      open={state !== null}
      onClose={onClose}
      title={editing ? 'Edit Assignment' : 'New Assignment'}
      description={
        editing
          ? 'Change the details, mark it completed or delete it.'
          : 'Add homework, a test or anything else that is due.'
      }
    >
      {/* Keyed, so every opening starts from the assignment's current values. */}
      <AssignmentForm
        key={editing?.id ?? `new:${presetClassId ?? ''}`}
        assignment={editing}
        presetClassId={presetClassId}
        onDone={onClose}
      />
    </FormDialog>
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
  // A refusal naming a field goes under it, so the form says failures rather than the hooks.
  const create = useCreateAssignment({ errorMessage: false });
  const update = useUpdateAssignment({ errorMessage: false });
  const remove = useDeleteAssignment();
  const form = useKitForm(formSchema, { defaultValues: defaultsFor(assignment, presetClassId) });
  const { control, reset, setError, setValue, setFocus, getValues } = form;
  // A new assignment's title fills the other fields as it is typed (chips); an edit's does not.
  const reading = !assignment;
  const baseline = useMemo(() => defaultsFor(undefined, presetClassId), [presetClassId]);
  const [typed, date, classId, completed] = useWatch({
    control,
    name: ['title', 'date', 'classId', 'completed'],
  });
  const categories = useClassCategories(classId);
  const [manual, markManual] = useManualEdits();
  const {
    fields,
    chips,
    remove: removeChip,
    announcement,
  } = useTitleChips({ typed, classes, manual, enabled: reading });
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

  /** A refusal naming one of the form's fields goes under it; any other is the spec's toast. */
  const sayFailure = (error: unknown, fallback: string) => {
    if (error instanceof ApiError && error.field !== undefined && error.field in getValues()) {
      showSubmitError(error, form, fallback);
    } else {
      toastError(error, undefined, fallback);
    }
  };

  const onSubmit = async (values: FormOutput) => {
    try {
      if (assignment) {
        await update.mutateAsync({ id: assignment.id, changes: updateInput(values, categories) });
        onDone();
        return;
      }
      if (!fields.title) {
        setError('title', { message: 'Please enter a title' }, { shouldFocus: true });
        return;
      }
      await create.mutateAsync(createInput(values, fields.title, categories));
    } catch (error) {
      // The dialog stays open with the input.
      sayFailure(error, assignment ? UPDATE_FAILED : ADD_FAILED);
      return;
    }
    reset(defaultsFor(undefined, presetClassId));
    onDone();
  };

  return (
    <KitForm form={form} onSubmit={onSubmit}>
      <TextField
        name="title"
        label="Title"
        autoComplete="off"
        placeholder="e.g. Chapter 5 reading notes"
      />
      <TitleChips
        chips={chips}
        title={fields.title !== typed.trim() ? fields.title : null}
        announcement={announcement}
        onRemove={(chip) => {
          removeChip(chip);
          setFocus('title');
        }}
      />
      <TextareaField
        name="description"
        label="Description"
        rows={3}
        placeholder="Optional details"
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          name="date"
          label="Due date"
          hint={date === '' ? NO_DUE_DATE : undefined}
          onValueChange={() => markManual('due')}
        />
        <TimeField name="time" label="Due time" onValueChange={() => markManual('due')} />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <ClassField
          classes={classes}
          onPick={() => {
            markManual('class');
            // A grading category belongs to its class: another class's would be refused.
            setValue('gradeCategoryId', '');
          }}
        />
        <SelectField name="category" label="Category" onValueChange={() => markManual('category')}>
          {ASSIGNMENT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
      </div>

      {assignment && <ToggleField name="completed" label="Completed" />}
      {completed && <GradeFields categories={categories} />}

      <FormFooter
        submitLabel={assignment ? 'Save Changes' : 'Add Assignment'}
        deleting={remove.isPending}
        onDelete={
          assignment ? () => remove.mutate(assignment.id, { onSuccess: onDone }) : undefined
        }
      />
    </KitForm>
  );
}
