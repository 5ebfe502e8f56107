import type { QueryClient, QueryKey } from '@tanstack/react-query';

/* The cached lists' rows, changed in place: by a change's answer, the outbox and realtime. */

interface Row {
  id: string;
}

/** Puts `row` first (lists are newest first) or replaces the cached row with the same id. */
export function upsertRow<T extends Row>(client: QueryClient, key: QueryKey, row: T): void {
  client.setQueryData<T[]>(key, (list) => {
    if (!list) return list;
    return list.some((item) => item.id === row.id)
      ? list.map((item) => (item.id === row.id ? row : item))
      : [row, ...list];
  });
}

export function removeRow<T extends Row>(client: QueryClient, key: QueryKey, id: string): void {
  client.setQueryData<T[]>(key, (list) => list?.filter((item) => item.id !== id));
}

export function patchRow<T extends Row>(
  client: QueryClient,
  key: QueryKey,
  id: string,
  patch: Partial<T>,
): void {
  client.setQueryData<T[]>(key, (list) =>
    list?.map((item) => (item.id === id ? { ...item, ...patch } : item)),
  );
}
