import type { CreatePushSubscriptionInput, PushDevice } from '@assignd/schemas';
import { HttpError, notFound } from '../../lib/http';
import type { Store } from '../../platform/store';
import { deviceLabel } from './device-label';
import { isPushService } from './push-endpoint';
import { PUSH_DEVICES_MAX, type pushRepository, type PushSubscriptionRow } from './push-repository';

export interface PushRepositories {
  pushSubscriptions: ReturnType<typeof pushRepository>;
}

function toPushDevice(row: PushSubscriptionRow): PushDevice {
  return {
    id: row.id,
    endpoint: row.endpoint,
    label: row.label,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The student's devices: subscribing this browser, listing and removing them. */
export function pushService(
  { repositories, transact }: Store<PushRepositories>,
  pushServiceHosts: readonly string[],
) {
  return {
    async list(userId: string): Promise<PushDevice[]> {
      return (await repositories.pushSubscriptions.list(userId)).map(toPushDevice);
    },

    async subscribe(
      { userId, sessionId }: { userId: string; sessionId: string },
      input: CreatePushSubscriptionInput,
      userAgent: string | undefined,
    ): Promise<PushDevice> {
      if (!isPushService(input.endpoint, pushServiceHosts)) {
        throw new HttpError(400, 'endpoint: Expected the URL of a known push service', 'endpoint');
      }
      const row = await transact(async ({ pushSubscriptions }) => {
        const saved = await pushSubscriptions.save(userId, {
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          label: deviceLabel(userAgent),
          sessionId,
        });
        // A student subscribing browser after browser (or a script) cannot grow the list forever.
        await pushSubscriptions.trim(userId, PUSH_DEVICES_MAX);
        return saved;
      });
      return toPushDevice(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repositories.pushSubscriptions.remove(userId, id))) throw notFound();
    },

    /** Signing out: this browser stops getting the student's notifications, if it did. */
    async removeEndpoint(userId: string, endpoint: string): Promise<void> {
      await repositories.pushSubscriptions.removeEndpoint(userId, endpoint);
    },
  };
}
