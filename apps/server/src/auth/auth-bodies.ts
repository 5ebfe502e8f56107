import { LIMITS } from '@assignd/schemas';
import { z } from 'zod';
import { describeIssue, HttpError } from '../lib/http';
import { AUTH_BASE_PATH } from './auth-path';
import { GOOGLE_CODE_MAX, GOOGLE_CODE_PATH } from './native-google';

// The longest address SMTP can deliver to (RFC 5321: a 256-octet path less its angle brackets).
const EMAIL_MAX = 254;
const URL_MAX = 2048;
const PASSWORD_MAX = 128;
// Apple's and Google's identity tokens are 1-2 KB.
const ID_TOKEN_MAX = 16_384;
const NONCE_MAX = 256;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Text PostgreSQL and every mail client can hold as written: no control characters or halves. */
const text = (max: number) =>
  z
    .string()
    .max(max, `Must be at most ${max} characters`)
    .refine((value) => !hasControlCharacter(value), 'Must not contain control characters')
    .refine((value) => !LONE_SURROGATE.test(value), 'Must be valid Unicode text');

const name = text(LIMITS.name);

const password = z
  .string()
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine((value) => value.trim() !== '', 'Password must not be only spaces');

// A javascript: or data: picture would run or embed whatever it carries wherever it is shown.
const image = text(URL_MAX).refine((value) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}, 'Expected an http or https URL');

const signUpBody = z.strictObject({
  email: text(EMAIL_MAX),
  password,
  name: name.optional(),
  firstName: name.optional(),
  lastName: name.optional(),
  image: image.nullish(),
  callbackURL: text(URL_MAX).optional(),
  rememberMe: z.boolean().optional(),
});

// Better Auth checks the rest of these bodies; only the new password needs our rule too.
const newPasswordBody = z.looseObject({ newPassword: password.optional() });

// A TOTP is 6 digits and a backup code 11 characters; a longer one is never right.
const CODE_MAX = 32;

// The password alone: the method and issuer are the app's (TOTP, "Assignd"), not the caller's.
const passwordBody = z.strictObject({ password });
// No trustDevice (every sign-in asks for a code) and no disableSession (for server calls).
const codeBody = z.strictObject({
  code: z.string().max(CODE_MAX, `Code must be at most ${CODE_MAX} characters`),
});

// An identity token from the native app (docs/native-bridge.md). The nonce is required: Better Auth
// would skip the check without one. Access and refresh tokens are not taken from a client.
const identityToken = z.strictObject({
  token: text(ID_TOKEN_MAX).min(1, 'Required'),
  nonce: text(NONCE_MAX).min(1, 'Required'),
  user: z
    .strictObject({
      name: z.strictObject({ firstName: name.optional(), lastName: name.optional() }).optional(),
      email: text(EMAIL_MAX).optional(),
    })
    .optional(),
});

// Better Auth checks the rest of the web flow's body (provider, callback URLs).
const socialSignInBody = z.looseObject({ idToken: identityToken.optional() });

const googleCodeBody = z.strictObject({ code: text(GOOGLE_CODE_MAX).min(1, 'Required') });

const BODIES: Record<string, z.ZodType> = {
  [`${AUTH_BASE_PATH}/sign-up/email`]: signUpBody,
  [`${AUTH_BASE_PATH}/reset-password`]: newPasswordBody,
  [`${AUTH_BASE_PATH}/two-factor/enable`]: passwordBody,
  [`${AUTH_BASE_PATH}/two-factor/disable`]: passwordBody,
  [`${AUTH_BASE_PATH}/two-factor/generate-backup-codes`]: passwordBody,
  [`${AUTH_BASE_PATH}/two-factor/verify-totp`]: codeBody,
  [`${AUTH_BASE_PATH}/two-factor/verify-backup-code`]: codeBody,
  [`${AUTH_BASE_PATH}/sign-in/social`]: socialSignInBody,
  [`${AUTH_BASE_PATH}${GOOGLE_CODE_PATH}`]: googleCodeBody,
};

// Auth bodies are flat objects; deeper nesting is only ever an attempt to exhaust the stack of the
// code that copies the body on to Better Auth.
const MAX_DEPTH = 8;

/** Whether a parsed JSON value nests deeper than `max`, found without recursing. */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}

// Better Auth writes these into a Location header or reads them with new URL(), and either throws
// (a 500) on text that is not printable ASCII or not a URL.
const REDIRECT_FIELDS = ['callbackURL', 'newUserCallbackURL', 'errorCallbackURL', 'redirectTo'];

function isRedirectTarget(value: string): boolean {
  if (value.length > URL_MAX || !/^[\x21-\x7e]*$/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The redirect targets of an auth body or query string: each a root-relative or http(s) URL. */
export function checkRedirectTargets(fields: unknown): void {
  if (fields === null || typeof fields !== 'object') return;
  for (const field of REDIRECT_FIELDS) {
    const value = (fields as Record<string, unknown>)[field];
    if (value !== undefined && (typeof value !== 'string' || !isRedirectTarget(value))) {
      throw new HttpError(400, `${field}: Expected a URL such as /dashboard`, field);
    }
  }
}

/**
 * Checks the fields of an auth body that Better Auth would store or mail as they come. A refused
 * body is a 400 naming its field before Better Auth writes anything.
 */
export function checkAuthBody(route: string, body: unknown): void {
  const schema = BODIES[route];
  if (schema) {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new HttpError(400, 'Expected a JSON object');
    }
    // Run first so a field holding a nested value is named; the schema does not descend into it.
    const result = schema.safeParse(body);
    if (!result.success) {
      const { field, message } = describeIssue(result.error);
      throw new HttpError(400, message, field);
    }
  }
  if (nestsDeeperThan(body, MAX_DEPTH))
    throw new HttpError(400, 'Request body is nested too deeply');
  checkRedirectTargets(body);
}
