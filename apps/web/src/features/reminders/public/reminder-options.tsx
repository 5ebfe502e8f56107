import type { Preferences, ReminderOptions } from '@assignd/schemas';
import { useId, type ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { useReminderOptions } from '../hooks/use-reminder-options';

function OptionRow({
  label,
  htmlFor,
  description,
  children,
}: {
  label: string;
  htmlFor: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={htmlFor} className="text-sm font-medium">
          {label}
        </label>
        <p className="text-muted-foreground mt-0.5 text-sm">{description}</p>
      </div>
      <div className="flex shrink-0 items-center gap-2">{children}</div>
    </div>
  );
}

function SwitchField({
  control,
  name,
  id,
  label,
}: {
  control: Control<ReminderOptions>;
  name: 'eveningBefore' | 'hourBefore';
  id: string;
  label?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          id={id}
          aria-label={label}
          checked={field.value}
          onCheckedChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

function ChannelBox({
  control,
  name,
  label,
}: {
  control: Control<ReminderOptions>;
  name: 'emailReminders' | 'deviceReminders';
  label: string;
}) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex min-h-11 items-center gap-2">
          <Checkbox
            id={id}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
          />
          <label htmlFor={id} className="text-sm">
            {label}
          </label>
        </div>
      )}
    />
  );
}

/**
 * Beneath the reminders toggle: the channels, the digest time and when assignment reminders come,
 * in the student's own time zone (shown, detected by the browser). Saved together with one button.
 */
export function ReminderOptionsForm({ preferences }: { preferences: Preferences }) {
  const ids = { digest: useId(), evening: useId(), eveningTime: useId(), hour: useId() };
  const { form, onSubmit, timeZone } = useReminderOptions(preferences);
  const {
    control,
    register,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = form;
  const error = errors.digestTime?.message ?? errors.eveningTime?.message;

  return (
    <form
      aria-label="Reminder options"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="divide-y"
    >
      <fieldset className="py-3">
        <legend className="text-sm font-medium">Send reminders by</legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          <ChannelBox control={control} name="emailReminders" label="E-mail" />
          <ChannelBox control={control} name="deviceReminders" label="This device" />
        </div>
      </fieldset>
      <OptionRow
        label="Daily digest"
        htmlFor={ids.digest}
        description="An e-mail with overdue work, what is due today and tomorrow, and tests this week."
      >
        <Input
          id={ids.digest}
          type="time"
          short
          aria-invalid={Boolean(errors.digestTime)}
          {...register('digestTime')}
        />
      </OptionRow>
      <OptionRow
        label="The evening before"
        htmlFor={ids.evening}
        description="A reminder the evening before the due day."
      >
        <Input
          id={ids.eveningTime}
          type="time"
          aria-label="Evening reminder time"
          short
          disabled={!watch('eveningBefore')}
          aria-invalid={Boolean(errors.eveningTime)}
          {...register('eveningTime')}
        />
        <SwitchField control={control} name="eveningBefore" id={ids.evening} />
      </OptionRow>
      <OptionRow
        label="1 hour before"
        htmlFor={ids.hour}
        description="For due dates with a time of day."
      >
        <SwitchField control={control} name="hourBefore" id={ids.hour} />
      </OptionRow>
      <div className="flex flex-wrap items-center justify-between gap-3 py-3">
        <p className="text-muted-foreground text-sm">
          Times are in your time zone: <span className="text-foreground">{timeZone}</span>
        </p>
        <Button type="submit" variant="outline" disabled={!isDirty || isSubmitting}>
          {isSubmitting && <Spinner />}
          Save reminder settings
        </Button>
      </div>
      {error && <p className="text-destructive pb-3 text-sm">{error}</p>}
    </form>
  );
}
