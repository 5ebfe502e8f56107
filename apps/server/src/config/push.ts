import { generateKeyPairSync } from 'node:crypto';
import { z } from 'zod';
import { ConfigError, type EnvOf } from './env-values';
import { persistentSecret } from './secrets';

export const pushEnv = {
  PUSH_SERVICE_HOSTS: z
    .string()
    .regex(
      /^[A-Za-z0-9.-]+(:(\d{1,5}|\*))?(,[A-Za-z0-9.-]+(:(\d{1,5}|\*))?)*$/,
      'expected host names (each optionally with :port or :*) separated by commas',
    )
    .optional(),
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
};

/** The server's identity towards push services (RFC 8292). */
export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  /** A contact push services may use: a mailto: address or an https:// URL. */
  subject: string;
}

export interface PushConfig {
  vapid: VapidConfig;
  /**
   * The push services a browser's subscription may point at (each host and its subdomains, on
   * port 443 unless the entry says `:port` or `:*`). Any other endpoint is refused, so a student
   * cannot make the server post into its own network.
   */
  pushServiceHosts: readonly string[];
}

/** The push services of Chrome and Edge (FCM), Firefox, Safari and Windows. */
const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

/** Where the server lives and who sends its mail: the defaults of the push contact. */
interface Sender {
  dataDir: string;
  publicUrl: string;
  mailFrom: string;
}

export function pushConfig(value: EnvOf<typeof pushEnv>, sender: Sender): PushConfig {
  return {
    vapid: vapidConfig(value, sender),
    pushServiceHosts: value.PUSH_SERVICE_HOSTS?.split(',') ?? DEFAULT_PUSH_SERVICE_HOSTS,
  };
}

/**
 * The push keys: both given (several processes on one database must sign with the same key, or
 * devices subscribed through one would refuse pushes from another), or generated once into the
 * data folder like the session secret. The subject defaults to an https PUBLIC_URL, else the
 * sender address of e-mails.
 */
function vapidConfig(
  value: EnvOf<typeof pushEnv>,
  { dataDir, publicUrl, mailFrom }: Sender,
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
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
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
