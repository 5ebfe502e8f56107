import { eq, or } from 'drizzle-orm';
import type { DeleteAccountInput } from '@assignd/schemas';
import type { Auth } from '../../auth/auth';
import { sessions, users, verifications } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import type { SessionRepository } from '../../auth/session-repository';
import type { Database } from '../../db/client';
import type { ClearPart } from '../../platform/server-module';
import type { Store } from '../../platform/store';
import { accountDeletedMail } from './account-mail';
import { emailChangeIdentifier } from './account-email';
import { confirmIdentity } from './account-identity';

interface Deps {
  auth: Auth;
  sessions: SessionRepository;
  mailer: Mailer;
  log: (error: unknown, message: string) => void;
  db: Database;
  store: Store<unknown>;
  clock: () => Date;
  /** Every module's clear-all part, lowest order first (the app gathers them). */
  clearParts: readonly ClearPart[];
  /** What modules end outside this database, bound by the app to the context they need. */
  deletionParts: readonly AccountDeletionStep[];
}

/** A module's account-deletion part, ready to run (platform/server-module.ts says what it is). */
interface AccountDeletionStep {
  required: boolean;
  run(userId: string): Promise<void>;
}

interface Who {
  userId: string;
  email: string;
  sessionCreatedAt: Date;
}

/**
 * Deletes the student and everything they own in one transaction: each module's clear-all part,
 * then the user row, whose every table cascades from it (sessions and sign-in accounts included).
 * Their sockets then close, and a confirmation goes to the address that is now gone.
 */
export async function deleteAccount(deps: Deps, who: Who, input: DeleteAccountInput) {
  const { db, clock } = deps;
  await confirmIdentity({ auth: deps.auth, db, clock }, who, input.password, 'delete your account');
  // Before any row goes: a required part that fails leaves the account whole, to be tried again.
  for (const part of deps.deletionParts) {
    try {
      await part.run(who.userId);
    } catch (error) {
      if (part.required) throw error;
      deps.log(error, 'A deleted account kept something it held outside Assignd');
    }
  }
  const ended = await deps.store.transact(async (_repositories, tx) => {
    for (const part of deps.clearParts) await part.clear(tx, who.userId);
    const rows = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, who.userId));
    await tx
      .delete(verifications)
      .where(
        or(
          eq(verifications.identifier, who.email),
          eq(verifications.identifier, emailChangeIdentifier(who.userId)),
          eq(verifications.value, who.userId),
        ),
      );
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
