import { openDB, type IDBPDatabase } from 'idb';
import type { OutboxEntry } from './outbox-entry';

/*
 * The queue of changes not yet sent, one record per student in IndexedDB: it survives a reload, a
 * closed tab and a restarted browser, and every tab (and the service worker) reads the same one.
 * A change to it is one transaction that reads, changes and writes the whole queue, so two tabs
 * adding at once both keep theirs.
 */

export const OUTBOX_DATABASE = 'assignd-outbox';
const QUEUES = 'queues';

interface StoredQueue {
  entries: OutboxEntry[];
}

let opened: Promise<IDBPDatabase> | undefined;

function database(): Promise<IDBPDatabase> {
  opened ??= openDB(OUTBOX_DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore(QUEUES);
    },
  }).then((db) => {
    // A newer version of the app opening it in another tab (or its deletion) goes first.
    db.addEventListener('versionchange', () => {
      db.close();
      opened = undefined;
    });
    return db;
  });
  return opened;
}

export async function readQueue(userId: string): Promise<OutboxEntry[]> {
  const stored = (await (await database()).get(QUEUES, userId)) as StoredQueue | undefined;
  return stored?.entries ?? [];
}

/** Replaces the student's queue with what `change` makes of it, atomically; answers the result. */
export async function changeQueue(
  userId: string,
  change: (entries: OutboxEntry[]) => OutboxEntry[],
): Promise<OutboxEntry[]> {
  const transaction = (await database()).transaction(QUEUES, 'readwrite');
  const store = transaction.objectStore(QUEUES);
  const stored = (await store.get(userId)) as StoredQueue | undefined;
  const entries = change(stored?.entries ?? []);
  if (entries.length === 0) await store.delete(userId);
  else await store.put({ entries } satisfies StoredQueue, userId);
  await transaction.done;
  return entries;
}
