import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  noContentSchema,
  pushDeviceListSchema,
  pushDeviceSchema,
  pushKeySchema,
  type CreatePushSubscriptionInput,
  type PushDevice,
} from '@assignd/schemas';
import { apiFetch } from '@/lib/api-client';
import { removeRow } from '@/lib/list-rows';
import { jsonBody, toastError, toastSuccess } from '../../../api/mutation-helpers';
import { useServerQuery } from '../../../api/server-query';
import { pushKeys } from './query-keys';

const BASE = '/api/push/subscriptions';

const PUSH_MESSAGES = {
  removed: 'Device removed. It no longer gets notifications.',
  removeFailed: 'Failed to remove the device',
} as const;

/** The server's public VAPID key, fetched when a device subscribes; kept while the page is. */
export const pushKeyQuery = queryOptions({
  queryKey: pushKeys.pushKey,
  queryFn: ({ signal }) => apiFetch('/api/push/key', pushKeySchema, { signal }),
  staleTime: Infinity,
});

export function usePushDevices() {
  return useServerQuery(pushKeys.pushDevices, BASE, pushDeviceListSchema);
}

export function saveSubscription(subscription: CreatePushSubscriptionInput): Promise<PushDevice> {
  return apiFetch(BASE, pushDeviceSchema, { method: 'POST', body: jsonBody(subscription) });
}

export function useRemovePushDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`${BASE}/${id}`, noContentSchema, { method: 'DELETE' }),
    onSuccess: (_nothing, id) => {
      removeRow(client, pushKeys.pushDevices, id);
      toastSuccess(undefined, PUSH_MESSAGES.removed);
    },
    onError: (error) => toastError(error, undefined, PUSH_MESSAGES.removeFailed),
  });
}
