import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BILLING_PROVIDERS, DEFAULT_BILLING_PROVIDER, type BillingProvider } from '@assignd/core';
import { z } from 'zod';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const port = z.coerce
  .number({ message: 'expected a whole number between 1 and 65535' })
  .int('expected a whole number between 1 and 65535')
  .min(1, 'expected a whole number between 1 and 65535')
  .max(65535, 'expected a whole number between 1 and 65535');

const postgresUrl = z
  .string()
  .url('expected a URL such as postgres://user:password@host:5432/assignd')
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'expected a postgres:// URL');

/**
 * TRUST_PROXY says which peers may set X-Forwarded-For. Trusting every peer would let any client
 * forge its address and dodge rate limits, so only explicit hop counts or addresses are accepted.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value.split(',').map((part) => part.trim());
    if (addresses.every((part) => /^[0-9a-fA-F.:/]+$/.test(part) || part === 'loopback')) {
      return addresses;
    }
    ctx.addIssue({
      code: 'custom',
      message:
        'expected false, a number of proxy hops, or a comma-separated list of proxy addresses',
    });
    return z.NEVER;
  });

/**
 * TRUSTED_ORIGINS lists further addresses the app is opened at (a LAN name, say). Only whole
 * origins are accepted: a path or a wildcard would make "same site" mean something looser.
 */
const originList = z
  .string()
  .trim()
  .transform((value, ctx): string[] => {
    const origins: string[] = [];
    for (const part of value.split(',')) {
      const text = part.trim();
      if (text === '') continue;
      let url: URL | undefined;
      try {
        url = /^https?:\/\/[^/?#@*\s]+\/?$/i.test(text) ? new URL(text) : undefined;
      } catch {
        url = undefined;
      }
      if (!url) {
        ctx.addIssue({
          code: 'custom',
          message: `expected comma-separated origins such as https://planner.example.org, got ${JSON.stringify(text.slice(0, 100))}`,
        });
        return z.NEVER;
      }
      origins.push(url.origin);
    }
    return origins;
  });

/** Google's OAuth and Calendar addresses: tests point them at a fake on 127.0.0.1. */
const httpUrl = z
  .string()
  .regex(/^https?:\/\/[^\s]+$/i, 'expected an http(s) URL')
  .url('expected an http(s) URL')
  .transform((value) => value.replace(/\/$/, ''));

const AI_BASE_URL_EXPECTED =
  'expected the http(s) URL of an OpenAI-compatible API, such as http://127.0.0.1:11434/v1';

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
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_OAUTH_AUTHORIZE_URL: httpUrl.default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_OAUTH_TOKEN_URL: httpUrl.default('https://oauth2.googleapis.com/token'),
  GOOGLE_OAUTH_REVOKE_URL: httpUrl.default('https://oauth2.googleapis.com/revoke'),
  GOOGLE_CALENDAR_API_URL: httpUrl.default('https://www.googleapis.com/calendar/v3'),
  GOOGLE_OAUTH_CERTS_URL: httpUrl.default('https://www.googleapis.com/oauth2/v3/certs'),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_APP_BUNDLE_ID: z.string().min(1).optional(),
  APPLE_AUTHORIZE_URL: httpUrl.default('https://appleid.apple.com/auth/authorize'),
  APPLE_TOKEN_URL: httpUrl.default('https://appleid.apple.com/auth/token'),
  APPLE_KEYS_URL: httpUrl.default('https://appleid.apple.com/auth/keys'),
  AUTH_RATE_LIMIT: z.coerce
    .number({ message: 'expected a whole number of requests' })
    .int('expected a whole number of requests')
    .min(1, 'expected at least 1')
    .default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SERVE_WEB: booleanText.default(true),
  BILLING_PROVIDER: z
    .enum(BILLING_PROVIDERS, { message: `expected one of ${BILLING_PROVIDERS.join(', ')}` })
    .default(DEFAULT_BILLING_PROVIDER),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_YEARLY: z.string().min(1).optional(),
  STRIPE_PRICE_LIFETIME: z.string().min(1).optional(),
  STRIPE_API_URL: z.string().url('expected a URL such as https://api.stripe.com').optional(),
  AI_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/i, AI_BASE_URL_EXPECTED)
    .url(AI_BASE_URL_EXPECTED)
    .optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(200).optional(),
  AI_TIMEOUT_MS: z.coerce
    .number({ message: 'expected a whole number of milliseconds' })
    .int('expected a whole number of milliseconds')
    .min(1, 'expected at least 1')
    .max(600_000, 'expected at most 600000 (ten minutes)')
    .default(30_000),
  AI_RATE_LIMIT: z.coerce
    .number({ message: 'expected a whole number of requests' })
    .int('expected a whole number of requests')
    .min(1, 'expected at least 1')
    .default(20),
  PUSH_SERVICE_HOSTS: z
    .string()
    .regex(/^[A-Za-z0-9.-]+(,[A-Za-z0-9.-]+)*$/, 'expected host names separated by commas')
    .optional(),
  JOBS_POLL_SECONDS: z.coerce
    .number({ message: 'expected a number of seconds' })
    .min(0.5, 'expected at least 0.5')
    .max(60, 'expected at most 60')
    .default(2),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'expected an uncompressed P-256 public key in base64url')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'expected a P-256 private key in base64url')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(
      /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/,
      'expected a mailto: address or an https:// URL',
    )
    .optional(),
});

