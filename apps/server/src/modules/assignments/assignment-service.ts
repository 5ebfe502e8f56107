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
import { dateOrNull, isoOrNull, oneOf } from '../../platform/planner-mappers';
import { type PageQuery, pageOf, wholeList } from '../../platform/pages';
import { requireRoom } from '../../platform/quotas';
import { restoreOnce, type UndoTokens } from '../../platform/undo';
import { type EditBase, settleEdit } from '../../platform/offline-edits';

export type CreateAssignment = z.output<typeof createAssignmentSchema>;
export type UpdateAssignment = z.output<typeof updateAssignmentSchema>;
export type RestoreAssignment = z.output<typeof restoreAssignmentSchema>;

function changesOf(patch: UpdateAssignment): AssignmentChanges {
  const { dueDate, ...rest } = patch;
  return dueDate === undefined ? rest : { ...rest, dueDate: dateOrNull(dueDate) };
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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What assignments use: their own rows, classes to link to, focus sessions to keep. */
export interface AssignmentRepositories {
  assignments: AssignmentRepository;
  classes: ClassRepository;
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
      return transact(async ({ assignments, classes, changes, quotas }) => {
        await requireRoom(quotas, userId, 'assignments');
        const classId = input.classId ?? null;
        if (classId) await requireOwnClasses(classes, userId, [{ classId, field: 'classId' }]);
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
      return transact(async ({ assignments, classes, changes }) => {
        const patch = await settleEdit(
          asked,
          edit,
          () => assignments.find(userId, id, true),
          toAssignment,
        );
        if (patch.classId) {
          await requireOwnClasses(classes, userId, [{ classId: patch.classId, field: 'classId' }]);
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
      return transact(async ({ assignments, classes, focusSessions, changes, quotas }) => {
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
              return assignments.restore(userId, {
                id: assignment.id,
                title: assignment.title,
                description: assignment.description ?? null,
                dueDate: dateOrNull(assignment.dueDate),
                classId: classKept ? classId : null,
                category: assignment.category,
                completed: assignment.completed,
                notes: assignment.notes ?? null,
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
