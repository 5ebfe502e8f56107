import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  assignmentSchema,
  deletedAssignmentSchema,
  type Assignment,
  type DeletedAssignment,
  type CreateAssignmentInput,
  type UpdateAssignmentInput,
} from '@assignd/schemas';
import { DEFAULT_STORED_CATEGORY } from '@assignd/core';
import { checkAnswer } from '@/lib/api-client';
import { editRequest } from '@/lib/outbox/edit-request';
import { submitWrite } from '@/lib/outbox/write';
import { patchRow, upsertRow } from '@/lib/list-rows';
import { toastError, toastSuccess, type ToastOptions } from '../../../api/mutation-helpers';
import { collectionHooks, UNDO_TOAST_MS } from '../../../api/collection';
import { assignmentKeys } from './query-keys';
import { focusKeys } from '@/features/focus/api/query-keys';

const BASE = '/api/assignments';
const key = assignmentKeys.assignments;

const ASSIGNMENT_MESSAGES = {
  added: 'Assignment added',
  addFailed: 'Failed to add assignment. Please try again.',
  updateFailed: 'Failed to update assignment',
  deleted: 'Assignment deleted',
  deleteFailed: 'Failed to delete assignment',
  restoreFailed: 'Failed to restore assignment',
  done: 'Marked as done',
} as const;

const assignments = collectionHooks<
  Assignment,
  CreateAssignmentInput,
  UpdateAssignmentInput,
  DeletedAssignment
>({
  path: BASE,
  key,
  rowSchema: assignmentSchema,
  deletedSchema: deletedAssignmentSchema,
  messages: ASSIGNMENT_MESSAGES,
  draft: (input, id, now) => ({
    id,
    title: input.title,
    description: input.description || null,
    dueDate: input.dueDate ?? null,
    classId: input.classId ?? null,
    category: input.category ?? DEFAULT_STORED_CATEGORY,
    completed: input.completed ?? false,
    notes: input.notes || null,
    pointsEarned: input.pointsEarned ?? null,
    pointsPossible: input.pointsPossible ?? null,
    gradeCategoryId: input.gradeCategoryId ?? null,
    excused: input.excused ?? false,
    createdAt: now,
    updatedAt: now,
  }),
  labelOf: (row) => row.title,
  // Its focus sessions are tied to it again; the study-time charts read them per range.
  afterRestore: (client, deleted) => {
    if (deleted && deleted.focusSessionIds.length > 0) {
      void client.invalidateQueries({ queryKey: focusKeys.focusSessions });
    }
  },
});

/**
 * Every assignment of the student, newest first (the server's order), or shaped by `select`
 * (define it outside the component, or memoise it, so the result is memoised too).
 */
export const useAssignments = assignments.useList;
export const useCreateAssignment = assignments.useCreate;
export const useUpdateAssignment = assignments.useUpdate;
export const useDeleteAssignment = assignments.useDelete;

export interface ToggleVariables {
  id: string;
  /** The new state: true for Done, false for Active. */
  completed: boolean;
}

/** Toggles still on their way per assignment, so an older answer never undoes a newer click. */
const togglesInFlight = new Map<string, number>();

function countToggle(id: string, change: 1 | -1): number {
  const count = (togglesInFlight.get(id) ?? 0) + change;
  if (count > 0) togglesInFlight.set(id, count);
  else togglesInFlight.delete(id);
  return count;
}

/**
 * A click on Done this soon after Done on another row is the second click of a double click: the
 * first row left the list and the next one slid under the pointer (issue 28, item 7).
 */
const DOUBLE_CLICK_MS = 500;
let lastDone: { id: string; at: number } | undefined;

function isSecondClickOfDouble({ id, completed }: ToggleVariables): boolean {
  if (!completed) {
    // Reopening a row in between is a deliberate act: the next Done is a click of its own.
    lastDone = undefined;
    return false;
  }
  const now = Date.now();
  const slid = lastDone !== undefined && lastDone.id !== id && now - lastDone.at < DOUBLE_CLICK_MS;
  if (!slid) lastDone = { id, at: now };
  return slid;
}

/**
 * Done / Active. The row changes in the cache at once; a failure puts it back and shows the
 * failure toast. Done says so with Undo, as a delete does; Active is silent.
 */
export function useToggleAssignment(toasts?: ToastOptions) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: async ({ id, completed }: ToggleVariables): Promise<Assignment> => {
      const path = `${BASE}/${encodeURIComponent(id)}`;
      const row = client.getQueryData<Assignment[]>(key)?.find((item) => item.id === id);
      // The cached row shows the change already; the press says what the student saw before.
      const outcome = await submitWrite(
        editRequest(
          { path, table: 'assignments', id, label: row?.title ?? '', list: key },
          row,
          { completed },
          { completed: !completed },
        ),
      );
      if (outcome.state === 'sent') return checkAnswer(path, assignmentSchema, outcome.answer);
      if (!row) throw new Error('The assignment is not in the list');
      return { ...row, completed };
    },
    onMutate: async ({ id, completed }) => {
      countToggle(id, 1);
      // A refetch finishing now would overwrite the optimistic row with the old value.
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Assignment[]>(key)?.find((row) => row.id === id);
      patchRow<Assignment>(client, key, id, { completed });
      return { before };
    },
    onSuccess: (updated, { id, completed }) => {
      // Only the latest click for this row may write the server's answer back.
      if ((togglesInFlight.get(updated.id) ?? 0) <= 1) upsertRow(client, key, updated);
      toastSuccess(
        toasts,
        completed && ASSIGNMENT_MESSAGES.done,
        completed
          ? {
              duration: UNDO_TOAST_MS,
              action: { label: 'Undo', onClick: () => mutation.mutate({ id, completed: false }) },
            }
          : undefined,
      );
    },
    onError: (error, { id }, context) => {
      if (context?.before && (togglesInFlight.get(id) ?? 0) <= 1) {
        patchRow<Assignment>(client, key, id, { completed: context.before.completed });
      }
      toastError(error, toasts, ASSIGNMENT_MESSAGES.updateFailed);
    },
    onSettled: (_data, _error, { id }) => {
      countToggle(id, -1);
    },
  });
  const { mutate: run } = mutation;
  const mutate = useCallback(
    (variables: ToggleVariables) => {
      if (!isSecondClickOfDouble(variables)) run(variables);
    },
    [run],
  );
  return { ...mutation, mutate };
}
