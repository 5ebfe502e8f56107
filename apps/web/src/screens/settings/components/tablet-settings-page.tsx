import { DeviceNotificationsSection } from '@/features/push/public/device-notifications-section';
import { CalendarFeedCard } from '@/features/calendar-feed/public/calendar-feed-card';
import { GoogleCalendarCard } from '@/features/google-calendar/public/google-calendar-card';
import CreditCard from 'lucide-react/icons/credit-card';
import LogOut from 'lucide-react/icons/log-out';
import Sparkles from 'lucide-react/icons/sparkles';
import UserRound from 'lucide-react/icons/user-round';
import { PORTAL_ERRORS } from '@/features/billing/public/manage-subscription-button';
import { useAccount } from '@/features/account/hooks/use-account';
import { usePlanDetails } from '@/features/billing/hooks/use-plan-details';
import { DisplayNameRow, SignOutButton } from './account-rows';
import { DataSection } from '@/features/planner-data/components/data-section';
import { DevicesSection } from '@/features/account/components/devices-section';
import { NotificationsSection } from '@/features/profile/components/notifications-section';
import { PlanBadge, PlanTerms, SubscriptionButton } from '@/features/billing/components/plan-parts';
import { ProFeaturesSection } from '@/features/billing/components/pro-features-section';
import { ScheduleSection } from '@/features/schedule/components/schedule-section';
import { NestedSettingsSections, SettingRow, SettingsSection } from '@/components/settings-section';
import { ThemeSection } from '@/features/profile/components/theme-section';

/** /tablet/settings (spec 2): Account Information, Features, Account Management, Data Management, Sign Out. */
export function TabletSettingsPage() {
  const account = useAccount();
  const plan = usePlanDetails();

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 p-4 sm:p-6">
      <title>Settings - Assignd</title>
      <header className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Settings</h1>
        <p className="text-muted-foreground mt-1">Your account, features, plan and data.</p>
      </header>

      <SettingsSection
        icon={UserRound}
        title="Account Information"
        description="Who you are signed in as."
      >
        <DisplayNameRow account={account} />
        <SettingRow
          title="E-mail"
          description={<span className="break-all">{account.email}</span>}
        />
        {(plan.checking || plan.sellsPro) && (
          <SettingRow title="Plan" inline>
            <PlanBadge plan={plan} />
          </SettingRow>
        )}
      </SettingsSection>

      <SettingsSection
        icon={Sparkles}
        title="Features"
        description="Your theme, reminders, class schedule and what Pro adds."
      >
        <NestedSettingsSections>
          <ThemeSection />
          <NotificationsSection />
          <DeviceNotificationsSection nested />
          <ScheduleSection />
          <ProFeaturesSection />
        </NestedSettingsSections>
      </SettingsSection>

      {(plan.checking || plan.sellsPro) && (
        <SettingsSection
          icon={CreditCard}
          title="Account Management"
          description="Your plan and subscription."
        >
          <SettingRow
            title={plan.checking ? 'Plan' : plan.isPro ? 'Pro plan' : 'Free plan'}
            description={<PlanTerms plan={plan} />}
          >
            <SubscriptionButton plan={plan} portalError={PORTAL_ERRORS.settings} />
          </SettingRow>
        </SettingsSection>
      )}

      <GoogleCalendarCard />
      <CalendarFeedCard />

      <DataSection title="Data Management" />

      <DevicesSection />

      <SettingsSection
        icon={LogOut}
        title="Sign Out"
        description="End your session on this device."
      >
        <SettingRow
          title="Signed in as"
          description={<span className="break-all">{account.email}</span>}
        >
          <SignOutButton account={account} />
        </SettingRow>
      </SettingsSection>
    </div>
  );
}
