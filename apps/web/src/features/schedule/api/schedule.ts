import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schedule } from '@assignd/core';
import {
  noContentSchema,
  savedScheduleSchema,
  scheduleAnswerSchema,
  type ScheduleInput,
} from '@assignd/schemas';
import { apiFetch } from '@/lib/api-client';
import {
  jsonBody,
  toastError,
  toastSuccess,
  type ToastOptions,
} from '../../../api/mutation-helpers';
import { useServerQuery } from '../../../api/server-query';
import { scheduleKeys } from './query-keys';

const BASE = '/api/schedule';
const key = scheduleKeys.schedule;

export const SCHEDULE_MESSAGES = {
  saved: 'Schedule saved',
  /** The schedule editor's own wording per type. */
  weeklySaved: 'Fixed schedule saved!',
  rotatingSaved: 'Day rotation schedule saved!',
  saveFailed: 'Failed to save schedule',
} as const;

/** The student's one schedule (weekly or rotating), or null when there is none yet. */
export function useSchedule() {
  return useServerQuery(key, BASE, scheduleAnswerSchema);
}

/** Replaces the schedule. */
export function useSaveSchedule(toasts?: ToastOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (schedule: ScheduleInput) =>
      apiFetch(BASE, savedScheduleSchema, { method: 'PUT', body: jsonBody(schedule) }),
    onSuccess: (saved) => {
      client.setQueryData<Schedule | null>(key, saved);
      toastSuccess(toasts, SCHEDULE_MESSAGES.saved);
    },
    onError: (error) => toastError(error, toasts, SCHEDULE_MESSAGES.saveFailed),
  });
}

/** Clears the schedule (silent on success). */
export function useDeleteSchedule(toasts?: ToastOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(BASE, noContentSchema, { method: 'DELETE' }),
    onSuccess: () => {
      client.setQueryData<Schedule | null>(key, null);
      toastSuccess(toasts, false);
    },
    onError: (error) => toastError(error, toasts, SCHEDULE_MESSAGES.saveFailed),
  });
}
