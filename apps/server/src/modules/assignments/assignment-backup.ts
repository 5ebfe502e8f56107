import type { Assignment, BackupAssignment } from '@assignd/schemas';
import type { Executor } from '../../db/client';
import { breather } from '../../lib/breather';
import { allOf } from '../../platform/pages';
import { dateOrNull, isoOrNull } from '../../platform/planner-mappers';
import { requireRoomForRestore } from '../../platform/quotas';
import { RESTORE_BUSY_MS, RowPool } from '../../platform/row-pool';
import type { RestoreContext } from '../../platform/server-module';
import { type AssignmentValues, assignmentRepository } from './assignment-repository';
import { toAssignment } from './assignment-service';
import { gradeColumnsOf } from './assignment-grades';

const assignmentKey = (row: {
  title: string;
  dueDate: Date | null;
  classId: string | null;
  category: string;
  description: string | null;
}) =>
  JSON.stringify([row.title, isoOrNull(row.dueDate), row.classId, row.category, row.description]);

export function exportAssignments(tx: Executor, userId: string): Promise<Assignment[]> {
  const assignments = assignmentRepository(tx);
  return allOf((limit, from) => assignments.page(userId, limit, from), toAssignment);
}

/** Adds the assignments that are missing, filed under the classes restored before them. */
export async function restoreAssignments(
  tx: Executor,
  { userId, classIds, gradeCategoryIds }: RestoreContext,
  rows: BackupAssignment[] = [],
): Promise<number> {
  const assignments = assignmentRepository(tx);
  const existing = await assignments.list(userId);
  const pool = new RowPool(existing.map((row) => ({ id: row.id, key: assignmentKey(row) })));
  const added: AssignmentValues[] = [];
  const pause = breather(RESTORE_BUSY_MS);
  // A category is kept only for an assignment of the class it was restored under.
  const restoredCategory = (oldId: string | null, classId: string | null) => {
    const category = oldId ? gradeCategoryIds.get(oldId) : undefined;
    return category && category.classId === classId ? category.id : null;
  };
  for (const { oldClassId, oldGradeCategoryId, createdAt, ...input } of rows) {
    await pause();
    const classId = oldClassId ? (classIds.get(oldClassId) ?? null) : null;
    const values = {
      title: input.title,
      description: input.description ?? null,
      dueDate: dateOrNull(input.dueDate),
      classId,
      category: input.category,
      completed: input.completed,
      notes: input.notes ?? null,
      ...gradeColumnsOf({
        ...input,
        gradeCategoryId: restoredCategory(oldGradeCategoryId, classId),
      }),
    };
    if (!pool.claim(assignmentKey(values))) {
      added.push({ ...values, createdAt: dateOrNull(createdAt) ?? undefined });
    }
  }
  requireRoomForRestore('assignments', existing.length, added.length);
  await assignments.insertMany(userId, added);
  return added.length;
}
