import { zodResolver } from '@hookform/resolvers/zod';
import { type Preferences, type ReminderOptions, reminderOptionsSchema } from '@assignd/schemas';
import { useForm } from 'react-hook-form';
import { PREFERENCE_MESSAGES, useUpdatePreferences } from '@/features/settings/api/preferences';

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
  const form = useForm<ReminderOptions>({
    resolver: zodResolver(reminderOptionsSchema),
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
