import path from 'node:path';
import { z } from 'zod';
import { aiConfig, aiEnv, type AiConfig } from './config/ai';
import { billingConfig, billingEnv, type BillingConfig } from './config/billing';
import {
  booleanText,
  ConfigError,
  originList,
  port,
  postgresUrl,
  trustProxy,
} from './config/env-values';
import { pushConfig, pushEnv, type PushConfig } from './config/push';
import { persistentSecret } from './config/secrets';
import { signInConfig, signInEnv, type SignInConfig } from './config/sign-in';

// Each section (sign-in, billing, AI, push) declares its settings and reads them in its own file
// under config/; this one joins them with the server's own and keeps the names importers use.
export { ConfigError } from './config/env-values';
export { persistentSecret } from './config/secrets';
export type { AiModelConfig } from './config/ai';
export type { StripeConfig } from './config/billing';
export type { VapidConfig } from './config/push';
export type { AppleEndpoints, GoogleEndpoints } from './config/sign-in';

/** Every setting, in the order a wrong one is reported when several are. */
const envSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  PUBLIC_URL: z
    .string()
    .url('expected the URL people open, such as https://planner.example.org')
    .optional(),
  TRUSTED_ORIGINS: originList.default([]),
  AUTH_SECRET: z.string().min(32, 'expected at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .url('expected a URL such as smtps://user:password@mail.example.org:465')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Assignd <no-reply@localhost>'),
  TRUST_PROXY: trustProxy.default(false),
  ...signInEnv,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SERVE_WEB: booleanText.default(true),
  ...billingEnv,
  ...aiEnv,
  JOBS_POLL_SECONDS: z.coerce
    .number({ message: 'expected a number of seconds' })
    .min(0.5, 'expected at least 0.5')
    .max(60, 'expected at most 60')
    .default(2),
  ...pushEnv,
});

export interface Config extends SignInConfig, BillingConfig, AiConfig, PushConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** Origins whose pages may write and open sockets: PUBLIC_URL's, then TRUSTED_ORIGINS. */
  trustedOrigins: string[];
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  trustProxy: false | number | string[];
  logLevel: string;
  serveWeb: boolean;
  /** How often each job queue looks for due jobs when idle, in seconds. */
  jobsPollSeconds: number;
}

/** Reads and checks every setting once. A wrong value throws ConfigError naming the setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const relevant: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== '') relevant[key] = value;
  }
  const parsed = envSchema.safeParse(relevant);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid setting ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const value = parsed.data;
  const dataDir = path.resolve(value.DATA_DIR);
  const publicUrl = (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, '');
  // Without PUBLIC_URL the server is most likely opened on this machine, by either loopback name.
  const defaults = value.PUBLIC_URL ? [] : [`http://127.0.0.1:${value.PORT}`];
  const trustedOrigins = [
    ...new Set([new URL(publicUrl).origin, ...defaults, ...value.TRUSTED_ORIGINS]),
  ];
  // A wrong billing or AI setting stops the start before the auth secret is written to the data
  // folder.
  const billing = billingConfig(value);
  const ai = aiConfig(value);
  const authSecret = value.AUTH_SECRET ?? persistentSecret(dataDir, 'auth-secret');
  const signIn = signInConfig(value);
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir,
    databaseUrl: value.DATABASE_URL,
    publicUrl,
    trustedOrigins,
    authSecret,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    trustProxy: value.TRUST_PROXY,
    ...signIn,
    logLevel: value.LOG_LEVEL,
    serveWeb: value.SERVE_WEB,
    ...billing,
    ...ai,
    jobsPollSeconds: value.JOBS_POLL_SECONDS,
    ...pushConfig(value, { dataDir, publicUrl, mailFrom: value.MAIL_FROM }),
  };
}
