import { SESSION_PATH } from '../src/lib/offline-storage';
import { sendQueue, withSendLock } from '../src/lib/outbox/outbox-send';
import { serverFetch, signOutPending } from './pending-sign-out';

declare const self: ServiceWorkerGlobalScope;

/*
 * Background Sync (docs/decisions/0018): changes made offline are sent when the connection is back
 * even if no tab of the app is open then. An open tab sends them itself (lib/outbox/outbox.ts),
 * and tells the student what became of each; so does the next start, of a change refused here.
 */

/** The signed-in student's id, asked of the server with this browser's session. */
async function signedInUser(): Promise<string | undefined> {
  if (await signOutPending()) return undefined;
  const answer = await serverFetch(new Request(SESSION_PATH, { credentials: 'same-origin' }));
  if (!answer.ok) throw new Error(`The session could not be read (${String(answer.status)})`);
  const body = (await answer.json()) as { user?: { id?: unknown } } | null;
  return typeof body?.user?.id === 'string' ? body.user.id : undefined;
}

/** Sends the signed-in student's queue; rejects while something still waits, so it is tried again. */
export async function syncOutbox(): Promise<void> {
  const tabs = await self.clients.matchAll({ type: 'window' });
  // An open tab sends them itself; rejected, the sync is tried again later, in case that tab was
  // only closing.
  if (tabs.length > 0) throw new Error('A tab of the app is open: it sends the changes');
  const userId = await signedInUser();
  if (!userId) return;
  let waiting = false;
  await withSendLock(async () => {
    const ended = await sendQueue(userId, {
      clientIdOf: () => undefined,
      // A change the server refuses or fails on stays for the app, which tells the student.
      settle: (_entry, sent) => (sent.kind === 'done' ? sent : { kind: 'wait' }),
      goOn: () => true,
      sentOne: () => undefined,
    });
    waiting = ended.state === 'wait';
  });
  if (waiting) throw new Error('Changes are still waiting to be sent');
}
