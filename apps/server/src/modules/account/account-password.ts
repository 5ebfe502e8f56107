import type { ChangePasswordInput } from '@assignd/schemas';
import type { Auth } from '../../auth/auth';
import { HttpError } from '../../lib/http';
import type { SessionRepository } from '../../auth/session-repository';

const WRONG_PASSWORD = 'currentPassword: Current password is incorrect';
const NO_PASSWORD =
  'currentPassword: This account signs in with Google or Apple and has no password to change';

/**
 * Changes the password through Better Auth, then ends every other session: a password someone else
 * learned stops working everywhere they used it. Not Better Auth's revokeOtherSessions: that ends
 * this session too and starts a new one, so this device's open sockets hear "signed out" and the
 * app leaves for the sign-in page.
 */
export async function changePassword(
  deps: { auth: Auth; sessions: SessionRepository },
  current: { userId: string; sessionId: string; headers: Headers },
  input: ChangePasswordInput,
): Promise<void> {
  const response = await deps.auth.api.changePassword({
    headers: current.headers,
    body: { ...input, revokeOtherSessions: false },
    asResponse: true,
  });
  if (response.ok) {
    await deps.sessions.endOthers(current.userId, current.sessionId);
    return;
  }
  const body = (await response.json().catch(() => ({}))) as { code?: unknown };
  if (body.code === 'INVALID_PASSWORD') throw new HttpError(400, WRONG_PASSWORD, 'currentPassword');
  if (body.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND')
    throw new HttpError(400, NO_PASSWORD, 'currentPassword');
  if (response.status === 401) throw new HttpError(401, 'Not signed in');
  throw new Error(`Better Auth refused a password change: ${response.status}`);
}
