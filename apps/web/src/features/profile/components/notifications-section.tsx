import Bell from 'lucide-react/icons/bell';
import { useId } from 'react';
import { PREFERENCE_MESSAGES, usePreferences, useUpdatePreferences } from '../api/preferences';
import { ReminderOptionsForm } from '@/features/reminders/public/reminder-options';
import { Switch } from '@/components/ui/switch';
import { RowSkeleton, SettingRow, SettingsSection } from '@/components/settings-section';

export function NotificationsSection() {
  const switchId = useId();
  const { data: preferences, isPending } = usePreferences();
  const update = useUpdatePreferences({ errorMessage: PREFERENCE_MESSAGES.updateFailed });

  return (
    <SettingsSection icon={Bell} title="Notifications" description="Stay ahead of due dates.">
      <SettingRow
        title="Due-date reminders"
        htmlFor={switchId}
        inline
        description="Remind me of assignments before they are due."
      >
        {isPending || !preferences ? (
          <RowSkeleton className="h-6 w-11 rounded-full" />
        ) : (
          <Switch
            id={switchId}
            checked={preferences.remindersEnabled}
            onCheckedChange={(remindersEnabled) => update.mutate({ remindersEnabled })}
          />
        )}
      </SettingRow>
      {preferences?.remindersEnabled && <ReminderOptionsForm preferences={preferences} />}
    </SettingsSection>
  );
}
