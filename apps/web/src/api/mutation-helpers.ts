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

/** The form's value at a dotted path (a nested field's name), if it has one. */
function valueAt(values: unknown, path: string): unknown {
  let value = values;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** The parts of a react-hook-form form a failed submit needs: its values, to know its fields. */
interface SubmitErrorTarget {
  getValues(): unknown;
  // A method, so a form typed with its own field names fits.
  setError(name: string, error: { message: string }, options: { shouldFocus: boolean }): void;
}

/**
 * A form's failed submit: a refusal whose `field` (from the server's `{ error, field }`) is a field
 * of the form goes under that field and focuses it; any other is a toast in the server's words,
 * and a failure that is no refusal the fallback toast, unless already reported.
 */
export function showSubmitError(error: unknown, form: SubmitErrorTarget, fallback: string): void {
  if (isAlreadyReported(error)) return;
  if (!(error instanceof ApiError)) {
    notify.error(fallback);
    return;
  }
  const { field } = error;
  if (field === undefined || valueAt(form.getValues(), field) === undefined) {
    notify.error(error.message);
    return;
  }
  // The server's `error` mostly reads "field: message", to stand on its own in a toast or an API
  // client; under the field its name is already said.
  const prefix = `${field}: `;
  const message = error.message.startsWith(prefix)
    ? error.message.slice(prefix.length)
    : error.message;
  form.setError(field, { message }, { shouldFocus: true });
}

export const jsonBody = (body: unknown): RequestInit['body'] => JSON.stringify(body);
