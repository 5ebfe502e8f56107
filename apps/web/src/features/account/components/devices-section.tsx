import { formatDistanceToNow } from 'date-fns';
import LogOut from 'lucide-react/icons/log-out';
import MonitorSmartphone from 'lucide-react/icons/monitor-smartphone';
import type { SignedInDevice } from '@assignd/schemas';
import { ConfirmActionDialog } from '@/components/confirm-dialog';
import { NeedsConnection } from '@/components/feedback/needs-connection';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useOnline } from '@/hooks/use-online';
import { useSignedInDevices, useSignOutDevice, useSignOutOtherDevices } from '../api/devices';
import { ChangeEmailRow } from './change-email-dialog';
import { ChangePasswordRow } from './change-password-dialog';
import { DeleteAccountRow } from './delete-account-dialog';
import { RowSkeleton, SettingRow, SettingsSection } from '@/components/settings-section';
import { TwoFactorRow } from './two-factor-row';
import { PendingButton } from '@/components/ui/pending-button';

function lastActive(device: SignedInDevice): string {
  return `Last active ${formatDistanceToNow(new Date(device.lastActiveAt), { addSuffix: true })}`;
}

function DeviceRow({ device }: { device: SignedInDevice }) {
  const signOut = useSignOutDevice();
  const online = useOnline();
  return (
    <li>
      <SettingRow
        title={
          <>
            {device.device}
            {device.current && (
              <span className="bg-accent text-accent-foreground ml-2 rounded-full px-2 py-0.5 text-xs">
                This device
              </span>
            )}
          </>
        }
        description={lastActive(device)}
      >
        {!device.current && (
          <PendingButton
            pending={signOut.isPending}
            disabled={signOut.isPending || !online}
            icon={LogOut}
            variant="outline"
            className="min-h-11 sm:min-h-9"
            aria-label={`Sign out ${device.device}`}
            onClick={() => signOut.mutate(device.id)}
          >
            Sign out
          </PendingButton>
        )}
      </SettingRow>
    </li>
  );
}

/** The e-mail and password, and where the student is signed in with sign-out of any one device or the others. */
export function DevicesSection() {
  const devices = useSignedInDevices();
  const signOutOthers = useSignOutOtherDevices();
  const online = useOnline();
  const list = devices.data?.devices ?? [];
  const others = list.filter((device) => !device.current).length;

  return (
    <SettingsSection
      icon={MonitorSmartphone}
      title="Sign-in and account"
      description="Your e-mail and password, two-factor authentication, where your account is signed in, and deleting it. Sign out any device you do not recognise."
    >
      {/* Each row's button is disabled offline; this says why, once for the card. */}
      <NeedsConnection className="py-4">
        You&apos;re offline. Account changes need a connection.
      </NeedsConnection>
      <ChangeEmailRow />
      <ChangePasswordRow />
      <TwoFactorRow />
      {devices.isPending ? (
        <RowSkeleton className="my-4 h-10 rounded-lg" />
      ) : devices.isError ? (
        <p className="text-destructive py-4 text-sm">Could not load your devices.</p>
      ) : (
        <ul aria-label="Signed-in devices" className="divide-y">
          {list.map((device) => (
            <DeviceRow key={device.id} device={device} />
          ))}
        </ul>
      )}
      {others > 0 && (
        <div className="py-4">
          <ConfirmActionDialog
            trigger={
              <Button
                variant="outline"
                className="min-h-11 sm:min-h-9"
                disabled={signOutOthers.isPending || !online}
              >
                {signOutOthers.isPending ? (
                  <Spinner />
                ) : (
                  <LogOut aria-hidden="true" className="size-4" />
                )}
                Sign out all other devices
              </Button>
            }
            title="Sign out all other devices?"
            description="Every device but this one is signed out at once and has to sign in again."
            confirmLabel="Sign out others"
            onConfirm={() => signOutOthers.mutate()}
          />
        </div>
      )}
      <DeleteAccountRow />
    </SettingsSection>
  );
}
