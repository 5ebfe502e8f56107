import type { CreatePushSubscriptionInput, PushDevice } from '@assignd/schemas';
import { notFound } from '../../lib/http';
import type { PlannerStore } from '../../repositories/planner-repositories';
import { deviceLabel } from './device-label';
import { PUSH_DEVICES_MAX, type PushSubscriptionRow } from './push-repository';

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
export function pushService({ repositories, transact }: PlannerStore) {
  return {
    async list(userId: string): Promise<PushDevice[]> {
      return (await repositories.pushSubscriptions.list(userId)).map(toPushDevice);
    },

    async subscribe(
      userId: string,
      input: CreatePushSubscriptionInput,
      userAgent: string | undefined,
    ): Promise<PushDevice> {
      const row = await transact(async ({ pushSubscriptions }) => {
        const saved = await pushSubscriptions.save(userId, {
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          label: deviceLabel(userAgent),
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
  };
}
