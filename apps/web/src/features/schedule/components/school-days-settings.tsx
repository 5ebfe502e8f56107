import {
  HOLIDAYS_MAX,
  realignRotation,
  rotationDay,
  scheduleDayOff,
  WEEKDAY_NAMES,
} from '@assignd/core';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash-2';
import { useId } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { DateField, TextField } from '@/components/form/fields';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { schoolDaysRule } from '../public/school-days-rule';
import type { ScheduleDraft } from './schedule-draft';

// Monday first, as school weeks are read.
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/**
 * Which days a rotation counts (school weekdays minus holidays), the rule in use, and the
 * 'Today is B Day' control that realigns the cycle by moving its start date.
 */
export function SchoolDaysSettings({ startValid }: { startValid: boolean }) {
  const { control, setValue, formState } = useFormContext<ScheduleDraft>();
  const rotation = useWatch({ control, name: 'rotation' });
  const holidays = useFieldArray({ control, name: 'rotation.holidays' });
  const legendId = useId();
  const now = new Date();
  const off = startValid ? scheduleDayOff(rotation, now) : null;
  const today = startValid ? rotationDay(rotation, now) : null;
  const errors = formState.errors.rotation;

  return (
    <div className="grid gap-4 sm:col-span-2">
      <fieldset className="grid gap-2" aria-describedby={`${legendId}-rule`}>
        <legend className="text-sm font-medium">School days</legend>
        <p id={`${legendId}-rule`} className="text-muted-foreground text-xs">
          {schoolDaysRule(rotation)}. The rotation moves on only on these days.
        </p>
        <Controller
          control={control}
          name="rotation.schoolWeekdays"
          render={({ field }) => (
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {WEEK_ORDER.map((weekday) => {
                const id = `${legendId}-${weekday}`;
                const checked = field.value.includes(weekday);
                return (
                  <div key={weekday} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={checked}
                      onCheckedChange={(next) =>
                        field.onChange(
                          next === true
                            ? [...field.value, weekday].sort((a, b) => a - b)
                            : field.value.filter((day) => day !== weekday),
                        )
                      }
                    />
                    <Label htmlFor={id}>{WEEKDAY_NAMES[weekday]}</Label>
                  </div>
                );
              })}
            </div>
          )}
        />
        {errors?.schoolWeekdays?.message && (
          <p role="alert" className="text-destructive text-sm">
            {errors.schoolWeekdays.message}
          </p>
        )}
      </fieldset>

      {today !== null && (
        <Field label={off ? 'Next school day is' : 'Today is'}>
          {(field) => (
            <div className="grid gap-1.5">
              <Select
                {...field}
                value={String(today)}
                onChange={(event) =>
                  setValue(
                    'rotation.startDate',
                    realignRotation(rotation, new Date(), Number(event.target.value)),
                    { shouldDirty: true, shouldValidate: true },
                  )
                }
              >
                {Object.entries(rotation.dayLabels).map(([key, label]) => (
                  <option key={key} value={key}>
                    {label}
                  </option>
                ))}
              </Select>
              <p className="text-muted-foreground text-xs">
                {off ? `No school today${off.holiday ? ` (${off.holiday})` : ''}. ` : ''}
                Picking another day realigns the cycle by moving its start date.
              </p>
            </div>
          )}
        </Field>
      )}

      <fieldset className="grid gap-3">
        <legend className="text-sm font-medium">Holidays and breaks</legend>
        {holidays.fields.length === 0 && (
          <p className="text-muted-foreground text-xs">
            None yet. Days off here do not move the rotation on.
          </p>
        )}
        <ul className="grid gap-3">
          {holidays.fields.map((holiday, index) => {
            const name = rotation.holidays[index]?.name.trim() || `holiday ${index + 1}`;
            return (
              <li key={holiday.id}>
                {/* A group per holiday, so a screen reader says whose 'First day' a field is. */}
                <div
                  role="group"
                  aria-label={`Holiday ${index + 1}`}
                  className="grid items-start gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_auto_auto_auto]"
                >
                  <TextField name={`rotation.holidays.${index}.name`} label="Holiday name" />
                  <DateField name={`rotation.holidays.${index}.startDate`} label="First day" />
                  <DateField name={`rotation.holidays.${index}.endDate`} label="Last day" />
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="self-end"
                    aria-label={`Remove ${name}`}
                    onClick={() => holidays.remove(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={holidays.fields.length >= HOLIDAYS_MAX}
          onClick={() => holidays.append({ name: '', startDate: '', endDate: '' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add holiday
        </Button>
      </fieldset>
    </div>
  );
}
