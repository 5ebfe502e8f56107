import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type Profile, type UpdateProfileInput } from '@assignd/schemas';
import { apiFetch } from '@/lib/api-client';
import {
  jsonBody,
  toastError,
  toastSuccess,
  type ToastOptions,
} from '../../../api/mutation-helpers';
import { useServerQuery } from '../../../api/server-query';
import { profileKeys } from './query-keys';

const BASE = '/api/profile';
const key = profileKeys.profile;

const PROFILE_MESSAGES = {
  updateFailed: 'Failed to update profile',
} as const;

/** `{ displayName, firstName, lastName, email }` of the signed-in student. */
export function useProfile() {
  return useServerQuery(key, BASE, profileSchema);
}

/** Silent on success unless the screen passes a message. */
export function useUpdateProfile(toasts?: ToastOptions) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileInput) =>
      apiFetch(BASE, profileSchema, { method: 'PATCH', body: jsonBody(changes) }),
    onSuccess: (saved) => {
      client.setQueryData<Profile>(key, saved);
      toastSuccess(toasts, false);
    },
    onError: (error) => toastError(error, toasts, PROFILE_MESSAGES.updateFailed),
  });
}
