import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { routeMode, signOutDestination } from '@/lib/device-mode';
import { notify } from '@/lib/notify';
import { queryClient } from '@/lib/query-client';
import { stopRealtime } from '@/lib/realtime';
import { pendingCount } from '@/lib/outbox/pending';
import { endSession } from '@/lib/pending-sign-out';
import { currentSession, markSignedOut } from '@/lib/session';

const SIGNED_OUT_OFFLINE =
  'You are signed out on this device. Your session ends on the server once this device is back online.';

/** The longest sign-out waits for this browser's push subscription to end. */
const PUSH_WAIT_MS = 3000;

/** Ends this browser's push subscription, or gives up waiting after PUSH_WAIT_MS. */
async function endPushWithin(ms: number): Promise<void> {
  const ended = import('@/lib/push-subscription')
    .then(({ endPushSubscription }) => endPushSubscription())
    .catch(() => undefined);
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, ms))]);
}

/**
 * Ends the session on the server, then always forgets the user locally. When the server cannot be
 * reached this browser is signed out all the same and the server ends the session once it can
 * (lib/pending-sign-out.ts), so nobody stays signed in on a shared computer.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [signingOut, setSigningOut] = useState(false);
  // How many changes wait to be sent, while the student is asked whether to sign out anyway.
  const [asking, setAsking] = useState<number | null>(null);

  const signOut = useCallback(
    async (confirmed = false) => {
      // Changes made offline stay on this device for this student, never sent as someone else.
      const waiting = pendingCount();
      if (!confirmed && waiting > 0) {
        setAsking(waiting);
        return;
      }
      setAsking(null);
      setSigningOut(true);
      // Dropped before the server call, so it is gone even when that call fails (spec 4).
      stopRealtime();
      // While the session still says whose it is: this browser stops getting the student's
      // reminders (a shared computer), whether or not the sign-out itself then succeeds.
      await endPushWithin(PUSH_WAIT_MS);
      const session = currentSession();
      const ended = await endSession(session.status === 'signed-in' ? session.user.id : undefined);
      queryClient.clear();
      markSignedOut();
      setSigningOut(false);
      // Phone and tablet users go back to their own sign-in, whether or not the server agreed.
      void navigate(signOutDestination(routeMode(pathname)), { replace: true });
      notify.success(
        'Signed out successfully',
        ended === 'pending' ? { description: SIGNED_OUT_OFFLINE } : undefined,
      );
    },
    [navigate, pathname],
  );

  const onClose = useCallback(() => setAsking(null), []);
  const question: SignOutQuestion = {
    count: asking,
    onConfirm: () => void signOut(true),
    onClose,
  };
  return { signOut: () => signOut(), signingOut, question };
}

/** Sign Out's question when changes wait to be sent (app/layouts/sign-out-confirm.tsx). */
export interface SignOutQuestion {
  count: number | null;
  onConfirm: () => void;
  onClose: () => void;
}
