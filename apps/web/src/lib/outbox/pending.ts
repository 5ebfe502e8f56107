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
const listeners = new Set<() => void>();

/** Called by the outbox whenever the signed-in student's queue changed. */
export function showWaiting(entries: readonly OutboxEntry[]): void {
  // A change on its way as it was made is not marked: only one that had to wait.
  waiting = entries.filter((entry) => entry.waited);
  rows = new Set(entries.flatMap((entry) => ('rowId' in entry.write ? [entry.write.rowId] : [])));
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

const rowSchemas = new Map<string, ResponseSchema<{ id: string }>>();

/** Each list's row schema, which the outbox checks a sent change's answer with. */
export function registerRowSchema(key: QueryKey, schema: ResponseSchema<{ id: string }>): void {
  rowSchemas.set(JSON.stringify(key), schema);
}

/**
 * A sent change's answer as the list's row, or undefined when it does not check out (a newer or
 * misbehaving server): the list is then read again instead.
 */
export function checkedRow(key: readonly unknown[], answer: unknown): { id: string } | undefined {
  const schema = rowSchemas.get(JSON.stringify(key));
  const checked = schema?.['~standard'].validate(answer);
  if (!checked || checked instanceof Promise || checked.issues) return undefined;
  return checked.value;
}
