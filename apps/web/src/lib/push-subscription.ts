import { noContentSchema } from '@assignd/schemas';
import { apiFetch } from './api-client';

/** This browser's push subscription, when the app's service worker holds one. */
export async function browserPushSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager?.getSubscription()) ?? null;
}

/**
 * Signing out: the server forgets this browser's subscription while the session still says whose
 * it is, then the browser ends it, so a shared computer shows none of the student's reminders
 * any more. (The server also drops the subscriptions a session made when it ends; this covers one
 * this browser made in an earlier session.) The browser's part runs even when the server's fails.
 */
export async function endPushSubscription(): Promise<void> {
  const subscription = await browserPushSubscription();
  if (!subscription) return;
  try {
    await apiFetch('/api/push/subscriptions/unsubscribe', noContentSchema, {
      method: 'POST',
      body: JSON.stringify({ endpoint: subscription.endpoint }),
    });
  } finally {
    await subscription.unsubscribe();
  }
}
