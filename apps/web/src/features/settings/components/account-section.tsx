import UserRound from 'lucide-react/icons/user-round';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { usePlan } from '@/features/settings/hooks/use-plan';
import { useAccount } from '../hooks/use-account';
import { DisplayNameRow, SignOutButton } from './account-rows';
import { SettingRow, SettingsSection } from './settings-section';

export function AccountSection() {
  const account = useAccount();
  const plan = usePlan();

  return (
    <SettingsSection icon={UserRound} title="Account" description="Who you are signed in as.">
      <SettingRow title="E-mail" description={<span className="break-all">{account.email}</span>} />

      <DisplayNameRow account={account} />

      <SettingRow
        title="Plan"
        description={
          plan.isPro
            ? 'Pro: AI tools, focus timer, flashcards and custom themes.'
            : 'Free forever: assignments, calendar, classes and reminders.'
        }
      >
        <Badge variant={plan.isPro ? 'default' : 'secondary'}>{plan.label}</Badge>
        {!plan.isPro && (
          <Link to="/pro" className={buttonVariants({ variant: 'soft', size: 'sm' })}>
            Upgrade to Pro
          </Link>
        )}
      </SettingRow>

      <SettingRow title="Sign out" description="End your session on this device.">
        <SignOutButton account={account} />
      </SettingRow>
    </SettingsSection>
  );
}
