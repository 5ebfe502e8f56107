import { API_CACHE, OFFLINE_OWNER_KEY as OWNER_KEY } from './offline-storage';
import { browserPushSubscription } from './push-subscription';
import type { SessionState } from './session';

/*
 * The service worker (apps/web/service-worker/sw.ts) keeps the app shell and the last API answers
 * for offline use. Those answers are one student's: they are dropped, and this browser's push
 * subscription ended, whenever the student on this device changes or signs out, also when that
 * happens in another tab or because the session expired.
 */

const supported = () => 'serviceWorker' in navigator && window.isSecureContext;

function readOwner(): string | null {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
}

function writeOwner(userId: string | null): void {
  try {
    if (userId) localStorage.setItem(OWNER_KEY, userId);
    else localStorage.removeItem(OWNER_KEY);
  } catch {
    // Storage refused (private mode): the copy is then dropped at every start, which is safe.
  }
}

/** Forgets what this browser holds of the previous student: their answers and their reminders. */
async function forgetPreviousStudent(): Promise<void> {
  if ('caches' in window) await caches.delete(API_CACHE);
  // Signing out here already did this; a sign-out elsewhere or an expired session did not. The
  // push service then answers 410 for it, and the server deletes the row.
  await (await browserPushSubscription())?.unsubscribe();
}

let registering: Promise<unknown> | undefined;

/** Installed for signed-in students only: a visitor of the landing page downloads no app files. */
function register(): void {
  if (registering || !supported() || !import.meta.env.PROD) return;
  registering = navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .catch((error: unknown) => console.warn('The offline app could not be installed', error));
}

/** Run on every settled session change (see main.tsx), in order. */
export function onSession(session: SessionState): void {
  if (session.status === 'loading') return;
  const userId = session.status === 'signed-in' ? session.user.id : null;
  if (readOwner() !== userId) {
    void forgetPreviousStudent().catch((error: unknown) =>
      console.warn('Could not clear the offline copy', error),
    );
    writeOwner(userId);
  }
  if (userId) register();
}
