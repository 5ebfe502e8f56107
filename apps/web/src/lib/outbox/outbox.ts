import { queueWrite, rowOf } from '@assignd/core';
import { ApiError } from '../api-client';
import { CLIENT_ID } from '../client-id';
import { removeRow, upsertRow } from '../list-rows';
import { notify } from '../notify';
import { queryClient } from '../query-client';
import { currentSession, refreshSession, subscribeToSession } from '../session';
import type { OutboxEntry, WriteRequest } from './outbox-entry';
import { OUTBOX_SYNC_TAG, sendQueue, withSendLock, type Sent } from './outbox-send';
import { changeQueue, readQueue } from './outbox-store';
import { checkedAnswer, showWaiting, withWaiting, withWaitingDocument } from './pending';

/*
 * The one way a planner change reaches the server (docs/decisions/0018). Each change is queued in
 * IndexedDB first, then sent in the order made, one at a time, with its Idempotency-Key; a change
 * that cannot be sent now (offline, a dropped connection, the server away) waits there and goes
 * when the connection is back: on the browser's 'online', on the next start, or on a timer.
 * Loaded with the first change, or after start-up when changes were left waiting.
 */

const RETRY_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/** What became of a change when it was submitted. */
export type Outcome = { state: 'sent'; answer: unknown } | { state: 'waiting' };

/** How often a change the server fails on (a 500) is sent before it is given up. */
const MAX_FAILURES = 3;
/** Server failures of the changes being sent, by key; a restart begins the count again. */
const failures = new Map<string, number>();

interface Waiter {
  done: (outcome: Outcome) => void;
  fail: (error: unknown) => void;
}

/** Who waits for each queued change: several, when later changes were folded into it. */
const waiters = new Map<string, Waiter[]>();
// Tells the student's other tabs that the queue changed, so their marks follow.
const channel =
  typeof BroadcastChannel === 'function' ? new BroadcastChannel('assignd-outbox') : undefined;
let retries = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

const signedInId = () => {
  const session = currentSession();
  return session.status === 'signed-in' ? session.user.id : undefined;
};

/** Shows the queue, here and in the student's other tabs. */
function publish(entries: readonly OutboxEntry[], tell = true): void {
  showWaiting(entries);
  if (tell) channel?.postMessage('changed');
}

/**
 * Adds a change, keeping the net effect of what waits (queueWrite), but never folding into one
 * that is being sent: that one has left already.
 */
function enqueue(queue: OutboxEntry[], entry: OutboxEntry): OutboxEntry[] {
  // Submitted again under its own key (by another tab): it waits already.
  if (queue.some((item) => item.key === entry.key)) return queue;
  const sending = queue.filter((item) => item.sending);
  const rest = queue.filter((item) => !item.sending);
  return [...sending, ...queueWrite(rest, entry)];
}

/** Puts the server's answer where it is shown (it may be newer than what was shown). */
function showAnswer(entry: OutboxEntry, answer: unknown): void {
  const { list, write, document } = entry;
  if (document) {
    const value = entry.method === 'DELETE' ? null : checkedAnswer(document.key, answer);
    if (value === undefined) void queryClient.invalidateQueries({ queryKey: document.key });
    else queryClient.setQueryData(document.key, value);
    return;
  }
  if (!list) return;
  if (write.op === 'delete') {
    removeRow(queryClient, list, write.rowId);
    return;
  }
  if (write.op !== 'restore' && write.op !== 'create' && write.op !== 'update') return;
  const row = checkedAnswer(list, answer) as { id: string } | undefined;
  if (!row) {
    void queryClient.invalidateQueries({ queryKey: list });
    return;
  }
  upsertRow(queryClient, list, row);
}

/** What the student is told of a change of theirs that did not survive as they made it. */
function tellWhatHappened(entry: OutboxEntry, sent: Sent, waited: boolean): void {
  const name = `'${entry.label}'`;
  if (sent.kind === 'done' && sent.replaced.length > 0) {
    notify.info(`Your edit to ${name} was replaced by a newer change from another device`);
  } else if (sent.kind !== 'done' && sent.kind !== 'wait' && !waited) {
    notify.error(
      sent.error.status === 404
        ? `Your edit to ${name} was not saved: it was deleted on another device`
        : `Your change to ${name} could not be saved: ${sent.error.message}`,
    );
    const shownIn = entry.list ?? entry.document?.key;
    if (shownIn) void queryClient.invalidateQueries({ queryKey: shownIn });
  }
}

/** Background Sync, where the browser has it (Chromium's): not in the DOM's types yet. */
interface WithSync {
  sync?: { register(tag: string): Promise<void> };
}

/** Whether a sync was asked for since the queue was last empty: once is enough till then. */
let syncAsked = false;

/**
 * Asks the browser to wake the service worker when the connection is back, so what waits is sent
 * even if every tab is closed by then (service-worker/outbox-sync.ts).
 */
async function askForBackgroundSync(): Promise<void> {
  if (syncAsked) return;
  syncAsked = true;
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    await (registration as WithSync | undefined)?.sync?.register(OUTBOX_SYNC_TAG);
  } catch (error) {
    // Refused (no permission, or a private window): the next start sends it instead.
    console.warn('Background sync is not available', error);
  }
}

function scheduleRetry(): void {
  if (retryTimer !== undefined || !navigator.onLine) return;
  const delay = RETRY_MS[Math.min(retries, RETRY_MS.length - 1)] ?? 60_000;
  retries += 1;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void flush();
  }, delay);
}

/** Everything still waiting as "waiting": the screens keep what they showed. */
function releaseWaiters(): void {
  for (const [key, waiting] of waiters) {
    waiters.delete(key);
    for (const waiter of waiting) waiter.done({ state: 'waiting' });
  }
}

