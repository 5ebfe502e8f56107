export const AUTH_MESSAGES = {
  alreadyRegistered: 'This email is already registered. Please sign in instead.',
  invalidCredentials: 'Invalid email or password. Please check your credentials.',
  invalidResetLink: 'This password reset link is invalid or has expired. Request a new one below.',
  unexpected: 'An unexpected error occurred',
  welcomeBack: 'Welcome back!',
  confirmEmail: 'Check your email for the confirmation link!',
  resetEmailSent: 'Password reset email sent! Check your inbox for further instructions.',
  passwordUpdated: 'Your password has been updated. Sign in with your new password.',
} as const;

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
  // The fetch library reports a lost connection with its own developer-facing wording.
  if (statusText === 'Fetch Error') return AUTH_MESSAGES.unexpected;
  return messageText ?? text(error) ?? AUTH_MESSAGES.unexpected;
}
