import { POINTS_MAX } from '@assignd/core';
import { pointsSchema, type Assignment, type GradeCategory } from '@assignd/schemas';
import { useEffect, useMemo, type ComponentProps } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ControlledField, SelectField, ToggleField } from '@/components/form/fields';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useGradeCategories } from '../api/grade-categories';
import { entryField, entryOf, isFilled, readPoints, type PointsEntry } from '../utils/points';

/*
 * An assignment's grade in its form (issue 30): points earned and possible, its grading category
 * and Excused. The form holds what was typed; its schema reads it with the server's rules.
 */

/** The value of "No category". */
const NO_CATEGORY = '';

/** Said under the one points input left blank: such a grade saves, but counts only once whole. */
const COUNTS_ONCE_BOTH = 'The grade counts once both are set';

/** A points input's entry read as the server takes it: a number, null for a blank. */
const pointsField = entryField(pointsSchema, { value: null });

/** The grade's fields of a form's schema, named as the server names them. */
export const gradeFormShape = {
  pointsEarned: pointsField,
  pointsPossible: pointsField,
  gradeCategoryId: z.string(),
  excused: z.boolean(),
};

type GradeValues = z.input<z.ZodObject<typeof gradeFormShape>>;
const GRADE_FIELDS = Object.keys(gradeFormShape) as (keyof GradeValues)[];
type GradeOutput = z.output<z.ZodObject<typeof gradeFormShape>>;

/** Where the grade's fields start: the assignment's saved grade, or none. */
export function gradeDefaults(assignment: Assignment | undefined): GradeValues {
  return {
    pointsEarned: entryOf(assignment?.pointsEarned ?? null),
    pointsPossible: entryOf(assignment?.pointsPossible ?? null),
    gradeCategoryId: assignment?.gradeCategoryId ?? NO_CATEGORY,
    excused: assignment?.excused ?? false,
  };
}

/**
 * The grade as the server takes it. The category is sent only while it is one of the chosen
 * class's (the picker is hidden otherwise); while those are still loading it is sent as it was,
 * for the server to check.
 */
export function gradeInput(values: GradeOutput, categories: readonly { id: string }[] | undefined) {
  const chosen = values.gradeCategoryId || null;
  const kept = !categories || categories.some((category) => category.id === chosen);
  return {
    pointsEarned: values.pointsEarned,
    pointsPossible: values.pointsPossible,
    gradeCategoryId: kept ? chosen : null,
    excused: values.excused,
  };
}

/** The chosen class's grading categories: none without a class, undefined while loading. */
export function useClassCategories(classId: string): GradeCategory[] | undefined {
  const { data } = useGradeCategories();
  return useMemo(
    () => (classId ? data?.filter((category) => category.classId === classId) : []),
    [data, classId],
  );
}

type EntryInputProps = Omit<ComponentProps<typeof Input>, 'type' | 'value' | 'onChange'> & {
  entry: PointsEntry;
  onEntry: (entry: PointsEntry) => void;
};

/**
 * A number input holding an entry: what was typed, and whether the browser could read it (it
 * reports "1,5" in an English browser as empty). Right-aligned, so digits line up.
 */
export function EntryInput({ entry, onEntry, className, ...props }: EntryInputProps) {
  return (
    <Input
      inputMode="decimal"
      {...props}
      type="number"
      value={entry.text}
      onChange={(event) =>
        onEntry({ text: event.target.value, unreadable: event.target.validity.badInput })
      }
      className={cn('text-right tabular-nums', className)}
    />
  );
}

interface EntryFieldProps {
  name: string;
  label: string;
  hint?: string;
  min: number;
  max: number;
  step: number;
}

/** A labelled number field of a KitForm whose value is an entry (see EntryInput). */
export function EntryField({ name, label, hint, min, max, step }: EntryFieldProps) {
  return (
    <ControlledField
      name={name}
      label={label}
      hint={hint}
      render={({ value, onChange, ...field }) => (
        <EntryInput
          {...field}
          entry={value as PointsEntry}
          onEntry={onChange}
          {...{ min, max, step }}
        />
      )}
    />
  );
}

/** What is said under a points input: that the other is missing, or that it is extra credit. */
function pointsHints(earned: PointsEntry, possible: PointsEntry) {
  if (isFilled(earned) !== isFilled(possible)) {
    return isFilled(earned) ? { possible: COUNTS_ONCE_BOTH } : { earned: COUNTS_ONCE_BOTH };
  }
  const readEarned = readPoints(earned);
  const readPossible = readPoints(possible);
  const extra =
    readEarned.ok &&
    readPossible.ok &&
    readEarned.value !== null &&
    readPossible.value !== null &&
    readEarned.value > readPossible.value;
  return extra ? { earned: 'Above the points possible: extra credit' } : {};
}

const POINTS_INPUT = { min: 0, max: POINTS_MAX, step: 0.01 } as const;

/**
 * The Grade group of a KitForm holding gradeFormShape. The category picker shows only when the
 * chosen class has categories; `categories` are that class's.
 */
export function GradeFields({ categories }: { categories: readonly GradeCategory[] | undefined }) {
  const [earned, possible] = useWatch<GradeValues, ['pointsEarned', 'pointsPossible']>({
    name: ['pointsEarned', 'pointsPossible'],
  });
  const { resetField } = useFormContext<GradeValues>();
  // Hidden again (no longer completed): what was typed is dropped, not saved unseen or left to
  // block the save with an error nobody can see. The saved grade stays.
  useEffect(
    () => () => {
      for (const name of GRADE_FIELDS) resetField(name);
    },
    [resetField],
  );
  const hints = pointsHints(earned, possible);
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-xl border p-3 sm:p-4">
      <legend className="px-1.5 text-sm font-semibold">Grade</legend>
      <div className="grid grid-cols-2 gap-3 sm:gap-4">
        <EntryField
          name="pointsEarned"
          label="Points earned"
          hint={hints.earned}
          {...POINTS_INPUT}
        />
        <EntryField
          name="pointsPossible"
          label="Points possible"
          hint={hints.possible}
          {...POINTS_INPUT}
        />
      </div>
      {categories && categories.length > 0 && (
        // "Grading category": the form's Category is the assignment's kind (Homework, Test).
        <SelectField name="gradeCategoryId" label="Grading category">
          <option value={NO_CATEGORY}>No category</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
      )}
      <ToggleField name="excused" label="Excused" />
    </fieldset>
  );
}
