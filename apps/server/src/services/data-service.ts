import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Schedule } from '@assignd/core';
import {
  BACKUP_VERSION,
  type BackupAssignment,
  type BackupClass,
  type BackupContents,
  type BackupEvent,
  type BackupFile,
  type RestoreSummary,
} from '@assignd/schemas';
import type { AssignmentValues } from '../repositories/assignment-repository';
import type { ClassValues } from '../repositories/class-repository';
import type { EventValues } from '../repositories/event-repository';
import type { PlannerRepositories, PlannerStore } from '../repositories/planner-repositories';
import type { Origin } from '../realtime/changes';
import { relinkSchedule } from './class-links';
import { dateOrNull, isoOrNull, toAssignment, toClass, toEvent } from './planner-mappers';

/*
 * Restore adds only what is missing. Rows are compared on what the student sees (the fields
 * named in docs/api.md), as a multiset: each row already there absorbs one equal row of the
 * file, so restoring a file twice adds nothing and two equal rows in one file both come back.
 */
class RowPool {
  private readonly ids = new Map<string, string[]>();

  constructor(rows: Iterable<{ id: string; key: string }>) {
    for (const { id, key } of rows) {
      const ids = this.ids.get(key);
      if (ids) ids.push(id);
      else this.ids.set(key, [id]);
    }
  }

  /** The id of an unclaimed row with this key, claiming it; undefined when there is none. */
  claim(key: string): string | undefined {
    return this.ids.get(key)?.shift();
  }
}

const classKey = (row: {
  name: string;
  teacher: string | null;
  room: string | null;
  color: string;
  icon: string;
}) => JSON.stringify([row.name, row.teacher, row.room, row.color.toLowerCase(), row.icon]);

const assignmentKey = (row: {
  title: string;
  dueDate: Date | null;
  classId: string | null;
  category: string;
  description: string | null;
}) =>
  JSON.stringify([row.title, isoOrNull(row.dueDate), row.classId, row.category, row.description]);

const eventKey = (row: { title: string; eventDate: Date | null }) =>
  JSON.stringify([row.title, isoOrNull(row.eventDate)]);

/** Adds the classes that are missing; answers how many, and the id each old class id now has. */
async function restoreClasses(
  store: PlannerRepositories,
  userId: string,
  rows: readonly BackupClass[],
) {
  const existing = await store.classes.list(userId);
  const pool = new RowPool(existing.map((row) => ({ id: row.id, key: classKey(row) })));
  const newIds = new Map<string, string>();
  const added: ClassValues[] = [];
  for (const { oldId, createdAt, ...input } of rows) {
    const values = {
      name: input.name,
      color: input.color,
      icon: input.icon,
      room: input.room ?? null,
      teacher: input.teacher ?? null,
      startTime: input.startTime ?? null,
      endTime: input.endTime ?? null,
      daysOfWeek: input.daysOfWeek ?? null,
    };
    let id = pool.claim(classKey(values));
    if (!id) {
      id = randomUUID();
      added.push({ ...values, id, createdAt: dateOrNull(createdAt) ?? undefined });
    }
    if (oldId) newIds.set(oldId, id);
  }
  await store.classes.insertMany(userId, added);
  return { added: added.length, newIds };
}

async function restoreAssignments(
  store: PlannerRepositories,
  userId: string,
  rows: readonly BackupAssignment[],
  newClassIds: ReadonlyMap<string, string>,
): Promise<number> {
  const existing = await store.assignments.list(userId);
  const pool = new RowPool(existing.map((row) => ({ id: row.id, key: assignmentKey(row) })));
  const added: AssignmentValues[] = [];
  for (const { oldClassId, createdAt, ...input } of rows) {
    const values = {
      title: input.title,
      description: input.description ?? null,
      dueDate: dateOrNull(input.dueDate),
      classId: oldClassId ? (newClassIds.get(oldClassId) ?? null) : null,
      category: input.category,
      completed: input.completed,
      notes: input.notes ?? null,
    };
    if (!pool.claim(assignmentKey(values))) {
      added.push({ ...values, createdAt: dateOrNull(createdAt) ?? undefined });
    }
  }
  await store.assignments.insertMany(userId, added);
  return added.length;
}