/**
 * A change the server failed on fails at once for a screen waiting for it (its form still holds
 * what the student typed); sent later, it waits until it failed MAX_FAILURES times.
 */
function settled(key: string, sent: Sent): Sent {
  if (sent.kind !== 'failed' || waiters.has(key)) {
    failures.delete(key);
    return sent;
  }
  const count = (failures.get(key) ?? 0) + 1;
  if (count >= MAX_FAILURES) {
    failures.delete(key);
    return sent;
  }
  failures.set(key, count);
  return { kind: 'wait' };
}

async function sendAll(userId: string): Promise<void> {
  const ended = await sendQueue(userId, {
    clientIdOf: (entry) => (waiters.has(entry.key) ? CLIENT_ID : undefined),
    settle: (entry, sent) => settled(entry.key, sent),
    goOn: () => signedInId() === userId,
    sentOne: (entry, sent, queue) => {
      retries = 0;
      publish(queue);
      if (sent.kind === 'done') showAnswer(entry, sent.answer);
      const waiting = waiters.get(entry.key) ?? [];
      waiters.delete(entry.key);
      tellWhatHappened(entry, sent, waiting.length > 0);
      for (const waiter of waiting) {
        if (sent.kind === 'done') waiter.done({ state: 'sent', answer: sent.answer });
        else waiter.fail(new ApiError(sent.error.status, sent.error.message, sent.error.field));
      }
    },
  });
  if (ended.state === 'wait') {
    publish(ended.queue);
    releaseWaiters();
    scheduleRetry();
    void askForBackgroundSync();
  } else if (ended.state === 'empty') {
    syncAsked = false;
  }
  // Signed out or in as someone else meanwhile: what waits stays for its student.
  if (signedInId() !== userId) releaseWaiters();
}

let running: Promise<void> | undefined;
let again = false;

/** Changes being queued right now. */
const queueing = new Set<Promise<unknown>>();

/** Resolves once nothing is queued or sent (tests wait for it before clearing the browser's data). */
export const whenIdle = async (): Promise<void> => {
  while (running || queueing.size > 0) {
    await Promise.allSettled([running, ...queueing]);
  }
};

/** Sends what waits, in order, from one tab at a time. */
export function flush(): Promise<void> {
  const userId = signedInId();
  if (!userId) return Promise.resolve();
  if (running) {
    // A change queued as the run ends would otherwise wait for the next trigger.
    again = true;
    return running;
  }
  const run = withSendLock(() => sendAll(userId))
    .catch((error: unknown) => {
      console.error('Could not send the changes made offline', error);
      releaseWaiters();
    })
    .finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void flush();
      }
    });
  running = run;
  return run;
}

/**
 * Queues a change and, online, sends it (after anything older). Answers once it was sent (with
 * the server's answer), or once it has to wait; a change the server refuses rejects with its
 * ApiError, as a direct call would, and is not kept.
 */
export async function submit(request: WriteRequest): Promise<Outcome> {
  // A change made as the page starts, before the session is known, waits for it.
  const userId = signedInId() ?? (await refreshSession(), signedInId());
  if (!userId) throw new ApiError(401, 'Not signed in');
  const entry: OutboxEntry = {
    ...request,
    key: request.key ?? crypto.randomUUID(),
    userId,
    ...(navigator.onLine ? {} : { waited: true }),
  };
  const queued = changeQueue(userId, (entries) => enqueue(entries, entry));
  queueing.add(queued);
  const queue = await queued.finally(() => queueing.delete(queued));
  publish(queue);
  // Folded into a change of the same row that waits, or cancelled out by it (made and deleted).
  const carrier =
    queue.find((e) => e.key === entry.key) ??
    queue.find(
      (e) => !e.sending && rowOf(e.write) !== undefined && rowOf(e.write) === rowOf(entry.write),
    );
  if (!navigator.onLine) void askForBackgroundSync();
  if (!carrier || !navigator.onLine) return { state: 'waiting' };
  const outcome = new Promise<Outcome>((done, fail) => {
    waiters.set(carrier.key, [...(waiters.get(carrier.key) ?? []), { done, fail }]);
  });
  void flush();
  return outcome;
}

/** Loads what waits for the signed-in student, shows it over the lists, and sends it. */
async function catchUp(): Promise<void> {
  const userId = signedInId();
  if (!userId) {
    publish([], false);
    return;
  }
  const queue = await readQueue(userId);
  publish(queue, false);
  // Each list and document once: the overlay puts all of its waiting changes over it.
  const keyed = (key: readonly string[]) => [[JSON.stringify(key), key]] as const;
  const lists = new Map(queue.flatMap((e) => (e.list ? keyed(e.list) : [])));
  const documents = new Map(queue.flatMap((e) => (e.document ? keyed(e.document.key) : [])));
  for (const list of lists.values()) {
    queryClient.setQueryData<{ id: string }[]>(list, (rows) => rows && withWaiting(list, rows));
  }
  for (const key of documents.values()) {
    if (queryClient.getQueryData(key) !== undefined)
      queryClient.setQueryData(key, (value: unknown) => withWaitingDocument(key, value));
  }
  if (queue.length > 0) await flush();
}

let started = false;

/** Once per page: catches up now, on each sign-in, when back online and when another tab queues. */
export function startOutbox(): void {
  if (started) return;
  started = true;
  void catchUp();
  subscribeToSession(() => void catchUp());
  window.addEventListener('online', () => {
    retries = 0;
    void flush();
  });
  channel?.addEventListener('message', () => {
    const userId = signedInId();
    if (userId) void readQueue(userId).then((queue) => publish(queue, false));
  });
}
