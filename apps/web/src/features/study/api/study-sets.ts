import {
  noContentSchema,
  studySetSchema,
  type CreateStudySetInput,
  type StudySet,
  type UpdateStudySetInput,
} from '@assignd/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { array } from 'zod/mini';
import { jsonBody, toastError, toastSuccess } from '@/api/mutation-helpers';
import { removeRow, upsertRow } from '@/lib/list-rows';
import { useServerQuery } from '@/api/server-query';
import { apiFetch } from '@/lib/api-client';
import { studyKeys } from './query-keys';

/* Spec 8, Study sets; the rename texts are ours (the original could not rename a set). */
const MESSAGES = {
  loadFailed: 'Failed to load study sets',
  created: 'Study set created!',
  createFailed: 'Failed to create study set',
  updated: 'Study set updated',
  updateFailed: 'Failed to update study set',
  deleted: 'Study set deleted',
  deleteFailed: 'Failed to delete study set',
} as const;

const setPath = (id: string) => `/api/study-sets/${encodeURIComponent(id)}`;
const listSchema = array(studySetSchema);

/** The student's study sets, newest first (the server's order), with their card counts. */
export function useStudySets() {
  return useServerQuery(studyKeys.studySets, '/api/study-sets', listSchema, {
    errorToast: MESSAGES.loadFailed,
  });
}

export function useCreateStudySet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateStudySetInput) =>
      apiFetch('/api/study-sets', studySetSchema, { method: 'POST', body: jsonBody(input) }),
    onSuccess: (created) => {
      upsertRow(client, studyKeys.studySets, created);
      toastSuccess(undefined, MESSAGES.created);
    },
    onError: (error) => toastError(error, undefined, MESSAGES.createFailed),
  });
}

export function useUpdateStudySet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateStudySetInput }) =>
      apiFetch(setPath(id), studySetSchema, { method: 'PATCH', body: jsonBody(changes) }),
    onSuccess: (updated) => {
      upsertRow(client, studyKeys.studySets, updated);
      toastSuccess(undefined, MESSAGES.updated);
    },
    onError: (error) => toastError(error, undefined, MESSAGES.updateFailed),
  });
}

export function useDeleteStudySet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(setPath(id), noContentSchema, { method: 'DELETE' }),
    onSuccess: (_nothing, id) => {
      removeRow<StudySet>(client, studyKeys.studySets, id);
      client.removeQueries({ queryKey: [...studyKeys.flashcards, id] });
      toastSuccess(undefined, MESSAGES.deleted);
    },
    onError: (error) => toastError(error, undefined, MESSAGES.deleteFailed),
  });
}
