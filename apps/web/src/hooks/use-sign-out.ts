import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { routeMode, signOutDestination } from '@/lib/device-mode';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { stopRealtime } from '@/lib/realtime';
import { markSignedOut } from '@/lib/session';

/**
 * Ends the session on the server, then always forgets the user locally, even when the server
 * call fails, so nobody stays half signed in on a shared computer.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    // Dropped before the server call, so it is gone even when that call fails (spec 4).
    stopRealtime();
    let failed = false;
    try {
      // The auth client is only needed here and on the auth screen, so it loads on demand.
      const { authClient } = await import('@/lib/auth-client');
      const { error } = await authClient.signOut();
      failed = Boolean(error);
    } catch {
      failed = true;
    }
    queryClient.clear();
    markSignedOut();
    setSigningOut(false);
    // Phone and tablet users go back to their own sign-in, whether or not the server agreed.
    void navigate(signOutDestination(routeMode(pathname)), { replace: true });
    if (failed) notify.error('Failed to sign out');
    else notify.success('Signed out successfully');
  }, [navigate, pathname]);

  return { signOut, signingOut };
}
