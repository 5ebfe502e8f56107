import { AUTH_BASE_PATH } from './auth-path';
import { GOOGLE_CODE_PATH } from './native-google';

/**
 * The Better Auth endpoints the app, its mails and the OAuth providers call. Every other one
 * answers 404: Better Auth also serves session listing (with other devices' tokens), account
 * linking and deletion, which Assignd does through its own /api/account routes or not at all.
 * ":name" stands for one path segment.
 */
const OPEN = {
  GET: ['/get-session', '/verify-email', '/reset-password/:token', '/callback/:id', '/error'],
  POST: [
    '/sign-up/email',
    '/sign-in/email',
    '/sign-in/social',
    // The iOS app's Google sign-in (native-google.ts).
    GOOGLE_CODE_PATH,
    '/sign-out',
    '/request-password-reset',
    '/reset-password',
    '/send-verification-email',
    // Settings turns two-factor on (confirmed by a first code) and off, and makes new backup
    // codes; sign-in's second step.
    '/two-factor/enable',
    '/two-factor/disable',
    '/two-factor/generate-backup-codes',
    '/two-factor/verify-totp',
    '/two-factor/verify-backup-code',
    // Apple answers with a form_post to the callback.
    '/callback/:id',
  ],
} as const;

// With the base path, built once: every /api/auth request looks its method's list up.
const FULL = {
  GET: OPEN.GET.map((path) => AUTH_BASE_PATH + path),
  POST: OPEN.POST.map((path) => AUTH_BASE_PATH + path),
};
const NONE: readonly string[] = [];

/** The open endpoints for a method, with the base path. */
export function openAuthRoutes(method: string): readonly string[] {
  return method === 'GET' || method === 'POST' ? FULL[method] : NONE;
}
