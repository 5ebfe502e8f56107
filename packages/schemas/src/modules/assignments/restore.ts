import { z } from 'zod';
import {
  createdAtOf,
  field,
  fromRow,
  instant,
  moduleRestore,
  oldLink,
  restoredCreatedAt,
} from '../../backup-rows';
import { createAssignmentSchema } from '../../planner';

export const assignmentsRestore = moduleRestore({
  assignments: {
    row: fromRow(
      (source) => ({
        oldClassId: oldLink(source, 'classId', 'class_id'),
        createdAt: createdAtOf(source),
        title: source.title,
        description: source.description,
        dueDate: instant(field(source, 'dueDate', 'due_date')),
        category: source.category ?? undefined,
        completed: source.completed ?? false,
        notes: source.notes,
        pointsEarned: field(source, 'pointsEarned', 'points_earned') ?? null,
        pointsPossible: field(source, 'pointsPossible', 'points_possible') ?? null,
        oldGradeCategoryId: oldLink(source, 'gradeCategoryId', 'grade_category_id'),
        excused: source.excused ?? false,
      }),
      createAssignmentSchema.omit({ classId: true, gradeCategoryId: true }).extend({
        oldClassId: z.string().nullable(),
        oldGradeCategoryId: z.string().nullable(),
        createdAt: restoredCreatedAt,
      }),
    ),
    identifies: true,
  },
});
