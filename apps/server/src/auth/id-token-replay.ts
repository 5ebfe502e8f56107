import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { usedIdTokens } from '../db/schema';

/** What the provider endpoints ask before an identity token signs in (provider-endpoints.ts). */
export type SpendIdToken = (token: string, expiresAt: Date) => Promise<boolean>;

/**
 * Spends an identity token handed in by a native app: true the first time, false for every later
 * try while it is valid (issue 28, item 19: a replayed Apple token with its nonce signed in again).
 * One insert decides, so two replays at once cannot both get through. Expired entries go on the way.
 */
export function idTokenSpender(db: Database): SpendIdToken {
  return async (token, expiresAt) => {
    const tokenHash = createHash('sha256').update(token).digest('hex');
    await db.delete(usedIdTokens).where(lt(usedIdTokens.expiresAt, sql`now()`));
    const spent = await db
      .insert(usedIdTokens)
      .values({ tokenHash, expiresAt })
      .onConflictDoNothing()
      .returning({ tokenHash: usedIdTokens.tokenHash });
    return spent.length === 1;
  };
}
