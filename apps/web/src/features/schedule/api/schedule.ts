import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schedule } from '@assignd/core';
import { savedScheduleSchema, scheduleAnswerSchema, type ScheduleInput } from '@assignd/schemas';
import { checkAnswer } from '@/lib/api-client';
import { registerAnswerSchema } from '@/lib/outbox/pending';
import { submitWrite } from '@/lib/outbox/write';
import { toastError, toastSuccess, type ToastOptions } from '../../../api/mutation-helpers';
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

/**
 * What a change of the schedule shows at once, and keeps showing while it waits to be sent: the
 * schedule as saved (the editor sends only what the server's own rules accept), or none.
 */
function shownSchedule(schedule: ScheduleInput | null): Schedule | null {
  if (schedule === null) return null;
  const checked = savedScheduleSchema['~standard'].validate(schedule);
  return checked instanceof Promise || checked.issues ? null : checked.value;
}

/** Saves or clears the schedule through the outbox (docs/decisions/0018): only the last counts. */
async function submitSchedule(schedule: ScheduleInput | null): Promise<Schedule | null> {
  const shown = shownSchedule(schedule);
  const outcome = await submitWrite({
    method: schedule === null ? 'DELETE' : 'PUT',
    path: BASE,
    label: 'Schedule',
    document: { key, value: shown },
    write: { op: 'put', target: BASE, body: schedule ?? {} },
  });
  if (outcome.state === 'waiting') return shown;
  return schedule === null ? null : checkAnswer(BASE, savedScheduleSchema, outcome.answer);
}

/** Replaces the schedule; offline, it shows at once and is saved once back online. */
export function useSaveSchedule(toasts?: ToastOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (schedule: ScheduleInput) => submitSchedule(schedule),
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
    mutationFn: () => submitSchedule(null),
    onSuccess: () => {
      client.setQueryData<Schedule | null>(key, null);
      toastSuccess(toasts, false);
    },
    onError: (error) => toastError(error, toasts, SCHEDULE_MESSAGES.saveFailed),
  });
}

registerAnswerSchema(key, savedScheduleSchema);
