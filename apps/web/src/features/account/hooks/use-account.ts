import { useProfile } from '@/features/profile/api/profile';
import { useSignOut } from '@/hooks/use-sign-out';
import { useSession } from '@/lib/session';

/** Who is signed in, as the desktop and tablet Settings show it, and signing out. */
export function useAccount() {
  const session = useSession();
  const { data: profile, isPending } = useProfile();
  const { signOut, signingOut } = useSignOut();
  const email = profile?.email ?? (session.status === 'signed-in' ? session.user.email : '');
  return { profile, isPending, email, signOut, signingOut };
}

export type Account = ReturnType<typeof useAccount>;
