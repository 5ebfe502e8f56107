import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { array, type ZodMiniType } from 'zod/mini';
import { apiFetch, checkAnswer, firstAnswer } from '@/lib/api-client';
import { editRequest } from '@/lib/outbox/edit-request';
import { registerAnswerSchema, withWaiting } from '@/lib/outbox/pending';
import { submitWrite } from '@/lib/outbox/write';
import { focusRow } from '@/lib/focus';
import { removeRow, upsertRow } from '@/lib/list-rows';
import { toastError, toastSuccess, type ToastOptions } from './mutation-helpers';
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
 * answers it, and mutations that keep that list in the cache and show the spec's toasts. Every
 * change goes through the outbox (lib/outbox): offline it shows at once, marked as waiting, and
 * is sent when the connection is back.
 */
export function collectionHooks<Row extends { id: string }, Create, Update, Deleted>(options: {
  path: string;
  key: QueryKey;
  /** The row as the server answers it, from `@assignd/schemas`. */
  rowSchema: ZodMiniType<Row>;
  /** What a delete answers: what POST `path`/restore takes back to undo it. */
  deletedSchema: ZodMiniType<Deleted>;
  messages: CollectionMessages;
  /** The row a create makes, as the server would: shown until the server's answer is here. */
  draft: (input: Create, id: string, now: string) => Row;
  /** How the student knows a row ('Lab report'), for what is said of a change that failed. */
  labelOf: (row: Row) => string;
  /**
   * Where a create goes when not to `path`, and its body: a class's grading category is made
   * under its class (POST /api/classes/:id/grade-categories).
   */
  createRequest?: (input: Create) => { path: string; body: Record<string, unknown> };
  /** Further cache work after a row is deleted, such as unfiling a class's assignments. */
  afterDelete?: (client: QueryClient, id: string) => void;
  /** Further cache work after an undo brought a row back, such as refiling those assignments. */
  afterRestore?: (client: QueryClient, deleted: Deleted | undefined, row: Row) => void;
}) {
  const { path, key, rowSchema, deletedSchema, messages, draft, labelOf } = options;
  const { afterDelete, afterRestore, createRequest } = options;
  const listSchema = array(rowSchema);
  const rowPath = (id: string) => `${path}/${encodeURIComponent(id)}`;
  const table = path.replace(/^\/api\//, '');
  const list = key.map(String);
  // What the outbox checks a change's answer with when it is sent with no screen waiting.
  registerAnswerSchema(list, rowSchema);
  const cached = (client: QueryClient, id: string) =>
    client.getQueryData<Row[]>(key)?.find((row) => row.id === id);

  // Runs from the toast, which may outlive the screen that deleted the row, so it uses no hook.
  // A delete still waiting to be sent is taken back; one the server has is undone there.
  const undo = async (client: QueryClient, { id, deleted, before }: Removal<Row, Deleted>) => {
    try {
      const outcome = await submitWrite({
        method: 'POST',
        path: `${path}/restore`,
        label: before ? labelOf(before) : '',
        list,
        ...(before ? { shown: before } : {}),
        write: {
          op: 'restore',
          table,
          rowId: id,
          body: deleted ?? {},
        },
      });
      const row =
        outcome.state === 'sent'
          ? await checkAnswer(`${path}/restore`, rowSchema, outcome.answer)
          : before;
      if (!row) return;
      upsertRow(client, key, row);
      afterRestore?.(client, deleted, row);
      focusRow(row.id);
    } catch (error) {
      toastError(error, undefined, messages.restoreFailed);
    }
  };

  return {
    /** Pass `select` defined outside the component (or memoised) so its result is memoised too. */
    useList: <T = Row[]>(select?: (list: Row[]) => T) =>
      useQuery({
        queryKey: key,
        // Changes still waiting to be sent lie over what was loaded (a restart offline).
        queryFn: async ({ signal }) =>
          withWaiting(key, await apiFetch(path, listSchema, { signal })),
        // The list the page brought, if any, is there from the first render.
        initialData: () => firstAnswer(path, listSchema),
        meta: loadMeta,
        select,
      }),

    useCreate: (toasts?: ToastOptions) => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: async (input: Create) => {
          const id = crypto.randomUUID();
          const shown = draft(input, id, new Date().toISOString());
          const request = createRequest?.(input) ?? {
            path,
            body: input as Record<string, unknown>,
          };
          const outcome = await submitWrite({
            method: 'POST',
            path: request.path,
            label: labelOf(shown),
            list,
            shown,
            write: { op: 'create', table, rowId: id, body: request.body },
          });
          return outcome.state === 'sent'
            ? checkAnswer(request.path, rowSchema, outcome.answer)
            : shown;
        },
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
        mutationFn: async ({ id, changes }: RowChanges<Update>) => {
          const before = cached(client, id);
          const outcome = await submitWrite(
            editRequest(
              { path: rowPath(id), table, id, label: before ? labelOf(before) : '', list },
              before,
              changes as Readonly<Record<string, unknown>>,
            ),
          );
          if (outcome.state === 'sent') return checkAnswer(rowPath(id), rowSchema, outcome.answer);
          if (!before) throw new Error('The row is not in the list');
          return { ...before, ...(changes as Partial<Row>) };
        },
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
        mutationFn: async (id: string): Promise<Removal<Row, Deleted>> => {
          const before = cached(client, id);
          const outcome = await submitWrite({
            method: 'DELETE',
            path: rowPath(id),
            label: before ? labelOf(before) : '',
            list,
            write: { op: 'delete', table, rowId: id },
          });
          const answered = outcome.state === 'sent' && outcome.answer !== null;
          const deleted = answered
            ? await checkAnswer(rowPath(id), deletedSchema, outcome.answer)
            : undefined;
          return { id, deleted, before };
        },
        onSuccess: (removal, id) => {
          removeRow(client, key, id);
          afterDelete?.(client, id);
          toastSuccess(toasts, messages.deleted, {
            duration: UNDO_TOAST_MS,
            action: { label: 'Undo', onClick: () => void undo(client, removal) },
          });
        },
        onError: (error) => toastError(error, toasts, messages.deleteFailed),
      });
    },
  };
}

/** A delete as the page keeps it for its Undo: the server's answer once it has one. */
interface Removal<Row, Deleted> {
  id: string;
  deleted: Deleted | undefined;
  before: Row | undefined;
}
