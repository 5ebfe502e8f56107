import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ChangePasswordInput,
  type DeleteAccountInput,
  endedSessionsSchema,
  noContentSchema,
  signedInDevicesSchema,
  signInMethodsSchema,
} from '@assignd/schemas';
import { apiFetch } from '@/lib/api-client';
import { toastError, toastSuccess } from '../../../api/mutation-helpers';
import { useServerQuery } from '../../../api/server-query';
import { loadMeta } from '../../../api/query-keys';
import { accountKeys } from './query-keys';

/* The student's signed-in devices, e-mail and password (Settings > Sign-in and account). */

const BASE = '/api/account/sessions';

const DEVICE_MESSAGES = {
  signedOutOne: 'Device signed out',
  signedOutOthers: 'Signed out of all other devices',
  failed: 'Failed to sign out the device. Please try again.',
} as const;

export function useSignedInDevices() {
  return useServerQuery(accountKeys.signedInDevices, BASE, signedInDevicesSchema);
}

/** Whether the student has a password, the providers they sign in with, and whether two-factor is on. */
export function useSignInMethods() {
  return useQuery({
    queryKey: accountKeys.signInMethods,
    queryFn: ({ signal }) =>
      apiFetch('/api/account/sign-in-methods', signInMethodsSchema, { signal }),
    meta: loadMeta,
  });
}

export function useSignOutDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`${BASE}/${encodeURIComponent(id)}`, noContentSchema, { method: 'DELETE' }),
    onSuccess: () => toastSuccess(undefined, DEVICE_MESSAGES.signedOutOne),
    onError: (error) => toastError(error, undefined, DEVICE_MESSAGES.failed),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.signedInDevices }),
  });
}

export function useSignOutOtherDevices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`${BASE}/sign-out-others`, endedSessionsSchema, { method: 'POST' }),
    onSuccess: () => toastSuccess(undefined, DEVICE_MESSAGES.signedOutOthers),
    onError: (error) => toastError(error, undefined, DEVICE_MESSAGES.failed),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.signedInDevices }),
  });
}

/** Changes the password; the server ends every other session and renews this one's cookie. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiFetch('/api/account/password', noContentSchema, {
        method: 'POST',
        body: JSON.stringify(input),
      }),
    onSuccess: () => toastSuccess(undefined, 'Password changed. Other devices were signed out.'),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.signedInDevices }),
  });
}

/** Deletes the account and everything in it; the caller leaves the signed-in app afterwards. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      apiFetch('/api/account/delete', noContentSchema, {
        method: 'POST',
        body: JSON.stringify(input),
      }),
  });
}
