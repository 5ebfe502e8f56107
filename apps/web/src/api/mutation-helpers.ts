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

/**
 * Whether a failed change was already told to the student some other way, so a screen's own
 * error toast would only repeat it: an expired session (the session check sends them to sign in)
 * or a change refused offline (one toast for all of them, from lib/query-client.ts).
 */
function isAlreadyReported(error: unknown): boolean {
  return error instanceof OfflineError || (error instanceof ApiError && error.status === 401);
}

export function toastError(
  error: unknown,
  options: ToastOptions | undefined,
  fallback: string | false,
): void {
  if (isAlreadyReported(error)) return;
  const message = options?.errorMessage ?? fallback;
  if (message) notify.error(message);
  else console.error(error);
}

/**
 * A form's failed submit: a refusal naming one of `fields` (the server words them "password:
 * Password is incorrect") goes under that field; any other is a toast, unless already reported.
 */
export function showSubmitError<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  setError: (field: Field, error: { message: string }, options: { shouldFocus: boolean }) => void,
  fallback: string,
): void {
  if (isAlreadyReported(error)) return;
  if (!(error instanceof ApiError)) {
    notify.error(fallback);
    return;
  }
  const field = fields.find((name) => error.message.startsWith(`${name}: `));
  if (!field) {
    notify.error(error.message);
    return;
  }
  setError(field, { message: error.message.slice(field.length + 2) }, { shouldFocus: true });
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
