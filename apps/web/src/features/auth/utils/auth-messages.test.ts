import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  authErrorMessage,
  providerErrorMessage,
  socialCallbackMessage,
  socialProviderOf,
} from './auth-messages';

describe('authErrorMessage', () => {
  it('turns an already-registered e-mail into the sign-in hint', () => {
    expect(
      authErrorMessage({
        code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
        message: 'User already exists. Use another email.',
      }),
    ).toBe('This email is already registered. Please sign in instead.');
    expect(authErrorMessage({ code: 'USER_ALREADY_EXISTS' })).toBe(AUTH_MESSAGES.alreadyRegistered);
    expect(authErrorMessage({ message: 'User already registered' })).toBe(
      AUTH_MESSAGES.alreadyRegistered,
    );
  });

  it('turns wrong credentials into the check-your-credentials text', () => {
    expect(
      authErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
    ).toBe('Invalid email or password. Please check your credentials.');
    expect(authErrorMessage({ message: 'Invalid login credentials' })).toBe(
      AUTH_MESSAGES.invalidCredentials,
    );
    expect(authErrorMessage({ message: 'Invalid email or password', status: 401 })).toBe(
      AUTH_MESSAGES.invalidCredentials,
    );
  });

  it('explains an invalid or expired reset token', () => {
    expect(authErrorMessage({ code: 'INVALID_TOKEN', message: 'Invalid token' })).toBe(
      AUTH_MESSAGES.invalidResetLink,
    );
  });

  it.each([
    ['INVALID_CODE', 'Invalid code', AUTH_MESSAGES.wrongCode],
    ['INVALID_BACKUP_CODE', 'Invalid backup code', AUTH_MESSAGES.wrongBackupCode],
    ['INVALID_TWO_FACTOR_COOKIE', 'Invalid two factor cookie', AUTH_MESSAGES.codeStepExpired],
    [
      'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE',
      'Too many attempts. Please request a new code.',
      AUTH_MESSAGES.codeStepExpired,
    ],
    ['INVALID_PASSWORD', 'Invalid password', AUTH_MESSAGES.wrongPassword],
  ])('words the two-factor failure %s for the student', (code, message, expected) => {
    expect(authErrorMessage({ code, message, status: 401 })).toBe(expected);
  });

  it('shows other server messages as they are', () => {
    expect(
      authErrorMessage({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified', status: 403 }),
    ).toBe('Email not verified');
  });

  it('shows the rate limiter text', () => {
    const tooMany = 'Too many attempts. Please wait 42 seconds and try again.';
    expect(
      authErrorMessage({
        statusCode: 429,
        error: tooMany,
        status: 429,
        statusText: 'Too Many Requests',
      }),
    ).toBe(tooMany);
  });

  it('falls back to the unexpected-error text', () => {
    expect(authErrorMessage(undefined)).toBe('An unexpected error occurred');
    expect(authErrorMessage(new TypeError('Failed to fetch'))).toBe(AUTH_MESSAGES.unexpected);
    expect(authErrorMessage({ status: 500, statusText: 'Internal Server Error' })).toBe(
      AUTH_MESSAGES.unexpected,
    );
    expect(authErrorMessage({ message: '   ' })).toBe(AUTH_MESSAGES.unexpected);
    expect(
      authErrorMessage({
        status: 500,
        statusText: 'Fetch Error',
        message: 'Fetch related error. Captured by catchAllError option.',
      }),
    ).toBe(AUTH_MESSAGES.unexpected);
  });
});

describe('providerErrorMessage', () => {
  it.each([
    [
      "the server's message, not the reset-link text",
      { code: 'INVALID_TOKEN', message: 'Invalid token' },
      'Invalid token',
    ],
    ["our limiter's error", { error: 'Too many attempts' }, 'Too many attempts'],
    [
      'a lost connection',
      { status: 0, statusText: 'Fetch Error', message: 'Failed to fetch' },
      AUTH_MESSAGES.unexpected,
    ],
    ['a thrown error', new Error('boom'), AUTH_MESSAGES.unexpected],
    ['nothing', undefined, AUTH_MESSAGES.unexpected],
  ])('gives %s', (_case, failure, expected) => {
    expect(providerErrorMessage(failure)).toBe(expected);
  });
});

describe('socialCallbackMessage', () => {
  it.each([
    ['access_denied', 'google', null, 'An error occurred during Google sign in'],
    ['user_cancelled_authorize', 'apple', null, 'An error occurred during Apple sign in'],
    ['invalid_code', 'google', null, 'An error occurred during Google sign in'],
    ['unable_to_get_user_info', 'apple', null, 'An error occurred during Apple sign in'],
    [
      'account_not_linked',
      'google',
      null,
      'Authentication failed: This email already has an account. Sign in with your password.',
    ],
    ['state_mismatch', 'apple', null, 'Authentication failed: state mismatch'],
    ['access_denied', undefined, null, 'Authentication failed: access denied'],
    ['server_error', undefined, 'The server is busy', 'Authentication failed: The server is busy'],
  ] as const)('%s from %s becomes the spec text', (error, provider, description, expected) => {
    expect(socialCallbackMessage(error, provider, description)).toBe(expected);
  });

  it('knows the providers by their ids only', () => {
    expect(socialProviderOf('google')).toBe('google');
    expect(socialProviderOf('apple')).toBe('apple');
    expect(socialProviderOf('github')).toBeUndefined();
    expect(socialProviderOf(null)).toBeUndefined();
  });
});
