import { SIGN_OUT_PATH, SIGN_OUT_PENDING_HEADER } from './offline-storage';

/*
 * Sign Out ends the session on the server. When the server cannot be reached (offline, or failing)
 * this browser is signed out all the same (issue 28, item 15): the service worker sends no cookie
 * until the server has ended the session (service-worker/pending-sign-out.ts), and this page, also
 * where no service worker runs (a plain-http school server), keeps treating whoever signed out as
 * signed out, ending their session as soon as the server answers.
 */

const KEY = 'assignd.sign-out-pending';

/** Whose sign-out the server has not taken yet, if anyone's. */
export function pendingSignOut(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetPendingSignOut(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage refused: there is nothing kept to forget.
  }
}

function rememberPendingSignOut(userId: string): void {
  try {
    localStorage.setItem(KEY, userId);
  } catch {
    // Storage refused (private mode): the service worker still keeps the cookie from the server.
  }
}

/**
 * Asks the server to end the session: 'ended' when it did, 'pending' when this browser is signed
 * out but the server has not ended the session yet.
 */
export async function endSession(userId: string | undefined): Promise<'ended' | 'pending'> {
  try {
    const answer = await fetch(SIGN_OUT_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    if (answer.status < 500 && !answer.headers.has(SIGN_OUT_PENDING_HEADER)) {
      forgetPendingSignOut();
      return 'ended';
    }
  } catch {
    // Offline: handled below.
  }
  if (userId) rememberPendingSignOut(userId);
  return 'pending';
}
