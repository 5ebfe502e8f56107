import { CLASS_ICONS, DEFAULT_CLASS_ICON } from '@assignd/core';
import type { createClassSchema, Page, SchoolClass, updateClassSchema } from '@assignd/schemas';
import type { z } from 'zod';
import { notFound } from '../../lib/http';
import type { PlannerStore } from '../../repositories/planner-repositories';
import { noticesOf, type Origin } from '../../realtime/changes';
import { relinkSchedule } from './class-links';
import { oneOf } from '../../services/planner-mappers';
import type { ClassRow } from './class-repository';
import { type PageQuery, pageOf, wholeList } from '../../services/pages';
import { requireRoom } from '../../services/quotas';

export type CreateClass = z.output<typeof createClassSchema>;
export type UpdateClass = z.output<typeof updateClassSchema>;

const notice = noticesOf('classes');
const assignmentNotice = noticesOf('assignments');
const scheduleNotice = noticesOf('schedule');

export function toClass(row: ClassRow): SchoolClass {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    icon: oneOf(CLASS_ICONS, row.icon, DEFAULT_CLASS_ICON),
    room: row.room,
    teacher: row.teacher,
    startTime: row.startTime,
    endTime: row.endTime,
    daysOfWeek: row.daysOfWeek,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// Each write publishes its change in its own transaction; origin names the tab that made it.
export function classService(store: PlannerStore) {
  const { repositories, transact } = store;
  return {
    list(userId: string): Promise<SchoolClass[]> {
      return wholeList(
        store,
        (repositories, limit, from) => repositories.classes.page(userId, limit, from),
        toClass,
      );
    },

    page(userId: string, query: PageQuery): Promise<Page<SchoolClass>> {
      return pageOf(
        query,
        (limit, from) => repositories.classes.page(userId, limit, from),
        toClass,
      );
    },

    create(userId: string, input: CreateClass, origin: Origin): Promise<SchoolClass> {
      return transact(async ({ classes, changes, quotas }) => {
        await requireRoom(quotas, userId, 'classes');
        const row = await classes.create(userId, {
          name: input.name,
          color: input.color,
          icon: input.icon,
          room: input.room ?? null,
          teacher: input.teacher ?? null,
          startTime: input.startTime ?? null,
          endTime: input.endTime ?? null,
          daysOfWeek: input.daysOfWeek ?? null,
        });
        await changes.publish(notice(userId, 'insert', row.id, origin));
        return toClass(row);
      });
    },

    update(userId: string, id: string, patch: UpdateClass, origin: Origin): Promise<SchoolClass> {
      return transact(async ({ classes, changes }) => {
        if (Object.keys(patch).length === 0) {
          const row = await classes.find(userId, id);
          if (!row) throw notFound();
          return toClass(row);
        }
        const row = await classes.update(userId, id, patch);
        if (!row) throw notFound();
        await changes.publish(notice(userId, 'update', id, origin));
        return toClass(row);
      });
    },

    /**
     * Its assignments stay, unfiled, and schedule periods let go of it too, or the next save of
     * the schedule would be refused for naming a class that is gone. The assignments are unfiled
     * here rather than left to the foreign key so that each one's update can be published.
     */
    remove(userId: string, id: string, origin: Origin): Promise<SchoolClass> {
      return transact(async ({ assignments, classes, schedules, changes }) => {
        const unfiled = await assignments.unfile(userId, id);
        const row = await classes.delete(userId, id);
        if (!row) throw notFound();
        await changes.publish(notice(userId, 'delete', id, origin));
        for (const assignmentId of unfiled) {
          await changes.publish(assignmentNotice(userId, 'update', assignmentId, origin));
        }
        const stored = await schedules.find(userId);
        if (stored) {
          const { schedule, changed } = relinkSchedule(stored.scheduleData, (classId) =>
            classId === id ? null : classId,
          );
          if (changed) {
            await schedules.save(userId, schedule);
            await changes.publish(scheduleNotice(userId, 'update', userId, origin));
          }
        }
        return toClass(row);
      });
    },
  };
}
