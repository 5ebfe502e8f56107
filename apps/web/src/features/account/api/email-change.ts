import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEmailInput, noContentSchema, pendingEmailChangeSchema } from '@assignd/schemas';
import { ApiError, apiFetch } from '@/lib/api-client';
import { toastError, toastSuccess } from '../../../api/mutation-helpers';
import { useServerQuery } from '../../../api/server-query';
import { accountKeys } from './query-keys';

/* Changing the e-mail: asked for in a dialog, waiting in Settings until its link is opened. */

const BASE = '/api/account/email-change';

/** A resend refused for its limit says when to try again; anything else is a plain failure. */
const resendFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 429
    ? error.message
    : 'Failed to send the link again. Please try again.';

/** The change waiting for its link (null when none), shown under the e-mail in Settings. */
export function usePendingEmailChange() {
  return useServerQuery(accountKeys.pendingEmailChange, BASE, pendingEmailChangeSchema);
}

/** Asks for the e-mail change: it happens once the link mailed to the new address is opened. */
export function useChangeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeEmailInput) =>
      apiFetch('/api/account/email', noContentSchema, {
        method: 'POST',
        body: JSON.stringify(input),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.pendingEmailChange }),
  });
}

/** Mails a new link (the earlier one stops working); the server allows two in 15 minutes. */
export function useResendEmailChange() {
  const client = useQueryClient();
  return useMutation({
    // The address is only for the toast: the server mails the change it holds.
    mutationFn: (_newEmail: string) =>
      apiFetch(`${BASE}/resend`, noContentSchema, { method: 'POST' }),
    onSuccess: (_reply, newEmail) => toastSuccess(undefined, `Link sent again to ${newEmail}`),
    onError: (error) => toastError(error, undefined, resendFailure(error)),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.pendingEmailChange }),
  });
}

/** Drops the pending change: the link stops working and the e-mail stays as it is. */
export function useCancelEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(BASE, noContentSchema, { method: 'DELETE' }),
    onSuccess: () => toastSuccess(undefined, 'E-mail change cancelled'),
    onError: (error) =>
      toastError(error, undefined, 'Failed to cancel the e-mail change. Please try again.'),
    onSettled: () => client.invalidateQueries({ queryKey: accountKeys.pendingEmailChange }),
  });
}
