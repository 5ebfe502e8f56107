import { queueWrite, rowOf } from '@assignd/core';
import { ApiError } from '../api-client';
import { CLIENT_ID, CLIENT_ID_HEADER } from '../client-id';
import { removeRow, upsertRow } from '../list-rows';
import { notify } from '../notify';
import { queryClient } from '../query-client';
import { currentSession, refreshSession, subscribeToSession } from '../session';
import type { OutboxEntry, WriteRequest } from './outbox-entry';
import { changeQueue, readQueue } from './outbox-store';
import { checkedRow, showWaiting, withWaiting } from './pending';

/*
 * The one way a planner change reaches the server (docs/decisions/0018). Each change is queued in
 * IndexedDB first, then sent in the order made, one at a time, with its Idempotency-Key; a change
 * that cannot be sent now (offline, a dropped connection, the server away) waits there and goes
 * when the connection is back: on the browser's 'online', on the next start, or on a timer.
 * Loaded with the first change, or after start-up when changes were left waiting.
 */

const REPLACED_HEADER = 'x-assignd-replaced';
const SEND_LOCK = 'assignd-outbox-send';
const RETRY_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/** What became of a change when it was submitted. */
export type Outcome = { state: 'sent'; answer: unknown } | { state: 'waiting' };

type Sent =
  | { kind: 'done'; answer: unknown; replaced: string[] }
  | { kind: 'refused'; error: ApiError }
  /** The server failed on it: tried again a few times, then given up (it may never take it). */
  | { kind: 'failed'; error: ApiError }
  | { kind: 'wait' };

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
  const sending = queue.filter((item) => item.sending);
  const rest = queue.filter((item) => !item.sending);
  return [...sending, ...queueWrite(rest, entry)];
}

function bodyOf({ write }: OutboxEntry): unknown {
  switch (write.op) {
    case 'create':
      return { ...write.body, id: write.rowId };
    case 'update':
      return { ...write.changes, base: write.base };
    case 'delete':
      return undefined;
    default:
      return write.body;
  }
}

/**
 * Sends one change. `own` says a screen here waits for its answer: the device id then tells the
 * realtime echo it need not be applied here; a change no screen waits for (sent after a reload)
 * is applied like another device's, so every view of it follows.
 */
async function send(entry: OutboxEntry, own: boolean): Promise<Sent> {
  const body = bodyOf(entry);
  let response: Response;
  try {
    response = await fetch(entry.path, {
      method: entry.method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'idempotency-key': entry.key,
        ...(own ? { [CLIENT_ID_HEADER]: CLIENT_ID } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return { kind: 'wait' };
  }
  const text = await response.text().catch(() => '');
  let answer: unknown = null;
  try {
    answer = text ? JSON.parse(text) : null;
  } catch {
    answer = null;
  }
  if (response.ok) {
    const replaced = response.headers.get(REPLACED_HEADER);
    return { kind: 'done', answer, replaced: replaced ? replaced.split(',') : [] };
  }
  const { status } = response;
  // Gone already (here or elsewhere): what a delete wanted.
  if (status === 404 && entry.write.op === 'delete')
    return { kind: 'done', answer: null, replaced: [] };
  const error = errorOf(status, answer, response.statusText);
  // Tried again later: the first copy still running, an ended session, a busy or absent server.
  if ((status === 409 && error.field === 'idempotency-key') || [401, 408, 429].includes(status))
    return { kind: 'wait' };
  // A server that is away or restarting (behind a proxy: 502, 503, 504) will take it later.
  if ([502, 503, 504].includes(status)) return { kind: 'wait' };
  if (status >= 500) return { kind: 'failed', error };
  return { kind: 'refused', error };
}

function errorOf(status: number, body: unknown, fallback: string): ApiError {
  const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message = typeof record.error === 'string' ? record.error : fallback || 'Request failed';
  return new ApiError(status, message, typeof record.field === 'string' ? record.field : undefined);
}

/** Puts the server's answer in the list it belongs to (it may be newer than what was shown). */
function showAnswer(entry: OutboxEntry, answer: unknown): void {
  const { list, write } = entry;
  if (!list) return;
  if (write.op === 'delete') {
    removeRow(queryClient, list, write.rowId);
    return;
  }
  if (write.op !== 'restore' && write.op !== 'create' && write.op !== 'update') return;
  const row = checkedRow(list, answer);
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
    if (entry.list) void queryClient.invalidateQueries({ queryKey: entry.list });
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

/** Marks the first change of `queue` as on its way (nothing is folded into it from now). */
const markHead = (queue: OutboxEntry[]) =>
  queue.map((e, index) => (index === 0 ? { ...e, sending: true } : e));

/** A change the server failed on counts as waiting until it failed MAX_FAILURES times. */
function settled(key: string, sent: Sent): Sent {
  if (sent.kind !== 'failed') {
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
  // Nothing of this student's is on its way from an earlier tab: the lock says so.
  let [head] = await changeQueue(userId, (queue) =>
    markHead(queue.map(({ sending: _, ...entry }) => entry)),
  );
  while (head && signedInId() === userId) {
    const current = head;
    const sent = settled(current.key, await send(current, waiters.has(current.key)));
    if (sent.kind === 'wait') {
      const waiting = (queue: OutboxEntry[]) =>
        queue.map(({ sending: _, ...e }) => ({ ...e, waited: true }));
      publish(await changeQueue(userId, waiting));
      releaseWaiters();
      scheduleRetry();
      return;
    }
    retries = 0;
    // One transaction takes the change off and marks the next as on its way.
    const queue = await changeQueue(userId, (entries) =>
      markHead(entries.filter((e) => e.key !== current.key)),
    );
    publish(queue);
    [head] = queue;
    if (sent.kind === 'done') showAnswer(current, sent.answer);
    const waiting = waiters.get(current.key) ?? [];
    waiters.delete(current.key);
    tellWhatHappened(current, sent, waiting.length > 0);
    for (const waiter of waiting) {
      if (sent.kind === 'done') waiter.done({ state: 'sent', answer: sent.answer });
      else waiter.fail(sent.error);
    }
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
  const locked: Promise<void> =
    typeof navigator.locks?.request === 'function'
      ? navigator.locks.request(SEND_LOCK, () => sendAll(userId)).then(() => undefined)
      : sendAll(userId);
  const run = locked
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
    key: crypto.randomUUID(),
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
  const lists = new Map(queue.flatMap((e) => (e.list ? [[JSON.stringify(e.list), e.list]] : [])));
  for (const list of lists.values()) {
    queryClient.setQueryData<{ id: string }[]>(list, (rows) => rows && withWaiting(list, rows));
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
