import { type Preferences, type ReminderOptions, reminderOptionsSchema } from '@assignd/schemas';
import { PREFERENCE_MESSAGES, useUpdatePreferences } from '@/features/profile/api/preferences';
import { useKitForm } from '@/components/form/use-kit-form';

const SAVED = 'Reminder settings saved';

const optionsOf = (preferences: Preferences): ReminderOptions => ({
  emailReminders: preferences.emailReminders,
  deviceReminders: preferences.deviceReminders,
  digestTime: preferences.digestTime,
  eveningBefore: preferences.eveningBefore,
  eveningTime: preferences.eveningTime,
  hourBefore: preferences.hourBefore,
});

/** The reminder options form: the saved values and their checks (the shell keeps the zone). */
export function useReminderOptions(preferences: Preferences) {
  const update = useUpdatePreferences({
    successMessage: SAVED,
    errorMessage: PREFERENCE_MESSAGES.updateFailed,
  });
  // The kit's form, so a time the input cannot hold is an error under it, not a blank.
  const form = useKitForm<ReminderOptions, ReminderOptions>(reminderOptionsSchema, {
    values: optionsOf(preferences),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
    } catch {
      // The hook showed the failure; the choices stay in the form for another try.
    }
  });

  return { form, onSubmit, timeZone: preferences.timeZone };
}
