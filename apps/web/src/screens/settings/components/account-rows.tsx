import LogOut from 'lucide-react/icons/log-out';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Account } from '@/features/account/hooks/use-account';
import { DisplayNameForm } from '@/features/profile/components/display-name-form';
import { RowSkeleton } from '@/components/settings-section';

/** The display name form once the profile has arrived. */
export function DisplayNameRow({ account }: { account: Account }) {
  const { profile, isPending } = account;
  if (isPending || !profile) {
    return (
      <div className="py-4">
        <RowSkeleton />
      </div>
    );
  }
  // Keyed, so a name saved elsewhere resets the form.
  return (
    <DisplayNameForm key={profile.displayName ?? ''} displayName={profile.displayName ?? ''} />
  );
}

export function SignOutButton({ account }: { account: Account }) {
  const { signOut, signingOut } = account;
  return (
    <Button variant="outline" onClick={() => void signOut()} disabled={signingOut}>
      {signingOut ? <Spinner /> : <LogOut aria-hidden="true" className="size-4" />}
      Sign Out
    </Button>
  );
}
