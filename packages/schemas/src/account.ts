import * as zm from 'zod/mini';
import { named } from './response-parts';
import { SOCIAL_PROVIDERS } from './responses';

/** One signed-in session of the student, as Settings lists it (never its token). */
const signedInDeviceSchema = /* @__PURE__ */ named(
  zm.object({
    id: zm.string(),
    /** "Chrome on macOS", read from the session's user agent. */
    device: zm.string(),
    signedInAt: zm.string(),
    lastActiveAt: zm.string(),
    /** The session making this request. */
    current: zm.boolean(),
  }),
  'SignedInDevice',
);
export type SignedInDevice = zm.infer<typeof signedInDeviceSchema>;

/** GET /api/account/sessions: the current session first, then the most recently active. */
export const signedInDevicesSchema = /* @__PURE__ */ named(
  zm.object({ devices: zm.array(signedInDeviceSchema) }),
  'SignedInDevices',
);
export type SignedInDevices = zm.infer<typeof signedInDevicesSchema>;

/**
 * GET /api/account/sign-in-methods: whether the student has a password (an account made with
 * Google or Apple has none until they set one) and which providers they sign in with.
 */
export const signInMethodsSchema = /* @__PURE__ */ named(
  zm.object({
    password: zm.boolean(),
    providers: zm.array(zm.enum(SOCIAL_PROVIDERS)),
    /** Whether signing in with the password also asks for an authenticator code. */
    twoFactor: zm.boolean(),
  }),
  'SignInMethods',
);
export type SignInMethods = zm.infer<typeof signInMethodsSchema>;

/** How many sessions a sign-out of other devices ended. */
export const endedSessionsSchema = /* @__PURE__ */ named(
  zm.object({ ended: zm.number() }),
  'EndedSessions',
);

/**
 * GET /api/account/email-change: the change of e-mail waiting for its link to be opened, or null.
 * `expiresAt` is when the latest link stops working; the change is dropped then.
 */
export const pendingEmailChangeSchema = /* @__PURE__ */ named(
  zm.object({
    pending: zm.nullable(zm.object({ newEmail: zm.string(), expiresAt: zm.string() })),
  }),
  'PendingEmailChange',
);
