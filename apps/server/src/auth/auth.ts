import { betterAuth } from 'better-auth';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { totpReplayGuard } from './totp-replay';
import { PASSWORD_MIN_LENGTH } from '@assignd/schemas';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { accounts, sessions, twoFactors, users, verifications } from '../db/schema';
import { SESSION_COOKIE_PREFIX } from '../lib/session-cookie';
import type { Mailer } from '../mail/mailer';
import { sessionRepository } from './session-repository';
import { cappedAccountMailer } from './mail-cap';
import { nativeGoogleSignIn } from './native-google';
import { idTokenSpender } from './id-token-replay';
import { providerEndpoints } from './provider-endpoints';
import { type SessionReplacedPart, sessionHooks } from './session-hooks';
import { resetPasswordMail, verifyEmailMail } from './mail-templates';

/** Header our Fastify bridge sets to the client address Fastify resolved (TRUST_PROXY aware). */
export const CLIENT_IP_HEADER = 'x-assignd-client-ip';

/** What a new account needs set up beside it: the profile module's names and preferences. */
interface NewUserSetUp {
  setUpNewUser(
    userId: string,
    input: { firstName?: unknown; lastName?: unknown; name?: unknown },
  ): Promise<void>;
}

export function createAuth(deps: {
  config: Config;
  db: Database;
  mailer: Mailer;
  profiles: NewUserSetUp;
  /** What modules move from a replaced session to its successor (auth/session-hooks.ts). */
  sessionReplacedParts: readonly SessionReplacedPart[];
  logger: FastifyBaseLogger;
}) {
  const { config, db, mailer, profiles, logger } = deps;
  const deliver = cappedAccountMailer(mailer, {
    warn: (message) => logger.warn(`[auth] ${message}`),
    error: (err, message) => logger.error({ err }, `[auth] ${message}`),
  });
  const sessionRows = sessionRepository(db);
  const socialProviders = {
    ...(config.google ? { google: { ...config.google, prompt: 'select_account' as const } } : {}),
    ...(config.apple
      ? {
          apple: {
            ...config.apple,
            // Web sign-in gets tokens for the Services ID, the native app for its bundle ID.
            audience: [
              config.apple.clientId,
              ...(config.appleBundleId ? [config.appleBundleId] : []),
            ],
          },
        }
      : {}),
  };
  return betterAuth({
    appName: 'Assignd',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
      // A sign-up that fails half-way (say the password row cannot be written) leaves no account.
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      requireEmailVerification: mailer.delivers,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: ({ user, url }) => {
        deliver('reset-password', resetPasswordMail(user.email, url));
        return Promise.resolve();
      },
    },
    emailVerification: {
      sendOnSignUp: mailer.delivers,
      autoSignInAfterVerification: true,
      sendVerificationEmail: ({ user, url }) => {
        deliver('verify-email', verifyEmailMail(user.email, url));
        return Promise.resolve();
      },
    },
    socialProviders,
    account: {
      accountLinking: {
        enabled: true,
        // No provider is trusted on its name alone: Google or Apple must say they verified the
        // address, and the password account must have confirmed it too, or a stranger who signed
        // up first with someone's address (or an unverified Google account) would share theirs.
        trustedProviders: [],
        requireLocalEmailVerified: true,
        allowDifferentEmails: false,
      },
    },
    plugins: [
      providerEndpoints({
        google: config.googleEndpoints,
        apple: config.appleEndpoints,
        spendIdToken: idTokenSpender(db),
      }),
      // Optional TOTP with backup codes, asked for after the password on e-mail sign-in.
      twoFactor({ issuer: 'Assignd' }),
      totpReplayGuard(db),
      nativeGoogleSignIn(),
    ],
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Our own per-address limiter runs in front (see routes/auth.ts).
    rateLimit: { enabled: false },
    // The configured list only (a function of the request would let its Host header widen it);
    // routes refuse foreign writes before they get here (lib/same-origin.ts).
    trustedOrigins: config.trustedOrigins,
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        const line =
          args.length > 0 ? `${message} ${args.map((arg) => String(arg)).join(' ')}` : message;
        logger[level](`[auth] ${line}`);
      },
    },
    databaseHooks: {
      session: sessionHooks(db, sessionRows, logger, deps.sessionReplacedParts),
      user: {
        create: {
          after: async (user, context) => {
            const body = (context?.body ?? {}) as Record<string, unknown>;
            try {
              await profiles.setUpNewUser(user.id, {
                ...body,
                ...nameFromIdToken(body.idToken),
                name: user.name,
              });
            } catch (error) {
              // This runs once the account is saved: take it back so that the failed sign-up
              // (answered with a 500) can simply be tried again with the same address. Should
              // that fail too, the profile is set up on first use instead (profile-service.ts).
              await db
                .delete(users)
                .where(eq(users.id, user.id))
                .catch(() => undefined);
              throw error;
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The name the native app passes with an Apple identity token (Apple tells it on the first
 * sign-in only, and the token never holds it), for the new profile's first and last name.
 */
function nameFromIdToken(idToken: unknown): { firstName?: unknown; lastName?: unknown } {
  if (idToken === null || typeof idToken !== 'object') return {};
  const { user } = idToken as { user?: { name?: { firstName?: unknown; lastName?: unknown } } };
  return user?.name ? { firstName: user.name.firstName, lastName: user.name.lastName } : {};
}
