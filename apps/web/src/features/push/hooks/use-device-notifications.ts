import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushDevice } from '@assignd/schemas';
import { useCallback, useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import { browserPushSubscription } from '@/lib/push-subscription';
import { toastError } from '../../../api/mutation-helpers';
import { pushKeyQuery, saveSubscription, usePushDevices, useRemovePushDevice } from '../api/push';
import { keyBytes, madeWithKey, pushUnsupportedReason, within } from '../utils/push-support';
import { pushKeys } from '../api/query-keys';

const DEVICE_MESSAGES = {
  enabled: 'Notifications are on for this device',
  enableFailed: 'Could not turn on notifications on this device. Please try again.',
  denied: 'Notifications are blocked for Assignd in this browser',
  noWorker: 'Notifications need the installed app files, which this browser has not loaded yet.',
} as const;

/** How long to wait for the service worker (installed after sign-in) before giving up. */
const WORKER_WAIT_MS = 15_000;

type Permission = NotificationPermission | 'unsupported';

function readPermission(): Permission {
  return pushUnsupportedReason() ? 'unsupported' : Notification.permission;
}

/** Subscribes this browser with the server's key (again if it was made with another). */
async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  const registration = await within(
    navigator.serviceWorker.ready,
    WORKER_WAIT_MS,
    DEVICE_MESSAGES.noWorker,
  );
  const key = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && madeWithKey(existing, key)) return existing;
  await existing?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** The 'This device' card's logic: support, permission, this browser's subscription, the list. */
export function useDeviceNotifications() {
  const client = useQueryClient();
  const unsupported = pushUnsupportedReason();
  const devices = usePushDevices();
  const remove = useRemovePushDevice();
  const [permission, setPermission] = useState<Permission>(readPermission);
  const [endpoint, setEndpoint] = useState<string | null>(null);

  useEffect(() => {
    if (unsupported) return;
    let current = true;
    void browserPushSubscription()
      .then((subscription) => current && setEndpoint(subscription?.endpoint ?? null))
      .catch(() => undefined);
    // The student may change the permission in the browser's own settings meanwhile.
    let status: PermissionStatus | undefined;
    const update = () => setPermission(readPermission());
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((found) => {
        status = found;
        found.addEventListener('change', update);
      })
      .catch(() => undefined);
    return () => {
      current = false;
      status?.removeEventListener('change', update);
    };
  }, [unsupported]);

  const enable = useMutation({
    mutationFn: async () => {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') return null;
      const { publicKey } = await client.fetchQuery(pushKeyQuery);
      const subscription = await subscribeBrowser(publicKey);
      const { endpoint: url, keys } = subscription.toJSON();
      const device = await saveSubscription({
        endpoint: url ?? subscription.endpoint,
        keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
      });
      return device;
    },
    onSuccess: (device) => {
      if (!device) {
        notify.error(DEVICE_MESSAGES.denied);
        return;
      }
      setEndpoint(device.endpoint);
      client.setQueryData<PushDevice[]>(pushKeys.pushDevices, (list) =>
        list?.some((row) => row.id === device.id) ? list : [...(list ?? []), device],
      );
      notify.success(DEVICE_MESSAGES.enabled);
    },
    onError: (error) => toastError(error, undefined, DEVICE_MESSAGES.enableFailed),
  });

  const { mutateAsync: removeRow } = remove;
  const removeDevice = useCallback(
    async (device: PushDevice) => {
      await removeRow(device.id);
      // This browser's own subscription ends too, so it stops at once rather than at the next push.
      if (device.endpoint === endpoint) {
        setEndpoint(null);
        const subscription = await browserPushSubscription();
        await subscription?.unsubscribe();
      }
    },
    [endpoint, removeRow],
  );

  const list = devices.data ?? [];
  return {
    unsupported,
    permission,
    devices,
    thisDevice: list.find((device) => device.endpoint === endpoint) ?? null,
    isThisDevice: (device: PushDevice) => device.endpoint === endpoint,
    enable: () => enable.mutate(),
    enabling: enable.isPending,
    removeDevice: (device: PushDevice) => void removeDevice(device).catch(() => undefined),
    removingId: remove.isPending ? remove.variables : undefined,
  };
}
