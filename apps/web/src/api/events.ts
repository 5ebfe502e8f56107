import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateEventInput, PlannerEvent, UpdateEventInput } from '@assignd/schemas';
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

const BASE = '/api/events';
const key = queryKeys.events;

export const EVENT_MESSAGES = {
  added: 'Event added',
  addFailed: 'Failed to add event. Please try again.',
  updateFailed: 'Failed to update event',
  deleted: 'Event deleted',
  deleteFailed: 'Failed to delete event',
} as const;

/** Every event of the student, newest first (the server's order). */
export function useEvents() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiFetch<PlannerEvent[]>(BASE, { signal }),
    meta: loadMeta,
  });
}

export function useCreateEvent(toasts?: ToastOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateEventInput) =>
      apiFetch<PlannerEvent>(BASE, { method: 'POST', body: jsonBody(input) }),
    onSuccess: (created) => {
      upsertRow(client, key, created);
      toastSuccess(toasts, EVENT_MESSAGES.added);
    },
    onError: (error) => toastError(error, toasts, EVENT_MESSAGES.addFailed),
  });
}

export interface EventChanges {
  id: string;
  changes: UpdateEventInput;
}

export function useUpdateEvent(toasts?: ToastOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: EventChanges) =>
      apiFetch<PlannerEvent>(`${BASE}/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: jsonBody(changes),
      }),
    onSuccess: (updated) => {
      upsertRow(client, key, updated);
      toastSuccess(toasts, false);
    },
    onError: (error) => toastError(error, toasts, EVENT_MESSAGES.updateFailed),
  });
}

export function useDeleteEvent(toasts?: ToastOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<null>(`${BASE}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_nothing, id) => {
      removeRow(client, key, id);
      toastSuccess(toasts, EVENT_MESSAGES.deleted);
    },
    onError: (error) => toastError(error, toasts, EVENT_MESSAGES.deleteFailed),
  });
}
