import { useNavigate } from 'react-router';
import { notify } from '@/lib/notify';
import { forgetPendingSignOut } from '@/lib/pending-sign-out';
import { refreshSession } from '@/lib/session';
import { AUTH_MESSAGES } from '../utils/auth-messages';

/**
 * After a sign-in or sign-up the server accepted: load the new session, then continue to the
 * dashboard (with `welcome` as a toast when given).
 */
export function useEnterApp(dashboardPath: string) {
  const navigate = useNavigate();
  return async (welcome?: string) => {
    // A new sign-in replaced any session whose sign-out was still waiting for the server.
    forgetPendingSignOut();
    const session = await refreshSession();
    if (session.status !== 'signed-in') {
      notify.error(AUTH_MESSAGES.unexpected);
      return;
    }
    if (welcome) notify.success(welcome);
    void navigate(dashboardPath, { replace: true });
  };
}
