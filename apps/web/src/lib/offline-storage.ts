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

/** GET /api/* answers the offline copy may keep: not the rest of auth, docs, feeds or exports. */
export function isCachedRead(pathname: string): boolean {
  if (!pathname.startsWith('/api/')) return false;
  if (pathname === SESSION_PATH) return true;
  return !/^\/api\/(auth|docs|openapi\.json|calendar\/feed\/|data\/|realtime)/.test(pathname);
}
