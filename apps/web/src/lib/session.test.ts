// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, pendingSignOut } from './pending-sign-out';
import { refreshSession } from './session';

const NOOR = { id: 'user-noor', email: 'noor@example.com', name: 'Noor Haddad' };
const SAM = { id: 'user-sam', email: 'sam@example.com', name: 'Sam Lee' };

/** The server as this browser reaches it: who its cookie signs in, and whether Sign Out gets through. */
function server(start: { user: typeof NOOR | null; signOutReaches: boolean }) {
  const state = { ...start, signOuts: 0 };
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const path = new URL(url, 'http://test.local').pathname;
    if (path === '/api/auth/sign-out' && init.method === 'POST') {
      if (!state.signOutReaches) return Promise.reject(new TypeError('Failed to fetch'));
      state.signOuts += 1;
      state.user = null;
      return Promise.resolve(new Response('{"success":true}', { status: 200 }));
    }
    const body = state.user ? { session: {}, user: state.user } : null;
    return Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    );
  });
  return state;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('a sign-out the server could not take (no service worker)', () => {
  it('keeps the student signed out while the cookie still signs in, and ends it once it can', async () => {
    const net = server({ user: NOOR, signOutReaches: false });
    expect(await endSession(NOOR.id)).toBe('pending');
    expect(pendingSignOut()).toBe(NOOR.id);

    // The cookie still signs Noor in, but this browser signed her out.
    expect(await refreshSession()).toEqual({ status: 'signed-out' });
    expect(pendingSignOut()).toBe(NOOR.id);

    // The network is back: the session ends on the server on the next check.
    net.signOutReaches = true;
    expect(await refreshSession()).toEqual({ status: 'signed-out' });
    expect(net.signOuts).toBe(1);
    expect(pendingSignOut()).toBeNull();

    // Signing in again afterwards is a session like any other.
    net.user = NOOR;
    expect(await refreshSession()).toEqual({ status: 'signed-in', user: NOOR });
  });

  it('lets the next student sign in', async () => {
    server({ user: NOOR, signOutReaches: false });
    await endSession(NOOR.id);
    server({ user: SAM, signOutReaches: true });
    expect(await refreshSession()).toEqual({ status: 'signed-in', user: SAM });
    expect(pendingSignOut()).toBeNull();
  });

  it('is not pending when the server ended the session', async () => {
    server({ user: NOOR, signOutReaches: true });
    expect(await endSession(NOOR.id)).toBe('ended');
    expect(pendingSignOut()).toBeNull();
  });
});
