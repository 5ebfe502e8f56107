import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, authErrorMessage } from './auth-messages';

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
