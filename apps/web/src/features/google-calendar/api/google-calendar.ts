import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  googleCalendarAuthUrlSchema,
  googleCalendarStatusSchema,
  googleCalendarSyncResultSchema,
  type ConnectGoogleCalendarInput,
  type GoogleCalendarStatus,
} from '@assignd/schemas';
import { apiFetch } from '@/lib/api-client';
import { jsonBody, toastError, toastSuccess } from '../../../api/mutation-helpers';
import { useServerQuery } from '../../../api/server-query';
import { googleCalendarKeys } from './query-keys';

const BASE = '/api/calendar/google';
const key = googleCalendarKeys.googleCalendar;

/** Spec 8's calendar texts. */
export const GOOGLE_CALENDAR_MESSAGES = {
  connectFailed: 'Failed to connect to Google Calendar',
  disconnectFailed: 'Failed to disconnect Google Calendar',
  syncFailed: 'Failed to sync assignments',
  connected: 'Google Calendar connected successfully!',
  disconnected: 'Google Calendar disconnected',
  cancelled: 'Google Calendar connection was cancelled',
  synced: (count: number) => `Synced ${count} assignments`,
} as const;

export function useGoogleCalendarStatus() {
  return useServerQuery(key, BASE, googleCalendarStatusSchema, undefined);
}

/** Asks for Google's consent page and goes there; Google brings the student back to `returnTo`. */
export function useConnectGoogleCalendar() {
  return useMutation({
    mutationFn: (input: ConnectGoogleCalendarInput) =>
      apiFetch(`${BASE}/connect`, googleCalendarAuthUrlSchema, {
        method: 'POST',
        body: jsonBody(input),
      }),
    onSuccess: ({ authUrl }) => window.location.assign(authUrl),
    onError: (error) => toastError(error, undefined, GOOGLE_CALENDAR_MESSAGES.connectFailed),
  });
}

export function useSyncGoogleCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`${BASE}/sync`, googleCalendarSyncResultSchema, { method: 'POST' }),
    onSuccess: (result) => {
      client.setQueryData<GoogleCalendarStatus>(key, (status) =>
        status ? { ...status, lastSync: result.lastSync } : status,
      );
      toastSuccess(undefined, result.message || GOOGLE_CALENDAR_MESSAGES.synced(result.syncCount));
    },
    onError: (error) => {
      // A revoked grant turns the card into "needs reconnection": read it again.
      void client.invalidateQueries({ queryKey: key });
      toastError(error, undefined, GOOGLE_CALENDAR_MESSAGES.syncFailed);
    },
  });
}

export function useDisconnectGoogleCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(BASE, googleCalendarStatusSchema, { method: 'DELETE' }),
    onSuccess: (status) => {
      client.setQueryData(key, status);
      toastSuccess(undefined, GOOGLE_CALENDAR_MESSAGES.disconnected);
    },
    onError: (error) => toastError(error, undefined, GOOGLE_CALENDAR_MESSAGES.disconnectFailed),
  });
}
