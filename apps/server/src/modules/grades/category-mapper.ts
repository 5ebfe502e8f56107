import type { GradeCategory } from '@assignd/schemas';
import type { CategoryRow } from './category-repository';

/** A grading category in its API shape: its weight in percent, not hundredths. */
export function toCategory(row: CategoryRow): GradeCategory {
  return {
    id: row.id,
    classId: row.classId,
    name: row.name,
    weight: row.weightHundredths / 100,
    dropLowest: row.dropLowest,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
