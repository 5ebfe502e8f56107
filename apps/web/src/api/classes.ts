import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Assignment, CreateClassInput, SchoolClass, UpdateClassInput } from '@assignd/schemas';
import { apiFetch } from '@/lib/api-client';
import {
  jsonBody,
  removeRow,
  toastError,
  toastSuccess,
  upsertRow,
  type ToastOptions,
} from './mutation-helpers';
import { loadMeta, queryKeys } from './query-keys';

const BASE = '/api/classes';
const key = queryKeys.classes;

export const CLASS_MESSAGES = {
  added: 'Class added',
  addFailed: 'Failed to add class',
  updated: 'Class updated successfully',
  updateFailed: 'Failed to update class',
  deleted: 'Class deleted',
  deleteFailed: 'Failed to delete class',
} as const;

const nameCollator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Selector for useClasses: sorted by name, as the spec lists classes everywhere. */
export function classesByName(list: SchoolClass[]): SchoolClass[] {
  return [...list].sort((a, b) => nameCollator.compare(a.name, b.name));
}

/** Selector for useClasses: look-up by id. */
export function classesById(list: SchoolClass[]): Map<string, SchoolClass> {
  return new Map(list.map((row) => [row.id, row]));
}

/**
 * Every class of the student, newest first (the server's order), or shaped by a selector such as
 * `classesByName` (pass a function defined outside the component, so the result is memoised).
 */
export function useClasses<T = SchoolClass[]>(select?: (list: SchoolClass[]) => T) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiFetch<SchoolClass[]>(BASE, { signal }),
    meta: loadMeta,
    select,
  });
}

export function useCreateClass(toasts?: ToastOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateClassInput) =>
      apiFetch<SchoolClass>(BASE, { method: 'POST', body: jsonBody(input) }),
    onSuccess: (created) => {
      upsertRow(client, key, created);
      toastSuccess(toasts, CLASS_MESSAGES.added);
    },
    onError: (error) => toastError(error, toasts, CLASS_MESSAGES.addFailed),
  });
}

export interface ClassChanges {
  id: string;
  changes: UpdateClassInput;
}

export function useUpdateClass(toasts?: ToastOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: ClassChanges) =>
      apiFetch<SchoolClass>(`${BASE}/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: jsonBody(changes),
      }),
    onSuccess: (updated) => {
      upsertRow(client, key, updated);
      toastSuccess(toasts, CLASS_MESSAGES.updated);
    },
    onError: (error) => toastError(error, toasts, CLASS_MESSAGES.updateFailed),
  });
}

/** The server keeps a deleted class's assignments, unfiled; the cache follows suit. */
export function useDeleteClass(toasts?: ToastOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<null>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_nothing, id) => {
      removeRow(client, key, id);
      client.setQueryData<Assignment[]>(queryKeys.assignments, (list) =>
        list?.map((row) => (row.classId === id ? { ...row, classId: null } : row)),
      );
      // Schedule periods may have pointed at the class; let the server say what remains.
      void client.invalidateQueries({ queryKey: queryKeys.schedule });
      toastSuccess(toasts, CLASS_MESSAGES.deleted);
    },
    onError: (error) => toastError(error, toasts, CLASS_MESSAGES.deleteFailed),
  });
}
