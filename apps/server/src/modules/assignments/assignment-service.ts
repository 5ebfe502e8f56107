import { ASSIGNMENT_CATEGORIES, DEFAULT_STORED_CATEGORY } from '@assignd/core';
import type {
  Assignment,
  createAssignmentSchema,
  DeletedAssignment,
  Page,
  restoreAssignmentSchema,
  updateAssignmentSchema,
} from '@assignd/schemas';
import type { z } from 'zod';
import { notFound } from '../../lib/http';
import type {
  AssignmentChanges,
  AssignmentRepository,
  AssignmentRow,
} from './assignment-repository';
import type { Store } from '../../platform/store';
import { noticesOf, type Origin } from '../../realtime/changes';
import { type ClassRepository, requireOwnClasses } from '../classes/public';
import type { FocusRepository } from '../focus/public';
import type { CategoryRepository } from '../grades/public';
import { gradeColumnsOf, gradeOf, settledCategory } from './assignment-grades';
import { dateOrNull, isoOrNull, oneOf } from '../../platform/planner-mappers';
import { type PageQuery, pageOf, wholeList } from '../../platform/pages';
import { requireRoom } from '../../platform/quotas';
import { restoreOnce, type UndoTokens } from '../../platform/undo';
import { type EditBase, settleEdit } from '../../platform/offline-edits';

export type CreateAssignment = z.output<typeof createAssignmentSchema>;
export type UpdateAssignment = z.output<typeof updateAssignmentSchema>;
export type RestoreAssignment = z.output<typeof restoreAssignmentSchema>;

function changesOf(patch: UpdateAssignment): AssignmentChanges {
  const { dueDate, pointsEarned, pointsPossible, gradeCategoryId, excused, ...rest } = patch;
  const grade = gradeColumnsOf({ pointsEarned, pointsPossible, gradeCategoryId, excused });
  return dueDate === undefined
    ? { ...rest, ...grade }
    : { ...rest, ...grade, dueDate: dateOrNull(dueDate) };
}

const notice = noticesOf('assignments');
const focusNotice = noticesOf('focus_sessions');

