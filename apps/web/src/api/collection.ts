import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { array, type ZodMiniType } from 'zod/mini';
import { apiFetch, firstAnswer } from '@/lib/api-client';
import { focusRow } from '@/lib/focus';
import {
  jsonBody,
  removeRow,
  toastError,
  toastSuccess,
  upsertRow,
  type ToastOptions,
} from './mutation-helpers';
import { loadMeta } from './query-keys';

export interface RowChanges<Update> {
  id: string;
  changes: Update;
}

export interface CollectionMessages {
  added: string;
  addFailed: string;
  /** Shown after an update; without it an update is silent unless the screen passes a message. */
  updated?: string;
  updateFailed: string;
  deleted: string;
  deleteFailed: string;
  /** Shown when Undo in the 'deleted' toast could not put the row back. */
  restoreFailed: string;
}

/** Long enough to reach the toast's Undo by keyboard or screen reader, not just by mouse. */
export const UNDO_TOAST_MS = 10_000;

/**
 * The hooks of one of the server's collections (GET and POST on `path`, PATCH and DELETE on
 * `path/:id`, see routes/collection.ts on the server): the list, newest first as the server
 * answers it, and mutations that keep that list in the cache and show the spec's toasts.
 */
export function collectionHooks<Row extends { id: string }, Create, Update, Deleted>(options: {
  path: string;
  key: QueryKey;
  /** The row as the server answers it, from `@assignd/schemas`. */
  rowSchema: ZodMiniType<Row>;
  /** What a delete answers: what POST `path`/restore takes back to undo it. */
  deletedSchema: ZodMiniType<Deleted>;
  messages: CollectionMessages;
  /** Further cache work after a row is deleted, such as unfiling a class's assignments. */
  afterDelete?: (client: QueryClient, id: string) => void;
  /** Further cache work after an undo brought a row back, such as refiling those assignments. */
  afterRestore?: (client: QueryClient, deleted: Deleted, row: Row) => void;
}) {
  const { path, key, rowSchema, deletedSchema, messages, afterDelete, afterRestore } = options;
  const listSchema = array(rowSchema);
  const rowPath = (id: string) => `${path}/${encodeURIComponent(id)}`;

  // Runs from the toast, which may outlive the screen that deleted the row, so it uses no hook.
  const undo = (client: QueryClient, deleted: Deleted) =>
    apiFetch(`${path}/restore`, rowSchema, { method: 'POST', body: jsonBody(deleted) }).then(
      (row) => {
        upsertRow(client, key, row);
        afterRestore?.(client, deleted, row);
        focusRow(row.id);
      },
      (error: unknown) => toastError(error, undefined, messages.restoreFailed),
    );

  return {
    /** Pass `select` defined outside the component (or memoised) so its result is memoised too. */
    useList: <T = Row[]>(select?: (list: Row[]) => T) =>
      useQuery({
        queryKey: key,
        queryFn: ({ signal }) => apiFetch(path, listSchema, { signal }),
        // The list the page brought, if any, is there from the first render.
        initialData: () => firstAnswer(path, listSchema),
        meta: loadMeta,
        select,
      }),

    useCreate: (toasts?: ToastOptions) => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (input: Create) =>
          apiFetch(path, rowSchema, { method: 'POST', body: jsonBody(input) }),
        onSuccess: (created) => {
          upsertRow(client, key, created);
          toastSuccess(toasts, messages.added);
        },
        onError: (error) => toastError(error, toasts, messages.addFailed),
      });
    },

    useUpdate: (toasts?: ToastOptions) => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: ({ id, changes }: RowChanges<Update>) =>
          apiFetch(rowPath(id), rowSchema, { method: 'PATCH', body: jsonBody(changes) }),
        onSuccess: (updated) => {
          upsertRow(client, key, updated);
          toastSuccess(toasts, messages.updated ?? false);
        },
        onError: (error) => toastError(error, toasts, messages.updateFailed),
      });
    },

    useDelete: (toasts?: ToastOptions) => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (id: string) => apiFetch(rowPath(id), deletedSchema, { method: 'DELETE' }),
        onSuccess: (deleted, id) => {
          removeRow(client, key, id);
          afterDelete?.(client, id);
          toastSuccess(toasts, messages.deleted, {
            duration: UNDO_TOAST_MS,
            action: { label: 'Undo', onClick: () => void undo(client, deleted) },
          });
        },
        onError: (error) => toastError(error, toasts, messages.deleteFailed),
      });
    },
  };
}
