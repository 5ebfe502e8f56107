import { LIMITS } from '@assignd/schemas';
import { useId } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { EventTimeValues } from './event-times';

/**
 * All day, start and end time and location, inside a form (FormProvider) whose values include
 * EventTimeValues: Quick Add's event type and the New / Edit Event dialog. `withEndDate` shows the
 * end's date, for an event that already runs past its first day; `onStartTimeChange` hears the
 * student set the start by hand.
 */
export function EventTimeFields({
  withEndDate = false,
  onStartTimeChange,
}: {
  withEndDate?: boolean;
  onStartTimeChange?: () => void;
}) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<EventTimeValues>();
  const allDay = useWatch({ control, name: 'allDay' });
  const switchId = useId();

  return (
    <>
      <div className="flex items-center gap-3">
        <Controller
          control={control}
          name="allDay"
          render={({ field }) => (
            <Switch
              id={switchId}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Label htmlFor={switchId} className="cursor-pointer">
          All day
        </Label>
      </div>
      {!allDay && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Start time" error={errors.startTime?.message}>
            {(field) => (
              <Input
                {...field}
                {...register('startTime', { onChange: onStartTimeChange })}
                type="time"
              />
            )}
          </Field>
          <Field label="End time (optional)" error={errors.endTime?.message}>
            {(field) => <Input {...field} {...register('endTime')} type="time" />}
          </Field>
          {withEndDate && (
            <Field label="End date" error={errors.endDate?.message}>
              {(field) => <Input {...field} {...register('endDate')} type="date" />}
            </Field>
          )}
        </div>
      )}
      <Field label="Location" error={errors.location?.message}>
        {(field) => (
          <Input
            {...field}
            {...register('location')}
            maxLength={LIMITS.shortText}
            autoComplete="off"
            placeholder="Optional, e.g. Gym"
          />
        )}
      </Field>
    </>
  );
}
