import { randomUUID } from 'node:crypto';
import {
  GRADE_CATEGORIES_PER_CLASS_MAX,
  type BackupGradeCategory,
  type BackupGradeScale,
  type GradeCategory,
  type GradeScaleAnswer,
} from '@assignd/schemas';
import type { Executor } from '../../db/client';
import { dateOrNull } from '../../platform/planner-mappers';
import { requireRoomForRestore } from '../../platform/quotas';
import { RowPool } from '../../platform/row-pool';
import type { RestoreContext } from '../../platform/server-module';
import { type CategoryValues, categoryRepository } from './category-repository';
import { toCategory } from './category-mapper';
import { tooManyCategories } from './category-service';
import { scaleRepository } from './scale-repository';
import { scaleAnswerOf } from './scale-service';

/** A hand-made file may hold more categories for a class than one may have. */
function requireRoomInClasses(rows: readonly { classId: string }[]): void {
  const counts = new Map<string, number>();
  for (const { classId } of rows) {
    const count = (counts.get(classId) ?? 0) + 1;
    if (count > GRADE_CATEGORIES_PER_CLASS_MAX) throw tooManyCategories();
    counts.set(classId, count);
  }
}

const categoryKey = (row: { classId: string; name: string }) =>
  JSON.stringify([row.classId, row.name]);

export async function exportCategories(tx: Executor, userId: string): Promise<GradeCategory[]> {
  return (await categoryRepository(tx).list(userId)).map(toCategory);
}

/**
 * Adds the categories that are missing to the classes restored before them (a category whose
 * class the file does not hold is left out), noting the id each category of the file now has.
 */
export async function restoreCategories(
  tx: Executor,
  { userId, classIds, gradeCategoryIds }: RestoreContext,
  rows: BackupGradeCategory[] = [],
): Promise<number> {
  const categories = categoryRepository(tx);
  const existing = await categories.list(userId);
  const pool = new RowPool(existing.map((row) => ({ id: row.id, key: categoryKey(row) })));
  const added: CategoryValues[] = [];
  for (const { oldId, oldClassId, createdAt, ...input } of rows) {
    const classId = oldClassId ? classIds.get(oldClassId) : undefined;
    if (!classId) continue;
    const values = {
      classId,
      name: input.name,
      weightHundredths: Math.round(input.weight * 100),
      dropLowest: input.dropLowest,
    };
    let id = pool.claim(categoryKey(values));
    if (!id) {
      id = randomUUID();
      added.push({ ...values, id, createdAt: dateOrNull(createdAt) ?? undefined });
    }
    if (oldId) gradeCategoryIds.set(oldId, { id, classId });
  }
  requireRoomForRestore('gradeCategories', existing.length, added.length);
  requireRoomInClasses([...existing, ...added]);
  await categories.insertMany(userId, added);
  return added.length;
}

/** Zero or one row: the student's own scale (none while it is the default). */
export async function exportScale(tx: Executor, userId: string): Promise<GradeScaleAnswer[]> {
  const stored = await scaleRepository(tx).find(userId);
  return stored ? [scaleAnswerOf(stored)] : [];
}

/** A scale in the file replaces the student's; answers whether it changed it. */
export async function restoreScale(
  tx: Executor,
  { userId }: RestoreContext,
  rows: BackupGradeScale[] = [],
): Promise<boolean> {
  const [row] = rows;
  if (!row) return false;
  const scales = scaleRepository(tx);
  const before = await scales.find(userId);
  const hundredths = row.scale.map((value) => Math.round(value * 100));
  if (before?.join(',') === hundredths.join(',')) return false;
  await scales.save(userId, hundredths);
  return true;
}
