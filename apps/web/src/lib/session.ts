import { useSyncExternalStore } from 'react';
import { apiFetch, isPermanentFailure, type ResponseSchema } from './api-client';
import { endSession, forgetPendingSignOut, pendingSignOut } from './pending-sign-out';

/*
 * The session lives in a tiny store of its own rather than in TanStack Query or the Better Auth
 * client, so the landing page can decide what to show without loading either library.
 */

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

export type SessionState =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * Better Auth's get-session answer (not part of our API's schemas), checked by hand: the landing
 * page loads this file and should not load a validator library for three fields.
 */
const sessionAnswerSchema: ResponseSchema<SessionUser | null> = {
  '~standard': {
    validate(value) {
      const user =
        value !== null && typeof value === 'object' && 'user' in value ? value.user : null;
      if (!user) return { value: null };
      if (typeof user === 'object' && 'id' in user && 'email' in user && 'name' in user) {
        const { id, email, name } = user;
        if (isText(id) && isText(email) && isText(name)) return { value: { id, email, name } };
      }
      return { issues: ['user'] };
    },
  },
};

const STARTUP_RETRIES = 3;

let state: SessionState = { status: 'loading' };
let latestRequest = 0;
const listeners = new Set<() => void>();

function sameState(a: SessionState, b: SessionState): boolean {
  if (a.status !== 'signed-in' || b.status !== 'signed-in') return a.status === b.status;
  return a.user.id === b.user.id && a.user.email === b.user.email && a.user.name === b.user.name;
}

function setState(next: SessionState): void {
  if (sameState(state, next)) return;
  state = next;
  for (const listener of listeners) listener();
}

async function fetchSession(): Promise<SessionState> {
  const user = await apiFetch('/api/auth/get-session', sessionAnswerSchema, {
    cache: 'no-store',
  });
  const signedOut = pendingSignOut();
  if (signedOut && user?.id === signedOut) {
    // Signed out here while the server could not be reached: it ends the session now, and until
    // it has, the student who signed out stays signed out on this browser.
    await endSession(user.id);
    return { status: 'signed-out' };
  }
  if (signedOut) forgetPendingSignOut();
  return user ? { status: 'signed-in', user } : { status: 'signed-out' };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks the server who is signed in. Only the newest call may change the state, so a slow answer
 * from before a sign-in cannot undo it. A failed check keeps a known state; at startup, when
 * nothing is known yet, it retries with backoff and then treats the visitor as signed out.
 */
export async function refreshSession(): Promise<SessionState> {
  const request = ++latestRequest;
  const retries = state.status === 'loading' ? STARTUP_RETRIES : 0;
  for (let attempt = 0; ; attempt++) {
    try {
      const next = await fetchSession();
      if (request === latestRequest) setState(next);
      return state;
    } catch (error) {
      if (attempt >= retries || isPermanentFailure(error)) {
        if (request === latestRequest && state.status === 'loading') {
          setState({ status: 'signed-out' });
        }
        return state;
      }
      await wait(Math.min(1000 * 2 ** attempt, 30_000));
    }
  }
}

export function markSignedOut(): void {
  latestRequest++;
  setState({ status: 'signed-out' });
}

/**
 * Re-checks when the tab becomes visible again, so a sign-out in another tab is noticed, and when
 * the network is back while a sign-out waits for the server.
 */
export function watchSession(): void {
  window.addEventListener('online', () => {
    if (pendingSignOut() && state.status !== 'loading') void refreshSession();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && state.status !== 'loading') void refreshSession();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => state;

export const currentSession = snapshot;

export function subscribeToSession(listener: (session: SessionState) => void): () => void {
  return subscribe(() => listener(state));
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
