/*
 * Names the page and the service worker (apps/web/service-worker/sw.ts) share. Kept free of DOM
 * and worker types, since both compile it.
 */

/** The service worker's copies of the last API answers, read when the network is gone. */
export const API_CACHE = 'assignd-api-v1';

/** localStorage: whose answers the copy holds, kept across reloads so opening offline keeps them. */
export const OFFLINE_OWNER_KEY = 'assignd.offline-owner';

/** Better Auth's session check: kept (reduced to the user) so the app opens signed in offline. */
export const SESSION_PATH = '/api/auth/get-session';

/**
 * Answers the server marks no-store (not for the browser's HTTP cache) that the offline copy keeps
 * all the same: who is signed in, and the plan, so a Pro student offline is not offered Pro.
 */
export const KEPT_OFFLINE_THOUGH_NO_STORE: readonly string[] = [SESSION_PATH, '/api/subscription'];

/** GET /api/* answers the offline copy may keep: not the rest of auth, docs, feeds or exports. */
export function isCachedRead(pathname: string): boolean {
  if (!pathname.startsWith('/api/')) return false;
  if (pathname === SESSION_PATH) return true;
  return !/^\/api\/(auth|docs|openapi\.json|calendar\/feed\/|data\/|realtime)/.test(pathname);
}

/** Sign Out, which the service worker completes on its own when the server cannot be reached. */
export const SIGN_OUT_PATH = '/api/auth/sign-out';

/** Marks the service worker's own answer to Sign Out: signed out here, ended on the server later. */
export const SIGN_OUT_PENDING_HEADER = 'x-assignd-sign-out-pending';
