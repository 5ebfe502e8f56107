import { SOCIAL_PROVIDER_NAMES, type SocialProvider } from '@assignd/schemas';

export const AUTH_MESSAGES = {
  alreadyRegistered: 'This email is already registered. Please sign in instead.',
  invalidCredentials: 'Invalid email or password. Please check your credentials.',
  invalidResetLink: 'This password reset link is invalid or has expired. Request a new one below.',
  unexpected: 'An unexpected error occurred',
  welcomeBack: 'Welcome back!',
  confirmEmail: 'Check your email for the confirmation link!',
  resetEmailSent: 'Password reset email sent! Check your inbox for further instructions.',
  passwordUpdated: 'Your password has been updated. Sign in with your new password.',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  wrongBackupCode: 'That backup code is not right, or it has been used already.',
  codeStepExpired: 'This sign-in has expired. Enter your password again.',
  wrongPassword: 'That password is not right.',
} as const;

// Better Auth's two-factor error codes, in the app's words.
const CODE_MESSAGES: Record<string, string> = {
  INVALID_CODE: AUTH_MESSAGES.wrongCode,
  INVALID_BACKUP_CODE: AUTH_MESSAGES.wrongBackupCode,
  INVALID_TWO_FACTOR_COOKIE: AUTH_MESSAGES.codeStepExpired,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: AUTH_MESSAGES.codeStepExpired,
  INVALID_PASSWORD: AUTH_MESSAGES.wrongPassword,
};

const ALREADY_REGISTERED_CODES = new Set([
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
]);
const INVALID_CREDENTIALS_CODES = new Set(['INVALID_EMAIL_OR_PASSWORD']);
const INVALID_TOKEN_CODES = new Set(['INVALID_TOKEN']);

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/**
 * The message to show for a failed auth call. `failure` is the error object the auth server
 * answered with ({ code, message } from Better Auth, { error } from our rate limiter); anything
 * else, such as a thrown network error, counts as unexpected.
 */
export function authErrorMessage(failure: unknown): string {
  if (!failure || typeof failure !== 'object' || failure instanceof Error)
    return AUTH_MESSAGES.unexpected;
  const { code, message, error, statusText } = failure as Record<string, unknown>;
  const codeText = text(code);
  const messageText = text(message);
  const lower = messageText?.toLowerCase() ?? '';

  if (
    (codeText && ALREADY_REGISTERED_CODES.has(codeText)) ||
    lower.includes('already registered') ||
    lower.includes('user already exists')
  ) {
    return AUTH_MESSAGES.alreadyRegistered;
  }
  if (
    (codeText && INVALID_CREDENTIALS_CODES.has(codeText)) ||
    lower.includes('invalid login credentials') ||
    lower.includes('invalid email or password')
  ) {
    return AUTH_MESSAGES.invalidCredentials;
  }
  if (codeText && INVALID_TOKEN_CODES.has(codeText)) return AUTH_MESSAGES.invalidResetLink;
  if (codeText && CODE_MESSAGES[codeText]) return CODE_MESSAGES[codeText];
  // The fetch library reports a lost connection with its own developer-facing wording.
  if (statusText === 'Fetch Error') return AUTH_MESSAGES.unexpected;
  return messageText ?? text(error) ?? AUTH_MESSAGES.unexpected;
}

/**
 * The server's own words for a refused provider sign-in (its codes would read as a reset link's
 * wording above), or the unexpected-error text when it gave none.
 */
export function providerErrorMessage(failure: unknown): string {
  if (!failure || typeof failure !== 'object' || failure instanceof Error)
    return AUTH_MESSAGES.unexpected;
  const { message, error, statusText } = failure as Record<string, unknown>;
  if (statusText === 'Fetch Error') return AUTH_MESSAGES.unexpected;
  return text(message) ?? text(error) ?? AUTH_MESSAGES.unexpected;
}

/**
 * The provider said no or failed: the consent was refused (RFC 6749 errors, Apple's own
 * user_cancelled_authorize), or its code exchange or ID token did not hold (Better Auth's codes).
 */
const PROVIDER_FAILURES = new Set([
  'access_denied',
  'user_cancelled_authorize',
  'invalid_request',
  'unauthorized_client',
  'unsupported_response_type',
  'invalid_scope',
  'server_error',
  'temporarily_unavailable',
  'no_code',
  'invalid_code',
  'issuer_mismatch',
  'unable_to_get_user_info',
]);

/** Better Auth's codes for a sign-in the provider allowed but Assignd did not. */
const ACCOUNT_REFUSALS: Record<string, string> = {
  account_not_linked: 'This email already has an account. Sign in with your password.',
  email_not_found: 'The provider did not share an email address.',
};

/** The provider a sign-in came back from, when the error address names one. */
export function socialProviderOf(value: string | null): SocialProvider | undefined {
  return value === 'google' || value === 'apple' ? value : undefined;
}

/**
 * The toast for a social sign-in that came back to the auth screen with `?error=` (and maybe
 * `error_description`) instead of a session.
 */
export function socialCallbackMessage(
  error: string,
  provider: SocialProvider | undefined,
  description?: string | null,
): string {
  if (provider && PROVIDER_FAILURES.has(error)) {
    return `An error occurred during ${SOCIAL_PROVIDER_NAMES[provider]} sign in`;
  }
  const message = ACCOUNT_REFUSALS[error] ?? text(description) ?? error.replaceAll('_', ' ');
  return `Authentication failed: ${message}`;
}