export function toAssignment(row: AssignmentRow): Assignment {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    dueDate: isoOrNull(row.dueDate),
    classId: row.classId,
    category: oneOf(ASSIGNMENT_CATEGORIES, row.category, DEFAULT_STORED_CATEGORY),
    completed: row.completed,
    notes: row.notes,
    ...gradeOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What assignments use: their own rows, classes and categories to link to, focus sessions. */
export interface AssignmentRepositories {
  assignments: AssignmentRepository;
  classes: ClassRepository;
  gradeCategories: CategoryRepository;
  focusSessions: FocusRepository;
}

// Each write publishes its change in its own transaction; origin names the tab that made it.
export function assignmentService(store: Store<AssignmentRepositories>, tokens: UndoTokens) {
  const { repositories, transact } = store;
  return {
    list(userId: string): Promise<Assignment[]> {
      return wholeList(
        store,
        (repositories, limit, from) => repositories.assignments.page(userId, limit, from),
        toAssignment,
      );
    },

    page(userId: string, query: PageQuery): Promise<Page<Assignment>> {
      return pageOf(
        query,
        (limit, from) => repositories.assignments.page(userId, limit, from),
        toAssignment,
      );
    },

    create(userId: string, input: CreateAssignment, origin: Origin): Promise<Assignment> {
      return transact(async ({ assignments, classes, gradeCategories, changes, quotas }) => {
        await requireRoom(quotas, userId, 'assignments');
        const classId = input.classId ?? null;
        if (classId) await requireOwnClasses(classes, userId, [{ classId, field: 'classId' }]);
        const gradeCategoryId = await settledCategory(gradeCategories, userId, {
          asked: input.gradeCategoryId ?? null,
          kept: null,
          classId,
        });
        const row = await assignments.create(
          userId,
          {
            title: input.title,
            description: input.description ?? null,
            dueDate: dateOrNull(input.dueDate),
            classId,
            category: input.category,
            completed: input.completed,
            notes: input.notes ?? null,
            ...gradeColumnsOf({ ...input, gradeCategoryId }),
          },
          input.id,
        );
        await changes.publish(notice(userId, 'insert', row.id, origin));
        return toAssignment(row);
      });
    },

    update(
      userId: string,
      id: string,
      asked: UpdateAssignment,
      origin: Origin,
      edit?: EditBase,
    ): Promise<Assignment> {
      return transact(async ({ assignments, classes, gradeCategories, changes }) => {
        const patch = await settleEdit(
          asked,
          edit,
          () => assignments.find(userId, id, true),
          toAssignment,
        );
        if (patch.classId) {
          await requireOwnClasses(classes, userId, [{ classId: patch.classId, field: 'classId' }]);
        }
        if (patch.classId !== undefined || patch.gradeCategoryId !== undefined) {
          const current = await assignments.find(userId, id, true);
          if (!current) throw notFound();
          const categoryId = await settledCategory(gradeCategories, userId, {
            asked: patch.gradeCategoryId,
            kept: current.gradeCategoryId,
            classId: patch.classId === undefined ? current.classId : patch.classId,
          });
          if (categoryId !== current.gradeCategoryId) patch.gradeCategoryId = categoryId;
        }
        const values = changesOf(patch);
        if (Object.keys(values).length === 0) {
          const row = await assignments.find(userId, id);
          if (!row) throw notFound();
          return toAssignment(row);
        }
        const row = await assignments.update(userId, id, values);
        if (!row) throw notFound();
        await changes.publish(notice(userId, 'update', id, origin));
        return toAssignment(row);
      });
    },

    /** Its focus sessions stay, untied (the foreign key); the answer names them for an undo. */
    remove(userId: string, id: string, origin: Origin): Promise<DeletedAssignment> {
      return transact(async ({ assignments, focusSessions, changes }) => {
        const focusSessionIds = await focusSessions.tiedTo(userId, id);
        const row = await assignments.delete(userId, id);
        if (!row) throw notFound();
        await changes.publish(notice(userId, 'delete', id, origin));
        return {
          assignment: toAssignment(row),
          focusSessionIds,
          token: tokens.issue('assignments', userId, id),
        };
      });
    },

    /**
     * Back under its id, in its class unless that class has gone since (then unfiled), with the
     * focus sessions the delete untied unless they were tied to another assignment since.
     */
    restore(
      userId: string,
      { assignment, focusSessionIds, token }: RestoreAssignment,
      origin: Origin,
    ): Promise<Assignment> {
      tokens.require('assignments', userId, assignment.id, token);
      return transact(async (repositories) => {
        const { assignments, classes, gradeCategories, focusSessions, changes, quotas } =
          repositories;
        const { row, restored } = await restoreOnce(
          quotas,
          userId,
          'assignments',
          'assignment.id',
          {
            find: () => assignments.find(userId, assignment.id),
            insert: async () => {
              const classId = assignment.classId ?? null;
              const classKept =
                classId !== null && (await classes.lockOwned(userId, [classId])).size > 0;
              // A category deleted since, or of another class now: the grade comes back in none.
              const gradeCategoryId = await settledCategory(gradeCategories, userId, {
                asked: undefined,
                kept: assignment.gradeCategoryId ?? null,
                classId: classKept ? classId : null,
              });
              return assignments.restore(userId, {
                id: assignment.id,
                title: assignment.title,
                description: assignment.description ?? null,
                dueDate: dateOrNull(assignment.dueDate),
                classId: classKept ? classId : null,
                category: assignment.category,
                completed: assignment.completed,
                notes: assignment.notes ?? null,
                ...gradeColumnsOf({ ...assignment, gradeCategoryId }),
                createdAt: new Date(assignment.createdAt),
              });
            },
          },
        );
        if (!restored) return toAssignment(row);
        await changes.publish(notice(userId, 'insert', row.id, origin));
        for (const sessionId of await focusSessions.retie(userId, focusSessionIds, row.id)) {
          await changes.publish(focusNotice(userId, 'update', sessionId, origin));
        }
        return toAssignment(row);
      });
    },
  };
}
