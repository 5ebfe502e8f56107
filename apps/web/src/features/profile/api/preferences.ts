import { useMutation, useQueryClient } from '@tanstack/react-query';
import { preferencesSchema, type Preferences, type UpdatePreferencesInput } from '@assignd/schemas';
import { ApiError, checkAnswer } from '@/lib/api-client';
import { registerAnswerSchema } from '@/lib/outbox/pending';
import { submitWrite } from '@/lib/outbox/write';
import { toastError, toastSuccess, type ToastOptions } from '../../../api/mutation-helpers';
import { useServerQuery } from '../../../api/server-query';
import { profileKeys } from './query-keys';

const BASE = '/api/preferences';
const key = profileKeys.preferences;

export const PREFERENCE_MESSAGES = {
  updateFailed: 'Failed to update preferences',
  /** The server's 403 text for a custom theme without Pro. */
  proThemes: 'Upgrade to Pro to unlock custom themes!',
} as const;

/** `{ remindersEnabled, theme }`. */
export function usePreferences() {
  return useServerQuery(key, BASE, preferencesSchema);
}

/**
 * Applies the change at once (a theme switch should not wait for the network) and puts the old
 * values back if the server refuses. A refused custom theme shows the server's upgrade message.
 * The spec only logs a failed theme save: pass `{ errorMessage: false }` for that.
 */
export function useUpdatePreferences(toasts?: ToastOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (changes: UpdatePreferencesInput) => {
      const outcome = await submitWrite({
        method: 'PATCH',
        path: BASE,
        label: 'Preferences',
        document: { key },
        write: { op: 'merge', target: BASE, body: changes },
      });
      if (outcome.state === 'sent') return checkAnswer(BASE, preferencesSchema, outcome.answer);
      // Offline: the settings apply at once (onMutate) and are saved once back online.
      const shown = client.getQueryData<Preferences>(key);
      if (!shown) throw new Error('The preferences are not loaded');
      return shown;
    },
    onMutate: async (changes) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Preferences>(key);
      if (before) client.setQueryData<Preferences>(key, { ...before, ...changes });
      return { before };
    },
    onSuccess: (saved) => {
      client.setQueryData<Preferences>(key, saved);
      toastSuccess(toasts, false);
    },
    onError: (error, _changes, context) => {
      if (context?.before) client.setQueryData<Preferences>(key, context.before);
      const proOnly = error instanceof ApiError && error.status === 403;
      toastError(
        error,
        proOnly && toasts?.errorMessage !== false ? { errorMessage: error.message } : toasts,
        PREFERENCE_MESSAGES.updateFailed,
      );
    },
  });
}

registerAnswerSchema(key, preferencesSchema);
