import { HttpError } from '../../lib/http';
import type { CategoryRepository } from '../grades/public';
import type { AssignmentRow } from './assignment-repository';

/*
 * An assignment's grade (issue 30): points are kept in whole hundredths, so grades add up exactly;
 * its category must be one of its own class's.
 */

const toHundredths = (points: number | null) => (points === null ? null : Math.round(points * 100));
const fromHundredths = (value: number | null) => (value === null ? null : value / 100);

export const gradeOf = (row: AssignmentRow) => ({
  pointsEarned: fromHundredths(row.pointsEarnedHundredths),
  pointsPossible: fromHundredths(row.pointsPossibleHundredths),
  gradeCategoryId: row.gradeCategoryId,
  excused: row.excused,
});

interface GradeFields {
  pointsEarned?: number | null;
  pointsPossible?: number | null;
  gradeCategoryId?: string | null;
  excused?: boolean;
}

/** The stored columns of the grade fields a request holds (those it leaves out stay out). */
export function gradeColumnsOf({
  pointsEarned,
  pointsPossible,
  gradeCategoryId,
  excused,
}: GradeFields) {
  return {
    ...(pointsEarned === undefined ? {} : { pointsEarnedHundredths: toHundredths(pointsEarned) }),
    ...(pointsPossible === undefined
      ? {}
      : { pointsPossibleHundredths: toHundredths(pointsPossible) }),
    ...(gradeCategoryId === undefined ? {} : { gradeCategoryId }),
    ...(excused === undefined ? {} : { excused }),
  };
}

const notOfClass = () =>
  new HttpError(
    400,
    "gradeCategoryId: Expected a grading category of the assignment's class",
    'gradeCategoryId',
  );

/**
 * The category the assignment ends up in. One the request names must be of the class it ends up
 * in (else 400); one it kept from before is let go when it moved to another class. The category
 * stays locked until the transaction ends.
 */
export async function settledCategory(
  categories: CategoryRepository,
  userId: string,
  {
    asked,
    kept,
    classId,
  }: { asked: string | null | undefined; kept: string | null; classId: string | null },
): Promise<string | null> {
  const categoryId = asked === undefined ? kept : asked;
  if (!categoryId) return null;
  const categoryClass = await categories.lockedClassOf(userId, categoryId);
  if (categoryClass !== undefined && categoryClass === classId) return categoryId;
  if (asked !== undefined) throw notOfClass();
  return null;
}
