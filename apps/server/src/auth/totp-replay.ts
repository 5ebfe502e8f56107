import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { twoFactors } from '../db/schema';

/*
 * An authenticator code is accepted once (RFC 6238, section 5.2): Better Auth's two-factor plugin
 * checks a code against the steps around now, but accepted the same code again for as long as it
 * was current, so one code seen over a shoulder or replayed from a log signed in a second device
 * (issue 28, item 17). Before the plugin checks a code, this finds the time step it belongs to and
 * claims it for the account, atomically: a code of that step or an earlier one is then refused as
 * a wrong code, also when two sign-ins send it at the same moment.
 */

const PATH = '/two-factor/verify-totp';
/** Better Auth's pending-sign-in cookie, between the password and the code. */
const TWO_FACTOR_COOKIE = 'two_factor';
/** As the plugin checks codes: 30-second steps, one step either side of now, 6 digits. */
const PERIOD_MS = 30_000;
const WINDOW = 1;
const DIGITS = 6;
const MAX_CODE_LENGTH = 16;

/** RFC 4226's HOTP of one counter, as the plugin makes it (the secret's bytes are the key). */
function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', Buffer.from(secret, 'utf8')).update(message).digest();
  const offset = hmac[hmac.length - 1]! & 15;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS;
  return code.toString().padStart(DIGITS, '0');
}

/** The time step `code` is the code of, within the window around now; undefined for none. */
function stepOf(secret: string, code: string, now: number): number | undefined {
  const current = Math.floor(now / PERIOD_MS);
  const given = Buffer.from(code);
  for (let step = current + WINDOW; step >= current - WINDOW; step -= 1) {
    const expected = Buffer.from(hotp(secret, step));
    if (given.length === expected.length && timingSafeEqual(given, expected)) return step;
  }
  return undefined;
}

export function totpReplayGuard(db: Database): BetterAuthPlugin {
  return {
    id: 'assignd-totp-replay',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const body: unknown = ctx.body;
            const code = body && typeof body === 'object' && 'code' in body ? body.code : undefined;
            // The plugin answers anything else (our body check has bounded it already).
            if (typeof code !== 'string' || code.length > MAX_CODE_LENGTH) return;
            const session = await getSessionFromCtx(ctx);
            let userId = session?.user.id;
            if (!userId) {
              const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
              const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
              if (!pending) return;
              const verification = await ctx.context.internalAdapter.findVerificationValue(pending);
              userId = verification?.value;
            }
            if (!userId) return;
            const [row] = await db
              .select({ secret: twoFactors.secret })
              .from(twoFactors)
              .where(eq(twoFactors.userId, userId));
            if (!row) return;
            const secret = await symmetricDecrypt({
              key: ctx.context.secretConfig,
              data: row.secret,
            });
            const step = stepOf(secret, code, Date.now());
            // A wrong code: the plugin refuses it and counts the failure.
            if (step === undefined) return;
            const claimed = await db
              .update(twoFactors)
              .set({ lastTotpStep: step })
              .where(
                and(
                  eq(twoFactors.userId, userId),
                  or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step)),
                ),
              )
              .returning({ id: twoFactors.id });
            if (claimed.length === 0)
              throw new APIError('UNAUTHORIZED', { message: 'Invalid code', code: 'INVALID_CODE' });
          }),
        },
      ],
    },
  };
}
