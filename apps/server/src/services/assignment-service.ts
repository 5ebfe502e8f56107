import type { Assignment, createAssignmentSchema, updateAssignmentSchema } from '@assignd/schemas';
import type { z } from 'zod';
import { notFound } from '../lib/http';
import type { AssignmentChanges } from '../repositories/assignment-repository';
import type { PlannerStore } from '../repositories/planner-repositories';
import { noticesOf, type Origin } from '../realtime/changes';
import { requireOwnClasses } from './class-links';
import { dateOrNull, toAssignment } from './planner-mappers';

export type CreateAssignment = z.output<typeof createAssignmentSchema>;
export type UpdateAssignment = z.output<typeof updateAssignmentSchema>;

function changesOf(patch: UpdateAssignment): AssignmentChanges {
  const { dueDate, ...rest } = patch;
  return dueDate === undefined ? rest : { ...rest, dueDate: dateOrNull(dueDate) };
}

const notice = noticesOf('assignments');

// Each write publishes its change in its own transaction; origin names the tab that made it.
export function assignmentService({ repositories, transact }: PlannerStore) {
  return {
    async list(userId: string): Promise<Assignment[]> {
      const rows = await repositories.assignments.list(userId);
      return rows.map(toAssignment);
    },

    create(userId: string, input: CreateAssignment, origin: Origin): Promise<Assignment> {
      return transact(async ({ assignments, classes, changes }) => {
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

export type AssignmentService = ReturnType<typeof assignmentService>;
