import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedSchema, type UpdateCalendarFeedInput } from '@assignd/schemas';
import { apiFetch } from '@/lib/api-client';
import { jsonBody, toastError, toastSuccess } from '../../../api/mutation-helpers';
import { useServerQuery } from '../../../api/server-query';
import { calendarFeedKeys } from './query-keys';

const BASE = '/api/calendar/feed';
const key = calendarFeedKeys.calendarFeed;

const CALENDAR_FEED_MESSAGES = {
  updateFailed: 'Failed to update the calendar feed',
  regenerated: 'New feed URL created. Update it in your calendar app.',
  regenerateFailed: 'Failed to create a new feed URL',
} as const;

/** The secret feed URL and its settings; the server makes the feed on the first call. */
export function useCalendarFeed() {
  return useServerQuery(key, BASE, calendarFeedSchema);
}

/** `silent` for the time zone the page sends by itself. */
export function useUpdateCalendarFeed({ silent = false }: { silent?: boolean } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateCalendarFeedInput) =>
      apiFetch(BASE, calendarFeedSchema, { method: 'PATCH', body: jsonBody(changes) }),
    onSuccess: (saved) => client.setQueryData(key, saved),
    onError: (error) =>
      toastError(error, undefined, silent ? false : CALENDAR_FEED_MESSAGES.updateFailed),
  });
}

export function useRegenerateCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`${BASE}/regenerate`, calendarFeedSchema, { method: 'POST' }),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      toastSuccess(undefined, CALENDAR_FEED_MESSAGES.regenerated);
    },
    onError: (error) => toastError(error, undefined, CALENDAR_FEED_MESSAGES.regenerateFailed),
  });
}