/** What BILLING_PROVIDER=stripe needs; every one is required then. */
const STRIPE_SETTINGS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_MONTHLY',
  'STRIPE_PRICE_YEARLY',
  'STRIPE_PRICE_LIFETIME',
] as const;

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: { monthly: string; yearly: string; lifetime: string };
  /** Where the SDK sends its calls; tests point it at a fake Stripe on 127.0.0.1. */
  apiUrl: string | undefined;
}

/** An OpenAI-compatible chat completions server (a vendor, Ollama, llama.cpp, vLLM). */
export interface AiModelConfig {
  baseUrl: string;
  /** Local servers such as Ollama need none. */
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/** The server's identity towards push services (RFC 8292). */
export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  /** A contact push services may use: a mailto: address or an https:// URL. */
  subject: string;
}

/** Where Google Calendar sync talks to Google; Google's own addresses unless overridden. */
export interface GoogleEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  calendarApiUrl: string;
  /** Google's published keys that sign its ID tokens. */
  certsUrl: string;
}

export interface AppleEndpoints {
  authorizeUrl: string;
  tokenUrl: string;
  /** Apple's published keys that sign its identity tokens. */
  keysUrl: string;
}

export interface Config {
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
  google: { clientId: string; clientSecret: string } | undefined;
  googleEndpoints: GoogleEndpoints;
  /** The Services ID and its client secret (a JWT signed with the team's key) for web sign-in. */
  apple: { clientId: string; clientSecret: string } | undefined;
  /** The iOS app's bundle ID: identity tokens from the native app are issued to it. */
  appleBundleId: string | undefined;
  appleEndpoints: AppleEndpoints;
  authRateLimit: number;
  logLevel: string;
  serveWeb: boolean;
  billing: BillingProvider;
  /** Set exactly when billing is `stripe`. */
  stripe: StripeConfig | undefined;
  /** Set when AI_BASE_URL and AI_MODEL are; otherwise the built-in engines answer. */
  ai: AiModelConfig | undefined;
  /** AI calls (POST /api/ai/*) one student may make a minute. */
  aiRateLimit: number;
  /** How often each job queue looks for due jobs when idle, in seconds. */
  jobsPollSeconds: number;
  vapid: VapidConfig;
  /**
   * The push services a browser's subscription may point at (each host and its subdomains). Any
   * other endpoint is refused, so a student cannot make the server post into its own network.
   */
  pushServiceHosts: readonly string[];
}

