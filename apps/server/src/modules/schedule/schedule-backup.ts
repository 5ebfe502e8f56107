import { isDeepStrictEqual } from 'node:util';
import type { Schedule } from '@assignd/core';
import type { BackupContents } from '@assignd/schemas';
import type { Executor } from '../../db/client';
import { relinkSchedule } from '../classes/public';
import type { RestoreContext } from '../../platform/server-module';
import { scheduleRepository } from './schedule-repository';

/** jsonb keeps no key order and drops nothing we store, so equal content compares equal. */
function sameSchedule(stored: Schedule, restored: Schedule): boolean {
  return isDeepStrictEqual(stored, JSON.parse(JSON.stringify(restored)));
}

export async function exportSchedule(tx: Executor, userId: string): Promise<Schedule[]> {
  const schedule = await scheduleRepository(tx).find(userId);
  return schedule ? [schedule.scheduleData] : [];
}

/**
 * Replaces the schedule unless it already is this one, its periods re-linked to the classes
 * restored before it; answers whether it changed.
 */
export async function restoreSchedule(
  tx: Executor,
  { userId, classIds }: RestoreContext,
  rows: NonNullable<BackupContents['schedule']> = [],
): Promise<boolean> {
  const [fileSchedule] = rows;
  if (!fileSchedule) return false;
  const schedules = scheduleRepository(tx);
  const { schedule } = relinkSchedule(fileSchedule, (oldId) => classIds.get(oldId) ?? null);
  const existing = await schedules.find(userId);
  if (existing && sameSchedule(existing.scheduleData, schedule)) return false;
  await schedules.save(userId, schedule);
  return true;
}
