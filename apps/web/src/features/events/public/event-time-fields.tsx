import { LIMITS } from '@assignd/schemas';
import { useFormContext, useWatch } from 'react-hook-form';
import { DateField, TextField, TimeField, ToggleField } from '@/components/form/fields';
import type { EventTimeValues } from './event-time-form';

/**
 * All day, start and end time and location, inside a KitForm whose values include
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
  const { control } = useFormContext<EventTimeValues>();
  const allDay = useWatch({ control, name: 'allDay' });

  return (
    <>
      <ToggleField name="allDay" label="All day" as="switch" />
      {!allDay && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TimeField name="startTime" label="Start time" onValueChange={onStartTimeChange} />
          <TimeField name="endTime" label="End time (optional)" />
          {withEndDate && <DateField name="endDate" label="End date" />}
        </div>
      )}
      <TextField
        name="location"
        label="Location"
        maxLength={LIMITS.shortText}
        autoComplete="off"
        placeholder="Optional, e.g. Gym"
      />
    </>
  );
}