async function restoreEvents(
  store: PlannerRepositories,
  userId: string,
  rows: readonly BackupEvent[],
): Promise<number> {
  const existing = await store.events.list(userId);
  const pool = new RowPool(existing.map((row) => ({ id: row.id, key: eventKey(row) })));
  const added: EventValues[] = [];
  for (const { createdAt, ...input } of rows) {
    const values = {
      title: input.title,
      description: input.description ?? null,
      eventDate: dateOrNull(input.eventDate),
    };
    if (!pool.claim(eventKey(values))) {
      added.push({ ...values, createdAt: dateOrNull(createdAt) ?? undefined });
    }
  }
  await store.events.insertMany(userId, added);
  return added.length;
}

/** Replaces the schedule unless it already is this one; answers whether it changed. */
async function restoreSchedule(
  store: PlannerRepositories,
  userId: string,
  fileSchedule: Schedule,
  newClassIds: ReadonlyMap<string, string>,
): Promise<boolean> {
  const { schedule } = relinkSchedule(fileSchedule, (oldId) => newClassIds.get(oldId) ?? null);
  const existing = await store.schedules.find(userId);
  if (existing && sameSchedule(existing.scheduleData, schedule)) return false;
  await store.schedules.save(userId, schedule);
  return true;
}

export function dataService({ transact }: PlannerStore) {
  return {
    exportAll(userId: string): Promise<BackupFile> {
      // One snapshot, so an assignment is never exported without the class it points at.
      return transact(
        async ({ assignments, classes, events, schedules }) => {
          const assignmentRows = await assignments.list(userId);
          const classRows = await classes.list(userId);
          const eventRows = await events.list(userId);
          const schedule = await schedules.find(userId);
          return {
            assignments: assignmentRows.map(toAssignment),
            classes: classRows.map(toClass),
            schedule: schedule ? [schedule.scheduleData] : [],
            events: eventRows.map(toEvent),
            exportDate: new Date().toISOString(),
            version: BACKUP_VERSION,
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },

    /**
     * Classes first, so assignments and schedule periods can be re-linked to their new ids. Other
     * devices are told to refetch everything rather than sent each of what may be thousands of rows.
     */
    restore(userId: string, file: BackupContents, origin: Origin): Promise<RestoreSummary> {
      return transact(async (store) => {
        const classes = await restoreClasses(store, userId, file.classes ?? []);
        const assignments = await restoreAssignments(
          store,
          userId,
          file.assignments ?? [],
          classes.newIds,
        );
        const events = await restoreEvents(store, userId, file.events ?? []);
        const [fileSchedule] = file.schedule ?? [];
        const schedule = fileSchedule
          ? await restoreSchedule(store, userId, fileSchedule, classes.newIds)
          : false;
        await store.changes.publish({ type: 'refresh', userId, origin });
        return { assignments, classes: classes.added, events, schedule };
      });
    },

    /** Spec 7's order (flashcards, study sets, assignments, schedule, classes), then events. */
    clearAll(userId: string, origin: Origin): Promise<void> {
      return transact(async ({ study, assignments, schedules, classes, events, changes }) => {
        await study.deleteFlashcardsOf(userId);
        await study.deleteStudySetsOf(userId);
        await assignments.deleteAllOf(userId);
        await schedules.delete(userId);
        await classes.deleteAllOf(userId);
        await events.deleteAllOf(userId);
        await changes.publish({ type: 'refresh', userId, origin });
      });
    },
  };
}

/** jsonb keeps no key order and drops nothing we store, so equal content compares equal. */
function sameSchedule(stored: Schedule, restored: Schedule): boolean {
  return isDeepStrictEqual(stored, JSON.parse(JSON.stringify(restored)));
}

export type DataService = ReturnType<typeof dataService>;
