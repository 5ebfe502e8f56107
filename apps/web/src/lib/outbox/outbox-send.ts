import { CLIENT_ID_HEADER } from '../client-id';
import type { OutboxEntry } from './outbox-entry';
import { changeQueue } from './outbox-store';

/*
 * Sending one queued change (docs/decisions/0018): what the page's outbox and the service worker's
 * background sync share. No screen code here: the worker loads it too.
 */

const REPLACED_HEADER = 'x-assignd-replaced';
/** The Web Lock held by whoever sends a student's queue: one tab, or the service worker. */
const SEND_LOCK = 'assignd-outbox-send';
/** The Background Sync tag the page registers when changes wait, for the service worker. */
export const OUTBOX_SYNC_TAG = 'assignd-outbox';

/** The server's refusal of a change: its status, and its `{ error, field }`. */
interface Refusal {
  status: number;
  message: string;
  field?: string;
}

export type Sent =
  | { kind: 'done'; answer: unknown; replaced: string[] }
  | { kind: 'refused'; error: Refusal }
  /** The server failed on it: tried again a few times, then given up (it may never take it). */
  | { kind: 'failed'; error: Refusal }
  | { kind: 'wait' };

function bodyOf({ write, method }: OutboxEntry): unknown {
  if (method === 'DELETE') return undefined;
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
 * Sends one change. `clientId`, given when a screen of that tab waits for the answer, tells the
 * realtime echo it need not be applied there; a change no screen waits for (sent after a reload,
 * or by the service worker) is applied like another device's, so every view of it follows.
 */
async function send(entry: OutboxEntry, clientId?: string): Promise<Sent> {
  const body = bodyOf(entry);
  let response: Response;
  try {
    response = await fetch(entry.path, {
      method: entry.method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'idempotency-key': entry.key,
        ...(clientId ? { [CLIENT_ID_HEADER]: clientId } : {}),
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

function errorOf(status: number, body: unknown, fallback: string): Refusal {
  const record = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message = typeof record.error === 'string' ? record.error : fallback || 'Request failed';
  return typeof record.field === 'string'
    ? { status, message, field: record.field }
    : { status, message };
}

/** What the one sending the queue does with each change. */
interface SendHooks {
  /** The device id to send a change with: the tab's, when a screen of it waits for the answer. */
  clientIdOf(entry: OutboxEntry): string | undefined;
  /** What a send comes to for this sender (a 500 may be tried again before it is given up). */
  settle(entry: OutboxEntry, sent: Sent): Sent;
  /** Whether to go on: not once the student signed out meanwhile. */
  goOn(): boolean;
  /** A change that has left the queue (sent, or refused), with the queue as it is now. */
  sentOne(entry: OutboxEntry, sent: Exclude<Sent, { kind: 'wait' }>, queue: OutboxEntry[]): void;
}

/** Marks the first change of `queue` as on its way (nothing is folded into it from now). */
const markHead = (queue: OutboxEntry[]) =>
  queue.map((e, index) => (index === 0 ? { ...e, sending: true } : e));

/**
 * Sends a student's queue in order, one change at a time, until it is empty, a change has to wait
 * (then everything left is marked as having waited) or `goOn` says stop. Call it holding SEND_LOCK
 * (withSendLock): nothing of this student's is then on its way from anyone else.
 */
export async function sendQueue(
  userId: string,
  hooks: SendHooks,
): Promise<{ state: 'empty' | 'stopped' } | { state: 'wait'; queue: OutboxEntry[] }> {
  let [head] = await changeQueue(userId, (queue) =>
    markHead(queue.map(({ sending: _, ...entry }) => entry)),
  );
  while (head) {
    if (!hooks.goOn()) return { state: 'stopped' };
    const current = head;
    const sent = hooks.settle(current, await send(current, hooks.clientIdOf(current)));
    if (sent.kind === 'wait') {
      const queue = await changeQueue(userId, (entries) =>
        entries.map(({ sending: _, ...e }) => ({ ...e, waited: true })),
      );
      return { state: 'wait', queue };
    }
    // One transaction takes the change off and marks the next as on its way.
    const queue = await changeQueue(userId, (entries) =>
      markHead(entries.filter((e) => e.key !== current.key)),
    );
    [head] = queue;
    hooks.sentOne(current, sent, queue);
  }
  return { state: 'empty' };
}

/** Runs `send` holding the send lock, where the browser has Web Locks. */
export async function withSendLock(send: () => Promise<void>): Promise<void> {
  if (typeof navigator.locks?.request === 'function')
    await navigator.locks.request(SEND_LOCK, send);
  else await send();
}
