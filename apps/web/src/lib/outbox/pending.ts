import type { QueryKey } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { ResponseSchema } from '../api-client';
import type { OutboxEntry } from './outbox-entry';

/*
 * What the screens know of the changes waiting to be sent (docs/decisions/0018), kept small
 * enough for the first load: the queue itself, IndexedDB and the sending load with the first
 * change or, when something was left waiting, after start-up (outbox.ts).
 */

let waiting: readonly OutboxEntry[] = [];
let rows = new Set<string>();
let documents = new Set<string>();
const listeners = new Set<() => void>();

/** Called by the outbox whenever the signed-in student's queue changed. */
export function showWaiting(entries: readonly OutboxEntry[]): void {
  // A change on its way as it was made is not marked: only one that had to wait.
  waiting = entries.filter((entry) => entry.waited);
  rows = new Set(waiting.flatMap((entry) => ('rowId' in entry.write ? [entry.write.rowId] : [])));
  documents = new Set(
    waiting.flatMap((entry) => (entry.document ? [JSON.stringify(entry.document.key)] : [])),
  );
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** How many changes are waiting to be sent. */
export function usePendingCount(): number {
  return useSyncExternalStore(subscribe, () => waiting.length);
}

/** Whether a change of this row is waiting to be sent. */
export function useIsPending(id: string): boolean {
  return useSyncExternalStore(subscribe, () => rows.has(id));
}

/** Whether a change of this document (a query key: the schedule, preferences) waits to be sent. */
export function useIsDocumentPending(key: QueryKey): boolean {
  const name = JSON.stringify(key);
  return useSyncExternalStore(subscribe, () => documents.has(name));
}

export const pendingCount = (): number => waiting.length;

const sameKey = (a: readonly unknown[] | undefined, b: QueryKey) =>
  a !== undefined && a.length === b.length && a.every((part, index) => part === b[index]);

/**
 * A list as loaded (from the server, or its copy kept for offline use), with the changes still
 * waiting put over it, so a restart offline shows what the student did.
 */
export function withWaiting<Row extends { id: string }>(key: QueryKey, list: Row[]): Row[] {
  let result = list;
  for (const entry of waiting) {
    if (!sameKey(entry.list, key)) continue;
    const { write, shown } = entry;
    if (write.op === 'delete') result = result.filter((row) => row.id !== write.rowId);
    else if (shown) {
      const row = shown as Row;
      result = result.some((item) => item.id === row.id)
        ? result.map((item) => (item.id === row.id ? row : item))
        : [row, ...result];
    }
  }
  return result;
}

/**
 * A document as loaded, with the changes of it still waiting put over it (a timetable saved or
 * cleared offline, settings changed offline), so a restart offline shows what the student did.
 */
export function withWaitingDocument<T>(key: QueryKey, loaded: T): T {
  let result: unknown = loaded;
  for (const { document, write } of waiting) {
    if (!document || !sameKey(document.key, key)) continue;
    result =
      write.op === 'merge' && result !== null && typeof result === 'object'
        ? { ...result, ...write.body }
        : document.value;
  }
  return result as T;
}

const answerSchemas = new Map<string, ResponseSchema<unknown>>();

/** The schema of each list's rows, or of a document, which the outbox checks answers with. */
export function registerAnswerSchema(key: QueryKey, schema: ResponseSchema<unknown>): void {
  answerSchemas.set(JSON.stringify(key), schema);
}

/**
 * A sent change's answer as the list's row or the document, or undefined when it does not check
 * out (a newer or misbehaving server): the list or document is then read again instead.
 */
export function checkedAnswer(key: readonly unknown[], answer: unknown): unknown {
  const schema = answerSchemas.get(JSON.stringify(key));
  const checked = schema?.['~standard'].validate(answer);
  if (!checked || checked instanceof Promise || checked.issues) return undefined;
  return checked.value;
}
