import { zodResolver } from '@hookform/resolvers/zod';
import { type Preferences, type ReminderOptions, reminderOptionsSchema } from '@assignd/schemas';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { PREFERENCE_MESSAGES, useUpdatePreferences } from '@/features/settings/api/preferences';

const SAVED = 'Reminder settings saved';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const optionsOf = (preferences: Preferences): ReminderOptions => ({
  emailReminders: preferences.emailReminders,
  deviceReminders: preferences.deviceReminders,
  digestTime: preferences.digestTime,
  eveningBefore: preferences.eveningBefore,
  eveningTime: preferences.eveningTime,
  hourBefore: preferences.hourBefore,
});

/** The reminder options form: the saved values, their checks, and the detected time zone saved. */
export function useReminderOptions(preferences: Preferences) {
  const update = useUpdatePreferences({
    successMessage: SAVED,
    errorMessage: PREFERENCE_MESSAGES.updateFailed,
  });
  const { mutate: saveTimeZone } = useUpdatePreferences({ errorMessage: false });
  const form = useForm<ReminderOptions>({
    resolver: zodResolver(reminderOptionsSchema),
    values: optionsOf(preferences),
  });

  // Reminder times are the student's wall-clock times, so the server needs their zone; the
  // browser knows it, and tells the server whenever it differs (after a move, say).
  const storedZone = preferences.timeZone;
  useEffect(() => {
    const zone = browserTimeZone();
    if (zone && storedZone !== zone) saveTimeZone({ timeZone: zone });
  }, [storedZone, saveTimeZone]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
    } catch {
      // The hook showed the failure; the choices stay in the form for another try.
    }
  });

  return { form, onSubmit, timeZone: storedZone };
}
