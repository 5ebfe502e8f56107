import { z } from 'zod';
import * as zm from 'zod/mini';
import { id, instant, named } from './response-parts';

/** Push services' endpoints run to a few hundred characters; this leaves room and no more. */
export const PUSH_ENDPOINT_MAX = 2048;

const PUSH_MESSAGES = {
  endpoint: 'Expected the https:// URL of a push service',
  endpointTooLong: `Must be at most ${PUSH_ENDPOINT_MAX} characters`,
  p256dh: "Expected the browser's P-256 public key in base64url",
  auth: "Expected the browser's 16-byte auth secret in base64url",
} as const;

// An https URL with a host and no user name or password in it (the schemas here have no URL class).
const HTTPS_URL = /^https:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s]*)?$/;

/**
 * POST /api/push/subscriptions: what `PushSubscription.toJSON()` gives in the browser. The keys are
 * fixed-size values (RFC 8291: a 65-byte point and a 16-byte secret), so their lengths are exact.
 */
export const createPushSubscriptionSchema = z
  .object({
    endpoint: z
      .string({ message: PUSH_MESSAGES.endpoint })
      .max(PUSH_ENDPOINT_MAX, { message: PUSH_MESSAGES.endpointTooLong, abort: true })
      .regex(HTTPS_URL, PUSH_MESSAGES.endpoint),
    // Browsers send it (mostly null); the push service's own answers say when it has expired.
    expirationTime: z.number().nullish(),
    keys: z
      .object({
        p256dh: z
          .string({ message: PUSH_MESSAGES.p256dh })
          .regex(/^[A-Za-z0-9_-]{87}=?$/, PUSH_MESSAGES.p256dh),
        auth: z
          .string({ message: PUSH_MESSAGES.auth })
          .regex(/^[A-Za-z0-9_-]{22}(==)?$/, PUSH_MESSAGES.auth),
      })
      .strict(),
  })
  .strict();
export type CreatePushSubscriptionInput = z.input<typeof createPushSubscriptionSchema>;

/** POST /api/push/subscriptions/unsubscribe: this browser's endpoint, when signing out. */
export const pushEndpointSchema = createPushSubscriptionSchema.pick({ endpoint: true }).strict();

/** GET /api/push/key: the server's public VAPID key, for `pushManager.subscribe`. */
export const pushKeySchema = /* @__PURE__ */ named(
  zm.object({ publicKey: zm.string() }),
  'PushKey',
);

/** One of the student's devices that receive notifications. */
export const pushDeviceSchema = /* @__PURE__ */ named(
  zm.object({
    id,
    /** Told apart from the browser's own subscription to mark "this device". */
    endpoint: zm.string(),
    /** From the browser's user agent when it subscribed, such as 'Chrome on Android'. */
    label: zm.string(),
    createdAt: instant,
    lastUsedAt: zm.nullable(instant),
  }),
  'PushDevice',
);
export type PushDevice = zm.infer<typeof pushDeviceSchema>;

export const pushDeviceListSchema = /* @__PURE__ */ named(
  zm.array(pushDeviceSchema),
  'PushDevices',
);