export class ConfigError extends Error {}

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
  const pair = (id: string | undefined, secret: string | undefined, name: string) => {
    if (!id && !secret) return undefined;
    if (!id || !secret) {
      throw new ConfigError(
        `Invalid setting ${name}: set both ${name}_CLIENT_ID and ${name}_CLIENT_SECRET`,
      );
    }
    return { clientId: id, clientSecret: secret };
  };
  const dataDir = path.resolve(value.DATA_DIR);
  const publicUrl = (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, '');
  // Without PUBLIC_URL the server is most likely opened on this machine, by either loopback name.
  const defaults = value.PUBLIC_URL ? [] : [`http://127.0.0.1:${value.PORT}`];
  const trustedOrigins = [
    ...new Set([new URL(publicUrl).origin, ...defaults, ...value.TRUSTED_ORIGINS]),
  ];
  let stripe: StripeConfig | undefined;
  if (value.BILLING_PROVIDER === 'stripe') {
    const missing = STRIPE_SETTINGS.find((name) => !value[name]);
    if (missing) {
      throw new ConfigError(`Invalid setting ${missing}: required when BILLING_PROVIDER is stripe`);
    }
    stripe = {
      secretKey: value.STRIPE_SECRET_KEY ?? '',
      webhookSecret: value.STRIPE_WEBHOOK_SECRET ?? '',
      prices: {
        monthly: value.STRIPE_PRICE_MONTHLY ?? '',
        yearly: value.STRIPE_PRICE_YEARLY ?? '',
        lifetime: value.STRIPE_PRICE_LIFETIME ?? '',
      },
      apiUrl: value.STRIPE_API_URL,
    };
  }
  if (Boolean(value.AI_BASE_URL) !== Boolean(value.AI_MODEL)) {
    const missing = value.AI_BASE_URL ? 'AI_MODEL' : 'AI_BASE_URL';
    throw new ConfigError(
      `Invalid setting ${missing}: set both AI_BASE_URL and AI_MODEL to use a model`,
    );
  }
  const ai =
    value.AI_BASE_URL && value.AI_MODEL
      ? {
          baseUrl: value.AI_BASE_URL,
          apiKey: value.AI_API_KEY,
          model: value.AI_MODEL,
          timeoutMs: value.AI_TIMEOUT_MS,
        }
      : undefined;
  return {
    port: value.PORT,
    host: value.HOST,
    dataDir,
    databaseUrl: value.DATABASE_URL,
    publicUrl,
    trustedOrigins,
    authSecret: value.AUTH_SECRET ?? persistentSecret(dataDir, 'auth-secret'),
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    trustProxy: value.TRUST_PROXY,
    google: pair(value.GOOGLE_CLIENT_ID, value.GOOGLE_CLIENT_SECRET, 'GOOGLE'),
    googleEndpoints: {
      authorizeUrl: value.GOOGLE_OAUTH_AUTHORIZE_URL,
      tokenUrl: value.GOOGLE_OAUTH_TOKEN_URL,
      revokeUrl: value.GOOGLE_OAUTH_REVOKE_URL,
      calendarApiUrl: value.GOOGLE_CALENDAR_API_URL,
      certsUrl: value.GOOGLE_OAUTH_CERTS_URL,
    },
    apple: pair(value.APPLE_CLIENT_ID, value.APPLE_CLIENT_SECRET, 'APPLE'),
    appleBundleId: value.APPLE_APP_BUNDLE_ID,
    appleEndpoints: {
      authorizeUrl: value.APPLE_AUTHORIZE_URL,
      tokenUrl: value.APPLE_TOKEN_URL,
      keysUrl: value.APPLE_KEYS_URL,
    },
    authRateLimit: value.AUTH_RATE_LIMIT,
    logLevel: value.LOG_LEVEL,
    serveWeb: value.SERVE_WEB,
    billing: value.BILLING_PROVIDER,
    stripe,
    ai,
    aiRateLimit: value.AI_RATE_LIMIT,
    jobsPollSeconds: value.JOBS_POLL_SECONDS,
    vapid: vapidConfig(value, dataDir, publicUrl),
    pushServiceHosts: value.PUSH_SERVICE_HOSTS?.split(',') ?? DEFAULT_PUSH_SERVICE_HOSTS,
  };
}

/** The push services of Chrome and Edge (FCM), Firefox, Safari and Windows. */
const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

/**
 * The push keys: both given (several processes on one database must sign with the same key, or
 * devices subscribed through one would refuse pushes from another), or generated once into the
 * data folder like the session secret. The subject defaults to an https PUBLIC_URL, else the
 * sender address of e-mails.
 */
function vapidConfig(
  value: Pick<
    z.output<typeof envSchema>,
    'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'MAIL_FROM'
  >,
  dataDir: string,
  publicUrl: string,
): VapidConfig {
  if (Boolean(value.VAPID_PUBLIC_KEY) !== Boolean(value.VAPID_PRIVATE_KEY)) {
    const missing = value.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    throw new ConfigError(
      `Invalid setting ${missing}: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither`,
    );
  }
  const keys =
    value.VAPID_PUBLIC_KEY && value.VAPID_PRIVATE_KEY
      ? { publicKey: value.VAPID_PUBLIC_KEY, privateKey: value.VAPID_PRIVATE_KEY }
      : (JSON.parse(persistentSecret(dataDir, 'vapid-keys', newVapidKeys)) as {
          publicKey: string;
          privateKey: string;
        });
  const address = /<([^>]+)>/.exec(value.MAIL_FROM)?.[1] ?? value.MAIL_FROM;
  const subject =
    value.VAPID_SUBJECT ??
    (publicUrl.startsWith('https://') ? publicUrl : `mailto:${address.trim()}`);
  return { ...keys, subject };
}

/** A P-256 key pair as web-push and browsers take it: the raw points in base64url. */
function newVapidKeys(): string {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(pub.x ?? '', 'base64url'),
    Buffer.from(pub.y ?? '', 'base64url'),
  ]);
  return JSON.stringify({ publicKey: point.toString('base64url'), privateKey: priv.d });
}

/** A secret generated on first start and kept (mode 0600) in the data folder. */
export function persistentSecret(
  dataDir: string,
  name: string,
  generate: () => string = () => randomBytes(32).toString('base64url'),
): string {
  const file = path.join(dataDir, 'secrets', name);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = generate();
  // Written whole to a private file, then linked into place: a server starting at the same moment
  // either wins the link or reads the complete secret of the one that did, never a half-written file.
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, secret + '\n', { mode: 0o600 });
  try {
    linkSync(temporary, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return readFileSync(file, 'utf8').trim();
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}
