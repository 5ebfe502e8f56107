import { ROTATION_DAYS_MAX, ROTATION_DAYS_MIN, type NamingStyle } from '@assignd/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { setDayNamingStyle, setRotationDays, type ScheduleDraft } from './schedule-draft';
import { SchoolDaysSettings } from './school-days-settings';

const ROTATION_LENGTHS = Array.from(
  { length: ROTATION_DAYS_MAX - ROTATION_DAYS_MIN + 1 },
  (_, index) => ROTATION_DAYS_MIN + index,
);

/** A rotation's cycle length, day names, start date and school days. */
export function RotationSettings({
  onReplace,
  startError,
}: {
  /** Replaces the whole draft (a new cycle length or day names change days and labels). */
  onReplace: (draft: ScheduleDraft) => void;
  startError: string | undefined;
}) {
  const { control, register, getValues } = useFormContext<ScheduleDraft>();
  const rotation = useWatch({ control, name: 'rotation' });

  return (
    <>
      <Field label="Number of days">
        {(field) => (
          <Select
            {...field}
            value={String(rotation.numDays)}
            onChange={(event) =>
              onReplace(setRotationDays(getValues(), Number(event.target.value)))
            }
          >
            {ROTATION_LENGTHS.map((length) => (
              <option key={length} value={length}>
                {length} days
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Day names">
        {(field) => (
          <Select
            {...field}
            value={rotation.dayNamingStyle}
            onChange={(event) =>
              onReplace(setDayNamingStyle(getValues(), event.target.value as NamingStyle))
            }
          >
            <option value="letters">Letters (A Day, B Day)</option>
            <option value="numbers">Numbers (Day 1, Day 2)</option>
          </Select>
        )}
      </Field>
      <Field label="Start date" error={startError}>
        {(field) => (
          <div className="grid gap-1.5">
            <Input {...field} {...register('rotation.startDate')} type="date" />
            <p className="text-muted-foreground text-xs">The first day of the cycle.</p>
          </div>
        )}
      </Field>
      <SchoolDaysSettings startValid={!startError} />
    </>
  );
}
