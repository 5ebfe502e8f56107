import { ASSIGNMENT_CATEGORIES, DEFAULT_STORED_CATEGORY } from '@assignd/core';
import type {
  Assignment,
  createAssignmentSchema,
  Page,
  updateAssignmentSchema,
} from '@assignd/schemas';
import type { z } from 'zod';
import { notFound } from '../../lib/http';
import type { AssignmentChanges, AssignmentRow } from './assignment-repository';
import type { PlannerStore } from '../../repositories/planner-repositories';
import { noticesOf, type Origin } from '../../realtime/changes';
import { requireOwnClasses } from '../classes/class-links';
import { dateOrNull, isoOrNull, oneOf } from '../../services/planner-mappers';
import { type PageQuery, pageOf, wholeList } from '../../services/pages';
import { requireRoom } from '../../services/quotas';

export type CreateAssignment = z.output<typeof createAssignmentSchema>;
export type UpdateAssignment = z.output<typeof updateAssignmentSchema>;

function changesOf(patch: UpdateAssignment): AssignmentChanges {
  const { dueDate, ...rest } = patch;
  return dueDate === undefined ? rest : { ...rest, dueDate: dateOrNull(dueDate) };
}

const notice = noticesOf('assignments');

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

// Each write publishes its change in its own transaction; origin names the tab that made it.
export function assignmentService(store: PlannerStore) {
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
        const row = await assignments.create(userId, {
          title: input.title,
          description: input.description ?? null,
          dueDate: dateOrNull(input.dueDate),
          classId,
          category: input.category,
          completed: input.completed,
          notes: input.notes ?? null,
        });
        await changes.publish(notice(userId, 'insert', row.id, origin));
        return toAssignment(row);
      });
    },

    update(
      userId: string,
      id: string,
      patch: UpdateAssignment,
      origin: Origin,
    ): Promise<Assignment> {
      return transact(async ({ assignments, classes, changes }) => {
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

    remove(userId: string, id: string, origin: Origin): Promise<Assignment> {
      return transact(async ({ assignments, changes }) => {
        const row = await assignments.delete(userId, id);
        if (!row) throw notFound();
        await changes.publish(notice(userId, 'delete', id, origin));
        return toAssignment(row);
      });
    },
  };
}
