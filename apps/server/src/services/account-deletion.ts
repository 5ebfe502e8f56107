import { and, eq, or } from 'drizzle-orm';
import type { DeleteAccountInput } from '@assignd/schemas';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema';
import { HttpError } from '../lib/http';
import type { Mailer } from '../mail/mailer';
import type { PlannerStore } from '../repositories/planner-repositories';
import type { SessionRepository } from '../repositories/session-repository';
import { CLEAR_PARTS } from '../modules/registry';
import { accountDeletedMail } from './account-mail';

/** How recent a sign-in must be to delete an account that has no password to confirm with. */
const FRESH_SIGN_IN_MINUTES = 10;

interface Deps {
  auth: Auth;
  db: Database;
  store: PlannerStore;
  sessions: SessionRepository;
  mailer: Mailer;
  clock: () => Date;
  log: (error: unknown, message: string) => void;
}

interface Who {
  userId: string;
  email: string;
  sessionCreatedAt: Date;
}

async function confirmIdentity(deps: Deps, who: Who, input: DeleteAccountInput): Promise<void> {
  const [credential] = await deps.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, who.userId), eq(accounts.providerId, 'credential')));
  if (credential?.password) {
    if (input.password === undefined)
      throw new HttpError(400, 'password: Password is required', 'password');
    const context = await deps.auth.$context;
    const matches = await context.password.verify({
      hash: credential.password,
      password: input.password,
    });
    if (!matches) throw new HttpError(400, 'password: Password is incorrect', 'password');
    return;
  }
  // Google or Apple only: a recent sign-in stands in for the password.
  const age = deps.clock().getTime() - who.sessionCreatedAt.getTime();
  if (age > FRESH_SIGN_IN_MINUTES * 60_000) {
    throw new HttpError(
      403,
      `Please sign in again to delete your account (you signed in more than ${FRESH_SIGN_IN_MINUTES} minutes ago).`,
    );
  }
}

/**
 * Deletes the student and everything they own in one transaction: each module's clear-all part,
 * then the user row, whose every table cascades from it (sessions and sign-in accounts included).
 * Their sockets then close, and a confirmation goes to the address that is now gone.
 */
export async function deleteAccount(deps: Deps, who: Who, input: DeleteAccountInput) {
  await confirmIdentity(deps, who, input);
  const ended = await deps.store.transact(async (_repositories, tx) => {
    for (const part of CLEAR_PARTS) await part.clear(tx, who.userId);
    const rows = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, who.userId));
    await tx
      .delete(verifications)
      .where(or(eq(verifications.identifier, who.email), eq(verifications.value, who.userId)));
    await tx.delete(users).where(eq(users.id, who.userId));
    return rows.map((row) => row.id);
  });
  // Deleted by the cascade, not through Better Auth: its hook that closes sockets did not run.
  await Promise.all(ended.map((id) => deps.sessions.publishEnded(id))).catch((error: unknown) =>
    deps.log(error, 'Realtime: could not announce the ended sessions of a deleted account'),
  );
  deps.mailer
    .send(accountDeletedMail(who.email))
    .catch((error: unknown) => deps.log(error, 'Account deleted mail could not be sent'));
}
