import { betterAuth } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MIN_LENGTH } from '@assignd/schemas';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { accounts, sessions, users, verifications } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { ProfileService } from '../services/profile-service';
import { resetPasswordMail, verifyEmailMail } from './mail-templates';

/** Header our Fastify bridge sets to the client address Fastify resolved (TRUST_PROXY aware). */
export const CLIENT_IP_HEADER = 'x-assignd-client-ip';

export function createAuth(deps: {
  config: Config;
  db: Database;
  mailer: Mailer;
  profiles: ProfileService;
  logger: FastifyBaseLogger;
}) {
  const { config, db, mailer, profiles, logger } = deps;
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
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      requireEmailVerification: mailer.delivers,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetPasswordMail(user.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: mailer.delivers,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verifyEmailMail(user.email, url));
      },
    },
    socialProviders,
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Our own per-address limiter runs in front (see routes/auth.ts).
    rateLimit: { enabled: false },
    // A self-hoster may reach the server by another name than PUBLIC_URL (a LAN address, say).
    // A request whose Origin is the very host it was sent to is same-origin, so it is trusted too.
    trustedOrigins: (request) => [
      config.publicUrl,
      request ? new URL(request.url).origin : undefined,
    ],
    advanced: {
      cookiePrefix: 'assignd',
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
      user: {
        create: {
          after: async (user, context) => {
            const body = (context?.body ?? {}) as Record<string, unknown>;
            await profiles.setUpNewUser(user.id, { ...body, name: user.name });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
