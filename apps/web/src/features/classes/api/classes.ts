import {
  deletedClassSchema,
  schoolClassSchema,
  type Assignment,
  type DeletedClass,
  type GradeCategory,
  type CreateClassInput,
  type SchoolClass,
  type UpdateClassInput,
} from '@assignd/schemas';
import { DEFAULT_CLASS_COLOR, DEFAULT_CLASS_ICON } from '@assignd/core';
import { collectionHooks } from '../../../api/collection';
import { assignmentKeys } from '@/features/assignments/api/query-keys';
import { classKeys } from './query-keys';
import { scheduleKeys } from '@/features/schedule/api/query-keys';
import { gradeKeys } from '@/features/grades/api/query-keys';

const CLASS_MESSAGES = {
  added: 'Class added',
  addFailed: 'Failed to add class',
  updated: 'Class updated successfully',
  updateFailed: 'Failed to update class',
  deleted: 'Class deleted',
  deleteFailed: 'Failed to delete class',
  restoreFailed: 'Failed to restore class',
} as const;

const nameCollator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** Selector for useClasses: sorted by name, as the spec lists classes everywhere. */
export function classesByName(list: SchoolClass[]): SchoolClass[] {
  return [...list].sort((a, b) => nameCollator.compare(a.name, b.name));
}

/** Selector for useClasses: look-up by id. */
export function classesById(list: SchoolClass[]): Map<string, SchoolClass> {
  return new Map(list.map((row) => [row.id, row]));
}

const classes = collectionHooks<SchoolClass, CreateClassInput, UpdateClassInput, DeletedClass>({
  path: '/api/classes',
  key: classKeys.classes,
  rowSchema: schoolClassSchema,
  deletedSchema: deletedClassSchema,
  messages: CLASS_MESSAGES,
  draft: (input, id, now) => ({
    id,
    name: input.name,
    color: input.color ?? DEFAULT_CLASS_COLOR,
    icon: input.icon ?? DEFAULT_CLASS_ICON,
    room: input.room || null,
    teacher: input.teacher || null,
    startTime: input.startTime || null,
    endTime: input.endTime || null,
    daysOfWeek: input.daysOfWeek ?? null,
    termId: input.termId ?? null,
    credits: input.credits ?? 1,
    level: input.level ?? 'regular',
    createdAt: now,
    updatedAt: now,
  }),
  labelOf: (row) => row.name,
  // The server keeps a deleted class's assignments, unfiled; the cache follows suit.
  afterDelete: (client, id) => {
    client.setQueryData<Assignment[]>(assignmentKeys.assignments, (list) =>
      list?.map((row) => (row.classId === id ? { ...row, classId: null } : row)),
    );
    // Schedule periods may have pointed at the class; let the server say what remains.
    void client.invalidateQueries({ queryKey: scheduleKeys.schedule });
    // Its grading categories went with it, and the grades in them lost them.
    client.setQueryData<GradeCategory[]>(gradeKeys.categories, (list) =>
      list?.filter((category) => category.classId !== id),
    );
  },
  // The server filed them again unless they were given another class meanwhile, as here.
  afterRestore: (client, deleted, restored) => {
    // A delete taken back before it was sent changed nothing there: what it unfiled comes back.
    if (!deleted) {
      void client.invalidateQueries({ queryKey: assignmentKeys.assignments });
      return;
    }
    if (deleted.gradeCategories.length > 0) {
      void client.invalidateQueries({ queryKey: gradeKeys.categories });
      void client.invalidateQueries({ queryKey: assignmentKeys.assignments });
    }
    const refiled = new Set(deleted.assignmentIds);
    client.setQueryData<Assignment[]>(assignmentKeys.assignments, (list) =>
      list?.map((row) =>
        refiled.has(row.id) && row.classId === null ? { ...row, classId: restored.id } : row,
      ),
    );
    if (deleted.periods.length > 0)
      void client.invalidateQueries({ queryKey: scheduleKeys.schedule });
  },
});

/**
 * Every class of the student, newest first (the server's order), or shaped by a selector such as
 * `classesByName` (pass a function defined outside the component, so the result is memoised).
 */
export const useClasses = classes.useList;
export const useCreateClass = classes.useCreate;
export const useUpdateClass = classes.useUpdate;
export const useDeleteClass = classes.useDelete;
