import { DeviceNotificationsSection } from '@/features/push/public/device-notifications-section';
import { CalendarFeedCard } from '@/features/calendar-feed/public/calendar-feed-card';
import { GoogleCalendarCard } from '@/features/google-calendar/public/google-calendar-card';
import Database from 'lucide-react/icons/database';
import ExternalLink from 'lucide-react/icons/external-link';
import FileText from 'lucide-react/icons/file-text';
import Info from 'lucide-react/icons/info';
import LogOut from 'lucide-react/icons/log-out';
import Scale from 'lucide-react/icons/scale';
import Shield from 'lucide-react/icons/shield';
import UserRound from 'lucide-react/icons/user-round';
import type { LucideIcon } from 'lucide-react';
import { PORTAL_ERRORS } from '@/features/billing/public/manage-subscription-button';
import { useProfile } from '@/features/profile/api/profile';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useSignOut } from '@/hooks/use-sign-out';
import { useSession } from '@/lib/session';
import { usePlanDetails } from '@/features/billing/hooks/use-plan-details';
import { ClearDataRow } from '@/features/planner-data/components/clear-data-row';
import { NotificationsSection } from '@/features/profile/components/notifications-section';
import { DevicesSection } from '@/features/account/components/devices-section';
import { PlanBadge, PlanTerms, SubscriptionButton } from '@/features/billing/components/plan-parts';
import { ProFeaturesSection } from '@/features/billing/components/pro-features-section';
import { SettingRow, SettingsSection } from '@/components/settings-section';
import { ThemeSection } from '@/features/profile/components/theme-section';

const LINKS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/privacy', label: 'Privacy Policy', icon: Shield },
  { to: '/terms', label: 'Terms of Service', icon: FileText },
  { to: '/support', label: 'About', icon: Info },
];

/** /mobile/settings, the account-style version (spec 2): who, which plan, and the way out. */
export function AccountSettingsPage() {
  const session = useSession();
  const { data: profile } = useProfile();
  const plan = usePlanDetails();
  const { signOut, signingOut } = useSignOut();
  const email = profile?.email ?? (session.status === 'signed-in' ? session.user.email : '');

  return (
    <div className="grid min-w-0 gap-4 p-4">
      <title>Settings - Assignd</title>
      <h1 className="text-2xl font-bold tracking-tight">Settings</h1>

      <SettingsSection icon={UserRound} title="Account" description="Who you are signed in as.">
        <SettingRow title="E-mail" description={<span className="break-all">{email}</span>} />
        <SettingRow title="Plan" description={<PlanTerms plan={plan} />} inline>
          <PlanBadge plan={plan} />
        </SettingRow>
        <div className="grid py-4 empty:hidden">
          <SubscriptionButton plan={plan} portalError={PORTAL_ERRORS.account} />
        </div>
      </SettingsSection>

      <DevicesSection />
      <ProFeaturesSection />
      <ThemeSection />
      <NotificationsSection />
      <DeviceNotificationsSection />
      <GoogleCalendarCard />
      <CalendarFeedCard />

      <SettingsSection
        icon={Scale}
        title="Legal and support"
        description="Our policies, and help when you need it."
      >
        <ul className="divide-y">
          {LINKS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              {/* Spec 7: these open in the browser, so the phone screen stays where it was. */}
              <a
                href={to}
                target="_blank"
                rel="noopener"
                className="hover:text-primary focus-visible:ring-ring -mx-2 flex min-h-12 items-center gap-3 rounded-lg px-2 text-sm font-medium focus-visible:ring-2 focus-visible:outline-none"
              >
                <Icon aria-hidden="true" className="text-muted-foreground size-4 shrink-0" />
                <span className="flex-1">{label}</span>
                <ExternalLink aria-hidden="true" className="text-muted-foreground size-4" />
              </a>
            </li>
          ))}
        </ul>
      </SettingsSection>

      <SettingsSection icon={Database} title="Data" description="Start over for a new school year.">
        <ClearDataRow />
      </SettingsSection>

      <Button
        variant="outline"
        className="min-h-12"
        onClick={() => void signOut()}
        disabled={signingOut}
      >
        {signingOut ? <Spinner /> : <LogOut aria-hidden="true" className="size-4" />}
        Sign Out
      </Button>
    </div>
  );
}
