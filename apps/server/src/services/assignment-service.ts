import type { Assignment, createAssignmentSchema, updateAssignmentSchema } from '@assignd/schemas';
import type { z } from 'zod';
import { notFound } from '../lib/http';
import type { AssignmentChanges } from '../repositories/assignment-repository';
import type { PlannerStore } from '../repositories/planner-repositories';
import { requireOwnClasses } from './class-links';
import { dateOrNull, toAssignment } from './planner-mappers';

export type CreateAssignment = z.output<typeof createAssignmentSchema>;
export type UpdateAssignment = z.output<typeof updateAssignmentSchema>;

function changesOf(patch: UpdateAssignment): AssignmentChanges {
  const { dueDate, ...rest } = patch;
  return dueDate === undefined ? rest : { ...rest, dueDate: dateOrNull(dueDate) };
}

// Writes return the row as it now is (or was, for a delete) so it can be published to devices.
export function assignmentService({ repositories, transact }: PlannerStore) {
  return {
    async list(userId: string): Promise<Assignment[]> {
      const rows = await repositories.assignments.list(userId);
      return rows.map(toAssignment);
    },

    create(userId: string, input: CreateAssignment): Promise<Assignment> {
      return transact(async ({ assignments, classes }) => {
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
        return toAssignment(row);
      });
    },

    update(userId: string, id: string, patch: UpdateAssignment): Promise<Assignment> {
      return transact(async ({ assignments, classes }) => {
        if (patch.classId) {
          await requireOwnClasses(classes, userId, [{ classId: patch.classId, field: 'classId' }]);
        }
        const changes = changesOf(patch);
        const row =
          Object.keys(changes).length === 0
            ? await assignments.find(userId, id)
            : await assignments.update(userId, id, changes);
        if (!row) throw notFound();
        return toAssignment(row);
      });
    },

    async remove(userId: string, id: string): Promise<Assignment> {
      const row = await repositories.assignments.delete(userId, id);
      if (!row) throw notFound();
      return toAssignment(row);
    },
  };
}

export type AssignmentService = ReturnType<typeof assignmentService>;
