import { API_CACHE, SIGN_OUT_PATH, SIGN_OUT_PENDING_HEADER } from '../src/lib/offline-storage';

/*
 * A sign-out the server could not take (offline, or the server failing) still signs this browser
 * out (issue 28, item 15). The HttpOnly session cookie cannot be removed from here, so until the
 * server has ended the session every request of this origin goes without cookies, and the next
 * request that reaches the server first ends the session there, which also expires the cookie.
 */

// Kept in Cache Storage, since a worker's globals end whenever the browser stops the worker.
const STORE = 'assignd-sign-out-v1';
const MARK = '/__assignd/pending-sign-out';

let pending: boolean | undefined;

async function isPending(): Promise<boolean> {
  pending ??= (await (await caches.open(STORE)).match(MARK)) !== undefined;
  return pending;
}

// Read as the worker starts, so that requests routed only while a sign-out is pending
// (signOutKnownPending) see it: the page's first request is its navigation, which waits for it.
void isPending();

/**
 * Whether a sign-out is known to be pending, without waiting. The app's writes and other reads are
 * routed through the worker only then: routing every write through it would delay each a little,
 * and a write sent just before a reload could then be cut off with the page.
 */
export const signOutKnownPending = (): boolean => pending === true;

async function setPending(value: boolean): Promise<void> {
  pending = value;
  if (value) await (await caches.open(STORE)).put(MARK, new Response(''));
  else await caches.delete(STORE);
}

/** The server's answer ends the session (and expires the cookie); a failure keeps it pending. */
async function endOnServer(): Promise<void> {
  try {
    const answer = await fetch(SIGN_OUT_PATH, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (answer.status < 500) await setPending(false);
  } catch {
    // Still offline: the next request tries again.
  }
}

let ending: Promise<void> | undefined;

/** Whether the browser's cookie may still go to the server: only once no sign-out is pending. */
async function cookieMayGo(): Promise<boolean> {
  if (!(await isPending())) return true;
  ending ??= endOnServer().finally(() => {
    ending = undefined;
  });
  await ending;
  return !pending;
}

/** A request of the page, sent without the session cookie while a sign-out is pending. */
export async function serverFetch(request: Request): Promise<Response> {
  if (await cookieMayGo()) return fetch(request);
  // A navigation's request cannot be copied with changes; its address and a manual redirect can.
  if (request.mode === 'navigate') {
    return fetch(request.url, { credentials: 'omit', redirect: 'manual' });
  }
  return fetch(new Request(request, { credentials: 'omit' }));
}

/** Whether this browser is signed out but the server has not ended the session yet. */
export const signOutPending = isPending;

/** Sign Out: the server's answer when it gives one, else this browser signs out on its own. */
export async function signOut(request: Request): Promise<Response> {
  try {
    const answer = await fetch(request);
    if (answer.status < 500) {
      await setPending(false);
      return answer;
    }
  } catch {
    // Offline: handled below.
  }
  await setPending(true);
  await caches.delete(API_CACHE);
  return new Response('{"success":true}', {
    headers: { 'content-type': 'application/json', [SIGN_OUT_PENDING_HEADER]: '1' },
  });
}
