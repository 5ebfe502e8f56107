import { DeviceNotificationsSection } from '@/features/push/public/device-notifications-section';
import { CalendarFeedCard } from '@/features/calendar-feed/public/calendar-feed-card';
import { GoogleCalendarCard } from '@/features/google-calendar/public/google-calendar-card';
import { AccountSection } from './account-section';
import { AppearanceSection } from '@/features/profile/components/appearance-section';
import { DataSection } from '@/features/planner-data/components/data-section';
import { DevicesSection } from '@/features/account/components/devices-section';
import { NotificationsSection } from '@/features/profile/components/notifications-section';
import { ScheduleSection } from '@/features/schedule/components/schedule-section';

/** /settings, the full version (spec 2): appearance, reminders, schedule, data and account. */
export function SettingsPage() {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 p-4 sm:p-6 lg:p-8">
      <title>Settings - Assignd</title>
      <header className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
        <p className="text-muted-foreground mt-1">
          Your theme, reminders, class schedule, data and account.
        </p>
      </header>
      <AppearanceSection />
      <NotificationsSection />
      <DeviceNotificationsSection />
      <ScheduleSection />
      <GoogleCalendarCard />
      <CalendarFeedCard />
      <DataSection />
      <AccountSection />
      <DevicesSection />
    </div>
  );
}
