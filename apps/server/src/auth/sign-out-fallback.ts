import type { FastifyBaseLogger } from 'fastify';
import { SESSION_COOKIE_PREFIX, sessionCookieOf } from '../lib/session-cookie';
import type { SessionRepository } from './session-repository';

// Sign-outs whose session row could not be deleted yet; more than this while the database is
// down are dropped (their cookies are expired all the same), so memory stays bounded.
const MAX_PENDING = 1000;
const RETRY_MS = 15_000;

// Better Auth's cookies (session token, cached session data, "don't remember"), either spelling.
const AUTH_COOKIE = new RegExp(`^(?:__Secure-)?${SESSION_COOKIE_PREFIX}\\.[A-Za-z_]{1,40}$`);

/** Set-Cookie values that expire every Better Auth cookie the request carried. */
function expiredAuthCookies(cookieHeader: string | undefined): string[] {
  const names = (cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => AUTH_COOKIE.test(name));
  return [...new Set(names)].map(
    (name) =>
      `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${name.startsWith('__Secure-') ? '; Secure' : ''}`,
  );
}

/**
 * A sign-out the database could not complete (issue 28, item 15) still ends the session in the
 * browser: the answer expires its cookies, and the session row is deleted as soon as the database
 * answers again (retried from memory: after a restart in between, the row expires on its own, and
 * the browser no longer holds its token).
 */
export function signOutFallback(sessionRows: SessionRepository, logger: FastifyBaseLogger) {
  const pending = new Set<string>();
  let retrying = false;
  const retry = async () => {
    if (retrying) return;
    retrying = true;
    try {
      for (const token of pending) {
        await sessionRows.endByToken(token);
        pending.delete(token);
      }
    } catch (error) {
      logger.warn({ err: error }, 'A sign-out is still waiting for the database');
    } finally {
      retrying = false;
    }
  };
  const timer = setInterval(() => void retry(), RETRY_MS);
  timer.unref();
  return {
    /** The Set-Cookie values for a failed sign-out; its session is ended later. */
    failed(cookieHeader: string | undefined): string[] {
      const signed = sessionCookieOf(cookieHeader);
      // The cookie is `token.signature`; the row is found by the token.
      const token = signed ? decodeURIComponent(signed).split('.')[0] : undefined;
      if (token && pending.size < MAX_PENDING) pending.add(token);
      return expiredAuthCookies(cookieHeader);
    },
    retry,
    close: () => clearInterval(timer),
  };
}
