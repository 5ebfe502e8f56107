import { UNCLASSED_COLOR } from '@assignd/core';
import { LIMITS, type SchoolClass } from '@assignd/schemas';
import Trash2 from 'lucide-react/icons/trash';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ClassSelect, NO_CLASS } from '@/features/classes/public/class-select';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { ScheduleDraft } from './schedule-draft';
import { EMPTY_END_MESSAGE, type DayPath } from './schedule-form-schema';

interface PeriodRowProps {
  /** The day's periods in the form, and this period's place among them. */
  path: DayPath;
  index: number;
  classes: SchoolClass[];
  showErrors: boolean;
  onRemove: () => void;
}

/** One period: label, start and end time, class, and a remove button. */
export function PeriodRow({ path, index, classes, showErrors, onRemove }: PeriodRowProps) {
  const base = `${path}.${index}` as const;
  const { control, register, getFieldState } = useFormContext<ScheduleDraft>();
  const [label, classId] = useWatch({ control, name: [`${base}.label`, `${base}.classId`] });
  const rowState = useFormState({ control, name: base });
  const startMessage = getFieldState(`${base}.start`, rowState).error?.message;
  const endMessage = getFieldState(`${base}.end`, rowState).error?.message;
  // A range error shows at once; an empty time only after a save attempt (it is empty while typing).
  const startError = showErrors ? startMessage : undefined;
  const endError =
    endMessage && (showErrors || endMessage !== EMPTY_END_MESSAGE) ? endMessage : undefined;
  const schoolClass = classId ? classes.find((item) => item.id === classId) : undefined;
  const position = index + 1;
  const name = label.trim() || `Period ${position}`;

  return (
    <div
      className="bg-card relative grid grid-cols-2 gap-3 rounded-xl border border-l-4 p-3 sm:grid-cols-[minmax(0,1fr)_8.5rem_8.5rem_minmax(0,1.2fr)_auto] sm:items-start"
      style={{ borderLeftColor: schoolClass?.color ?? UNCLASSED_COLOR }}
    >
      <Field label="Label" className="col-span-2 pr-10 sm:col-span-1 sm:pr-0">
        {(field) => (
          <Input
            {...field}
            {...register(`${base}.label`)}
            maxLength={LIMITS.shortText}
            placeholder={`Period ${position}`}
            autoComplete="off"
          />
        )}
      </Field>
      <Field label="Start" error={startError}>
        {(field) => (
          <Input
            {...field}
            // The range error sits on the end time, so a new start checks it again.
            {...register(`${base}.start`, { deps: [`${base}.end`] })}
            type="time"
            required
          />
        )}
      </Field>
      <Field label="End" error={endError}>
        {(field) => <Input {...field} {...register(`${base}.end`)} type="time" required />}
      </Field>
      <Field label="Class" className="col-span-2 sm:col-span-1">
        {(field) => (
          <Controller
            control={control}
            name={`${base}.classId`}
            render={({ field: classField }) => (
              <ClassSelect
                {...field}
                classes={classes}
                ref={classField.ref}
                name={classField.name}
                onBlur={classField.onBlur}
                // A class that is not (or not yet) in the list shows as none and is kept.
                value={schoolClass ? schoolClass.id : NO_CLASS}
                onChange={(event) => classField.onChange(event.target.value || null)}
              />
            )}
          />
        )}
      </Field>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove ${name}`}
        title="Remove period"
        onClick={onRemove}
        className="text-muted-foreground hover:text-destructive absolute top-2 right-2 sm:static sm:mt-6"
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
