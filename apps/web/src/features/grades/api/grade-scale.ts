import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gradeScaleAnswerSchema, type GradeScaleAnswer } from '@assignd/schemas';
import { checkAnswer } from '@/lib/api-client';
import { registerAnswerSchema } from '@/lib/outbox/pending';
import { submitWrite } from '@/lib/outbox/write';
import { toastError, toastSuccess, type ToastOptions } from '../../../api/mutation-helpers';
import { useServerQuery } from '../../../api/server-query';
import { gradeKeys } from './query-keys';

const BASE = '/api/grades/scale';
const key = gradeKeys.scale;

const SCALE_MESSAGES = {
  saved: 'Grade scale saved',
  saveFailed: 'Failed to save grade scale',
} as const;

/** The lowest percent of each letter, A to D-. */
export function useGradeScale() {
  return useServerQuery(key, BASE, gradeScaleAnswerSchema);
}

/** Replaces the scale through the outbox: offline it applies at once; only the last is sent. */
export function useSaveGradeScale(toasts?: ToastOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (scale: number[]): Promise<GradeScaleAnswer> => {
      const shown = { scale, isDefault: false };
      const outcome = await submitWrite({
        method: 'PUT',
        path: BASE,
        label: 'Grade scale',
        document: { key, value: shown },
        write: { op: 'put', target: BASE, body: { scale } },
      });
      return outcome.state === 'sent'
        ? checkAnswer(BASE, gradeScaleAnswerSchema, outcome.answer)
        : shown;
    },
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      toastSuccess(toasts, SCALE_MESSAGES.saved);
    },
    onError: (error) => toastError(error, toasts, SCALE_MESSAGES.saveFailed),
  });
}

registerAnswerSchema(key, gradeScaleAnswerSchema);
