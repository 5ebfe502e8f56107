import type { Schedule } from '@assignd/core';
import type { PlannerStore } from '../repositories/planner-repositories';
import { requireOwnClasses, scheduleClassReferences } from './class-links';

// Writes return the schedule as it now is (or was, for a delete) so it can be published.
export function scheduleService({ repositories, transact }: PlannerStore) {
  return {
    async get(userId: string): Promise<Schedule | null> {
      const row = await repositories.schedules.find(userId);
      return row ? row.scheduleData : null;
    },

    save(userId: string, schedule: Schedule): Promise<Schedule> {
      return transact(async ({ classes, schedules }) => {
        await requireOwnClasses(classes, userId, scheduleClassReferences(schedule));
        const row = await schedules.save(userId, schedule);
        return row.scheduleData;
      });
    },

    async remove(userId: string): Promise<Schedule | null> {
      const row = await repositories.schedules.delete(userId);
      return row ? row.scheduleData : null;
    },
  };
}

export type ScheduleService = ReturnType<typeof scheduleService>;
