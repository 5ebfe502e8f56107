import { betterAuth } from 'better-auth';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MIN_LENGTH } from '@assignd/schemas';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema';
import { SESSION_COOKIE_PREFIX } from '../lib/session-cookie';
import type { MailMessage, Mailer } from '../mail/mailer';
import { sessionRepository } from '../repositories/session-repository';
import type { ProfileService } from '../modules/profile/profile-service';
import { mailCap } from './mail-cap';
import { resetPasswordMail, verifyEmailMail } from './mail-templates';

/** Header our Fastify bridge sets to the client address Fastify resolved (TRUST_PROXY aware). */
export const CLIENT_IP_HEADER = 'x-assignd-client-ip';

const MAILS_PER_ADDRESS = 3;
const MAIL_WINDOW_MINUTES = 15;

export function createAuth(deps: {
  config: Config;
  db: Database;
  mailer: Mailer;
  profiles: ProfileService;
  logger: FastifyBaseLogger;
}) {
  const { config, db, mailer, profiles, logger } = deps;
  const cap = mailCap({ max: MAILS_PER_ADDRESS, windowMs: MAIL_WINDOW_MINUTES * 60_000 });
  // Not awaited: the answer must not take longer when the address has an account (and so gets
  // mail), and a slow or failing mail server must not fail a sign-up that is already saved.
  const deliver = (kind: string, message: MailMessage) => {
    if (!cap.take(kind, message.to)) {
      logger.warn(
        `[auth] ${kind} mail to ${message.to} not sent: ${MAILS_PER_ADDRESS} sent in ${MAIL_WINDOW_MINUTES} minutes`,
      );
      return;
    }
    mailer.send(message).catch((error: unknown) => {
      logger.error({ err: error }, `[auth] ${kind} mail to ${message.to} could not be sent`);
    });
  };
  const sessionRows = sessionRepository(db);
  const socialProviders = {
    ...(config.google ? { google: { ...config.google, prompt: 'select_account' as const } } : {}),
    ...(config.apple ? { apple: { ...config.apple } } : {}),
  };
  return betterAuth({
    appName: 'Assignd',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
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
      session: {
        delete: {
          // Sign-out, revocation and a password reset come through here (a deleted account's
          // sessions go by cascade and are announced by services/account-deletion.ts); every
          // server process then closes the session's sockets (realtime/realtime.ts).
          after: async (session) => {
            try {
              await sessionRows.publishEnded(session.id);
            } catch (error) {
              // The sign-out itself stands; the sockets' periodic session check closes them later.
              logger.warn({ err: error }, 'Realtime: could not announce an ended session');
            }
          },
        },
      },
      user: {
        create: {
          after: async (user, context) => {
            const body = (context?.body ?? {}) as Record<string, unknown>;
            try {
              await profiles.setUpNewUser(user.id, { ...body, name: user.name });
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
