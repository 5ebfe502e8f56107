import { CLASS_LEVELS, isPastTerm, type ClassLevel } from '@assignd/core';
import { createClassSchema, type SchoolClass, type Term } from '@assignd/schemas';
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ControlledField, SelectField, TextField } from '@/components/form/fields';
import { Select } from '@/components/ui/select';
import { termsByStart } from '@/features/terms/api/terms';
import { useCurrentTerm } from '@/features/terms/public/use-current-term';

/* The class form's term, credits and level (issue 30), which the Grades screen reads. */

/** The value of the "No term" choice. */
const NO_TERM = '';

const LEVEL_LABELS: Record<ClassLevel, string> = {
  regular: 'Regular',
  honors: 'Honors',
  ap: 'AP / IB',
};

/** The rules of the three fields: the server's own for credits and level. */
export const gradingFieldRules = {
  /** NO_TERM or a term's id, as the select holds it. */
  termId: z.string(),
  // A number input's value is text; a blank (or what it cannot hold) is not 0.
  credits: z
    .string()
    .trim()
    .min(1, 'Enter a number of credits')
    .transform(Number)
    .pipe(createClassSchema.shape.credits.unwrap()),
  level: createClassSchema.shape.level.unwrap(),
};

interface GradingInput {
  termId: string;
  credits: string;
  level: ClassLevel;
}

/** The fields' starting values: the class's, or a new class's in the current term. */
export function gradingDefaults(
  schoolClass: SchoolClass | undefined,
  current: Term | null,
): GradingInput {
  if (!schoolClass) return { termId: current?.id ?? NO_TERM, credits: '1', level: 'regular' };
  return {
    termId: schoolClass.termId ?? NO_TERM,
    credits: String(schoolClass.credits),
    level: schoolClass.level,
  };
}

/** What the form's values say to the server: no term is null. */
export const gradingChanges = (values: { termId: string; credits: number; level: ClassLevel }) => ({
  termId: values.termId || null,
  credits: values.credits,
  level: values.level,
});

/** Term (full width), then Credits and Level side by side where there is room. */
export function ClassGradingFields({ creating }: { creating: boolean }) {
  const { terms, current, today } = useCurrentTerm();
  const { control, getFieldState, resetField } = useFormContext<GradingInput>();
  const termId = useWatch({ control, name: 'termId' });
  const newestFirst = useMemo(() => termsByStart(terms), [terms]);
  const chosen = newestFirst.find((term) => term.id === termId);

  // The terms may arrive after a New Class form opened: it still starts in the current term,
  // unless the student has chosen one meanwhile.
  const currentId = current?.id;
  useEffect(() => {
    const { isDirty, isTouched } = getFieldState('termId');
    if (creating && currentId && !isDirty && !isTouched) {
      resetField('termId', { defaultValue: currentId });
    }
  }, [creating, currentId, getFieldState, resetField]);

  return (
    <div className="grid gap-4">
      <ControlledField
        name="termId"
        label="Term"
        hint={chosen && termHint(chosen, current, today)}
        render={(field) => (
          <Select {...field}>
            <option value={NO_TERM}>No term</option>
            {newestFirst.map((term) => (
              <option key={term.id} value={term.id}>
                {term.name}
              </option>
            ))}
            {/* The class's own term before the list has arrived, so the select shows it. */}
            {termId !== NO_TERM && !chosen && <option value={termId}>Loading terms...</option>}
          </Select>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="credits"
          label="Credits"
          type="number"
          inputMode="decimal"
          min={0}
          max={20}
          step={0.25}
        />
        <SelectField name="level" label="Level">
          {CLASS_LEVELS.map((level) => (
            <option key={level} value={level}>
              {LEVEL_LABELS[level]}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}

/** Where a class of a term other than the current one shows, which the student may not expect. */
function termHint(term: Term, current: Term | null, today: string): string | undefined {
  if (term.id === current?.id) return undefined;
  if (isPastTerm(term, today)) return 'Classes of past terms show only on Classes and Grades.';
  if (term.startDate > today) return 'Shows on the dashboard and calendar once the term starts.';
  return undefined;
}
