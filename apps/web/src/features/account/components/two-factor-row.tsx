import KeySquare from 'lucide-react/icons/key-square';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useState } from 'react';
import { newBackupCodes, turnOffTwoFactor } from '@/features/auth/api/two-factor-actions';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useOnline } from '@/hooks/use-online';
import { notify } from '@/lib/notify';
import { useSignInMethods } from '../api/devices';
import { useTwoFactorChanged } from '../api/two-factor';
import { providerNames } from './identity-password-field';
import { BackupCodesStep, TwoFactorPasswordForm, TwoFactorSetupFlow } from './two-factor-setup';
import { RowSkeleton, SettingRow } from '@/components/settings-section';

const TITLES = {
  'turn-on': 'Turn on two-factor authentication',
  'turn-off': 'Turn off two-factor authentication?',
  'new-codes': 'New backup codes',
} as const;

const DESCRIPTIONS = {
  'turn-on': 'Confirm with your password, then link an authenticator app.',
  'turn-off': 'Signing in will ask for your password only. Confirm with your password.',
  'new-codes': 'Ten new codes replace the ones you have, used or not. Confirm with your password.',
} as const;

/** 'Two-factor authentication': turned on with the password and an authenticator app, off with the password. */
export function TwoFactorRow() {
  const methods = useSignInMethods();
  const changed = useTwoFactorChanged();
  const online = useOnline();
  // Kept from the moment the dialog opens: turning it on refreshes the status before the backup
  // codes have been shown.
  const [dialog, setDialog] = useState<'turn-on' | 'turn-off' | 'new-codes' | null>(null);
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);
  const close = () => {
    setDialog(null);
    setFreshCodes(null);
  };

  if (methods.isPending) return <RowSkeleton className="my-4 h-10 rounded-lg" />;
  if (methods.isError) {
    return <p className="text-destructive py-4 text-sm">Could not load two-factor status.</p>;
  }
  const { twoFactor: on, password } = methods.data;
  // Turning it on or off takes the password; Google and Apple have their own second step.
  if (!password && !on) {
    return (
      <SettingRow
        title="Two-factor authentication"
        description={`Needs a password, which you do not have. Signing in with ${providerNames(methods.data)} uses the two-step verification of that account.`}
      />
    );
  }

  return (
    <SettingRow
      title="Two-factor authentication"
      description={
        on
          ? 'On. Signing in with your password also asks for a code from your authenticator app.'
          : 'Off. Turn it on to also ask for a code from an authenticator app when you sign in.'
      }
    >
      {on && (
        <Button
          variant="outline"
          className="min-h-11 sm:min-h-9"
          disabled={!online}
          onClick={() => setDialog('new-codes')}
        >
          <KeySquare aria-hidden="true" className="size-4" />
          New backup codes
        </Button>
      )}
      <Button
        variant="outline"
        className="min-h-11 sm:min-h-9"
        aria-label={on ? 'Turn off two-factor authentication' : 'Turn on two-factor authentication'}
        disabled={!online}
        onClick={() => setDialog(on ? 'turn-off' : 'turn-on')}
      >
        <ShieldCheck aria-hidden="true" className="size-4" />
        {on ? 'Turn off' : 'Turn on'}
      </Button>
      <Dialog open={dialog !== null} onOpenChange={(open) => !open && close()}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{dialog ? TITLES[dialog] : ''}</DialogTitle>
            <DialogDescription>{dialog ? DESCRIPTIONS[dialog] : ''}</DialogDescription>
          </DialogHeader>
          {dialog === 'turn-on' && (
            <TwoFactorSetupFlow onTurnedOn={() => void changed()} onDone={close} />
          )}
          {dialog === 'new-codes' &&
            (freshCodes ? (
              <BackupCodesStep
                codes={freshCodes}
                intro="Your old backup codes no longer work."
                onDone={close}
              />
            ) : (
              <TwoFactorPasswordForm
                submitLabel="Make new codes"
                onPassword={async (password) => {
                  const result = await newBackupCodes(password);
                  if (!result.ok) return result.message;
                  setFreshCodes(result.value);
                  return null;
                }}
              />
            ))}
          {dialog === 'turn-off' && (
            <TwoFactorPasswordForm
              submitLabel="Turn off"
              destructive
              onPassword={async (password) => {
                const result = await turnOffTwoFactor(password);
                if (!result.ok) return result.message;
                await changed();
                close();
                notify.success('Two-factor authentication is off');
                return null;
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </SettingRow>
  );
}
