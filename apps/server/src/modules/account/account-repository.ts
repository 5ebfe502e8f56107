import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, users } from '../../db/schema';

/** The ways a student signs in: Better Auth's account rows (a password, Google, Apple). */
export function accountRepository(db: Database) {
  return {
    /** The provider of each of the student's accounts, and whether it holds a password. */
    async signInMethodsOf(userId: string) {
      return db
        .select({
          providerId: accounts.providerId,
          hasPassword: sql<boolean>`${accounts.password} is not null`,
        })
        .from(accounts)
        .where(eq(accounts.userId, userId));
    },

    /** Whether signing in with the password also asks for a code (Better Auth's twoFactor plugin). */
    async twoFactorOn(userId: string): Promise<boolean> {
      const [user] = await db
        .select({ on: users.twoFactorEnabled })
        .from(users)
        .where(eq(users.id, userId));
      return user?.on === true;
    },

    /** The hash of the student's password; undefined for an account without one. */
    async passwordHashOf(userId: string): Promise<string | undefined> {
      const [credential] = await db
        .select({ password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
      return credential?.password ?? undefined;
    },
  };
}

export type AccountRepository = ReturnType<typeof accountRepository>;
