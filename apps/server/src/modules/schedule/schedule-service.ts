import type { Schedule } from '@assignd/core';
import type { Store } from '../../platform/store';
import { noticesOf, type Origin } from '../../realtime/changes';
import {
  type ClassRepository,
  requireOwnClasses,
  scheduleClassReferences,
} from '../classes/public';
import type { ScheduleRepository } from './schedule-repository';

/** What the schedule uses: its own row, and classes its periods link to. */
export interface ScheduleRepositories {
  schedules: ScheduleRepository;
  classes: ClassRepository;
}

const notice = noticesOf('schedule');

// The schedule's id on the wire is the user id: a user has one. Writes publish in their transaction.
export function scheduleService({ repositories, transact }: Store<ScheduleRepositories>) {
  return {
    async get(userId: string): Promise<Schedule | null> {
      const row = await repositories.schedules.find(userId);
      return row ? row.scheduleData : null;
    },

    save(userId: string, schedule: Schedule, origin: Origin): Promise<Schedule> {
      return transact(async ({ classes, schedules, changes }) => {
        await requireOwnClasses(classes, userId, scheduleClassReferences(schedule));
        const existed = (await schedules.find(userId)) !== undefined;
        const row = await schedules.save(userId, schedule);
        await changes.publish(notice(userId, existed ? 'update' : 'insert', userId, origin));
        return row.scheduleData;
      });
    },

    remove(userId: string, origin: Origin): Promise<Schedule | null> {
      return transact(async ({ schedules, changes }) => {
        const row = await schedules.delete(userId);
        if (!row) return null;
        await changes.publish(notice(userId, 'delete', userId, origin));
        return row.scheduleData;
      });
    },
  };
}
