import { ROTATION_DAYS_MAX, ROTATION_DAYS_MIN, type NamingStyle } from '@assignd/core';
import { useFormContext } from 'react-hook-form';
import { ControlledField, DateField } from '@/components/form/fields';
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
  startValid,
}: {
  /** Replaces the whole draft (a new cycle length or day names change days and labels). */
  onReplace: (draft: ScheduleDraft) => void;
  /** The start date is one the school days can be counted from. */
  startValid: boolean;
}) {
  const { getValues } = useFormContext<ScheduleDraft>();

  return (
    <>
      <ControlledField
        name="rotation.numDays"
        label="Number of days"
        render={(field) => (
          <Select
            {...field}
            value={String(field.value)}
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
      />
      <ControlledField
        name="rotation.dayNamingStyle"
        label="Day names"
        render={(field) => (
          <Select
            {...field}
            onChange={(event) =>
              onReplace(setDayNamingStyle(getValues(), event.target.value as NamingStyle))
            }
          >
            <option value="letters">Letters (A Day, B Day)</option>
            <option value="numbers">Numbers (Day 1, Day 2)</option>
          </Select>
        )}
      />
      <DateField name="rotation.startDate" label="Start date" hint="The first day of the cycle." />
      <SchoolDaysSettings startValid={startValid} />
    </>
  );
}
