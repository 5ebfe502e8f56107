import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ExternalToast } from 'sonner';
import { ApiError, OfflineError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/**
 * Every mutation hook takes these, so a screen can use its own wording (the spec has several, such
 * as 'Assignment added' and 'Assignment added successfully!') or stay silent (bulk imports).
 * `false` shows nothing; a failure is then still logged.
 */
export interface ToastOptions {
  successMessage?: string | false;
  errorMessage?: string | false;
}

/** The success toast, in the caller's words or the fallback's; `toast` adds sonner's (an Undo). */
export function toastSuccess(
  options: ToastOptions | undefined,
  fallback: string | false,
  toast?: ExternalToast,
): void {
  const message = options?.successMessage ?? fallback;
  if (message) notify.success(message, toast);
}

export function toastError(
  error: unknown,
  options: ToastOptions | undefined,
  fallback: string | false,
): void {
  // An expired session is not this call's fault: the session check sends the user to sign in.
  if (error instanceof ApiError && error.status === 401) return;
  // Told once for every refused change, by the mutation cache (lib/query-client.ts).
  if (error instanceof OfflineError) return;
  const message = options?.errorMessage ?? fallback;
  if (message) notify.error(message);
  else console.error(error);
}

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

export const jsonBody = (body: unknown): RequestInit['body'] => JSON.stringify(body);
