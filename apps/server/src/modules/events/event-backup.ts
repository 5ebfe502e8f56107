import type { BackupEvent, PlannerEvent } from '@assignd/schemas';
import type { Executor } from '../../db/client';
import { breather } from '../../lib/breather';
import { allOf } from '../../platform/pages';
import { dateOrNull, isoOrNull } from '../../platform/planner-mappers';
import { requireRoomForRestore } from '../../platform/quotas';
import { RESTORE_BUSY_MS, RowPool } from '../../platform/row-pool';
import type { RestoreContext } from '../../platform/server-module';
import { type EventValues, eventRepository } from './event-repository';
import { eventValuesOf, toEvent } from './event-service';

const eventKey = (row: { title: string; eventDate: Date | null }) =>
  JSON.stringify([row.title, isoOrNull(row.eventDate)]);

export function exportEvents(tx: Executor, userId: string): Promise<PlannerEvent[]> {
  const events = eventRepository(tx);
  return allOf((limit, from) => events.page(userId, limit, from), toEvent);
}

export async function restoreEvents(
  tx: Executor,
  { userId }: RestoreContext,
  rows: BackupEvent[] = [],
): Promise<number> {
  const events = eventRepository(tx);
  const existing = await events.list(userId);
  const pool = new RowPool(existing.map((row) => ({ id: row.id, key: eventKey(row) })));
  const added: EventValues[] = [];
  const pause = breather(RESTORE_BUSY_MS);
  for (const { createdAt, ...input } of rows) {
    await pause();
    const values = eventValuesOf(input);
    if (!pool.claim(eventKey(values))) {
      added.push({ ...values, createdAt: dateOrNull(createdAt) ?? undefined });
    }
  }
  requireRoomForRestore('events', existing.length, added.length);
  await events.insertMany(userId, added);
  return added.length;
}
