import { CreditCard, LogOut, Sparkles, UserRound } from 'lucide-react';
import { useProfile } from '@/api/profile';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSignOut } from '@/hooks/use-sign-out';
import { useSession } from '@/lib/session';
import { usePlanDetails } from '../hooks/use-plan-details';
import { DisplayNameForm } from './account-section';
import { DataSection } from './data-section';
import { NotificationsSection } from './notifications-section';
import { PlanBadge, PlanTerms, SubscriptionButton } from './plan-parts';
import { ProFeaturesSection } from './pro-features-section';
import { ScheduleSection } from './schedule-section';
import {
  NestedSettingsSections,
  RowSkeleton,
  SettingRow,
  SettingsSection,
} from './settings-section';
import { ThemeSection } from './theme-section';

/** /tablet/settings (spec 2): Account Information, Features, Account Management, Data Management, Sign Out. */
export function TabletSettingsPage() {
  const session = useSession();
  const { data: profile, isPending } = useProfile();
  const plan = usePlanDetails();
  const { signOut, signingOut } = useSignOut();
  const email = profile?.email ?? (session.status === 'signed-in' ? session.user.email : '');

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
        {isPending || !profile ? (
          <div className="py-4">
            <RowSkeleton />
          </div>
        ) : (
          <DisplayNameForm
            key={profile.displayName ?? ''}
            displayName={profile.displayName ?? ''}
          />
        )}
        <SettingRow title="E-mail" description={<span className="break-all">{email}</span>} />
        <SettingRow title="Plan" inline>
          <PlanBadge plan={plan} />
        </SettingRow>
      </SettingsSection>

      <SettingsSection
        icon={Sparkles}
        title="Features"
        description="Your theme, reminders, class schedule and what Pro adds."
      >
        <NestedSettingsSections>
          <ThemeSection />
          <NotificationsSection />
          <ScheduleSection />
          <ProFeaturesSection />
        </NestedSettingsSections>
      </SettingsSection>

      <SettingsSection
        icon={CreditCard}
        title="Account Management"
        description="Your plan and subscription."
      >
        <SettingRow
          title={plan.checking ? 'Plan' : plan.isPro ? 'Pro plan' : 'Free plan'}
          description={<PlanTerms plan={plan} />}
        >
          <SubscriptionButton plan={plan} />
        </SettingRow>
      </SettingsSection>

      <DataSection title="Data Management" />

      <SettingsSection
        icon={LogOut}
        title="Sign Out"
        description="End your session on this device."
      >
        <SettingRow title="Signed in as" description={<span className="break-all">{email}</span>}>
          <Button variant="outline" onClick={() => void signOut()} disabled={signingOut}>
            {signingOut ? <Spinner /> : <LogOut aria-hidden="true" className="size-4" />}
            Sign Out
          </Button>
        </SettingRow>
      </SettingsSection>
    </div>
  );
}
