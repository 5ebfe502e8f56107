import UserRound from 'lucide-react/icons/user-round';
import { PORTAL_ERRORS } from '@/features/billing/public/manage-subscription-button';
import { useAccount } from '@/features/account/hooks/use-account';
import { usePlanDetails } from '@/features/billing/hooks/use-plan-details';
import { DisplayNameRow, SignOutButton } from './account-rows';
import { PlanBadge, PlanTerms, SubscriptionButton } from '@/features/billing/components/plan-parts';
import { SettingRow, SettingsSection } from '@/components/settings-section';

/** Who is signed in, their plan (where Pro is sold) with its management, and signing out. */
export function AccountSection() {
  const account = useAccount();
  const plan = usePlanDetails();

  return (
    <SettingsSection icon={UserRound} title="Account" description="Who you are signed in as.">
      <SettingRow title="E-mail" description={<span className="break-all">{account.email}</span>} />

      <DisplayNameRow account={account} />

      {(plan.checking || plan.sellsPro) && (
        <SettingRow title="Plan" description={<PlanTerms plan={plan} />}>
          <PlanBadge plan={plan} />
          <SubscriptionButton plan={plan} portalError={PORTAL_ERRORS.settings} />
        </SettingRow>
      )}

      <SettingRow title="Sign out" description="End your session on this device.">
        <SignOutButton account={account} />
      </SettingRow>
    </SettingsSection>
  );
}
