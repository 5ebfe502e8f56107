import type { createClassSchema, SchoolClass, updateClassSchema } from '@assignd/schemas';
import type { z } from 'zod';
import { notFound } from '../lib/http';
import type { PlannerStore } from '../repositories/planner-repositories';
import { relinkSchedule } from './class-links';
import { toClass } from './planner-mappers';

export type CreateClass = z.output<typeof createClassSchema>;
export type UpdateClass = z.output<typeof updateClassSchema>;

// Writes return the row as it now is (or was, for a delete) so it can be published to devices.
export function classService({ repositories, transact }: PlannerStore) {
  return {
    async list(userId: string): Promise<SchoolClass[]> {
      const rows = await repositories.classes.list(userId);
      return rows.map(toClass);
    },

    async create(userId: string, input: CreateClass): Promise<SchoolClass> {
      const row = await repositories.classes.create(userId, {
        name: input.name,
        color: input.color,
        icon: input.icon,
        room: input.room ?? null,
        teacher: input.teacher ?? null,
        startTime: input.startTime ?? null,
        endTime: input.endTime ?? null,
        daysOfWeek: input.daysOfWeek ?? null,
      });
      return toClass(row);
    },

    async update(userId: string, id: string, patch: UpdateClass): Promise<SchoolClass> {
      const row =
        Object.keys(patch).length === 0
          ? await repositories.classes.find(userId, id)
          : await repositories.classes.update(userId, id, patch);
      if (!row) throw notFound();
      return toClass(row);
    },

    /**
     * Its assignments stay, unfiled (the foreign key sets their class to null), and schedule
     * periods let go of it too, or the next save of the schedule would be refused for naming a
     * class that is gone.
     */
    remove(userId: string, id: string): Promise<SchoolClass> {
      return transact(async ({ classes, schedules }) => {
        const row = await classes.delete(userId, id);
        if (!row) throw notFound();
        const stored = await schedules.find(userId);
        if (stored) {
          const { schedule, changed } = relinkSchedule(stored.scheduleData, (classId) =>
            classId === id ? null : classId,
          );
          if (changed) await schedules.save(userId, schedule);
        }
        return toClass(row);
      });
    },
  };
}

export type ClassService = ReturnType<typeof classService>;
