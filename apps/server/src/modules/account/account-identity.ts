import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http';
import { accountRepository } from './account-repository';

/** How recent a sign-in must be to stand in for the password of an account that has none. */
const FRESH_SIGN_IN_MINUTES = 10;

/**
 * Proves a request comes from the student, not just from their session (which may be stolen):
 * the password, or for an account signed in only with Google or Apple, a recent sign-in.
 * `action` finishes "Please sign in again to ...".
 */
export async function confirmIdentity(
  deps: { auth: Auth; db: Database; clock: () => Date },
  who: { userId: string; sessionCreatedAt: Date },
  password: string | undefined,
  action: string,
): Promise<void> {
  const hash = await accountRepository(deps.db).passwordHashOf(who.userId);
  if (hash) {
    if (password === undefined)
      throw new HttpError(400, 'password: Password is required', 'password');
    const context = await deps.auth.$context;
    const matches = await context.password.verify({ hash, password });
    if (!matches) throw new HttpError(400, 'password: Password is incorrect', 'password');
    return;
  }
  const age = deps.clock().getTime() - who.sessionCreatedAt.getTime();
  if (age > FRESH_SIGN_IN_MINUTES * 60_000) {
    throw new HttpError(
      403,
      `Please sign in again to ${action} (you signed in more than ${FRESH_SIGN_IN_MINUTES} minutes ago).`,
    );
  }
}
