import {
  classStanding,
  DEFAULT_GRADE_SCALE,
  sortAssignments,
  type ClassStanding,
  type GradedItem,
  type GradeScale,
} from '@assignd/core';
import type { Assignment, GradeCategory } from '@assignd/schemas';
import { useMemo } from 'react';
import { useAssignments } from '@/features/assignments/api/assignments';
import { useGradeCategories } from '../api/grade-categories';
import { useGradeScale } from '../api/grade-scale';

/** An assignment as grades read it (@assignd/core's GradedItem). */
const gradedItemOf = (row: Assignment): GradedItem => ({
  id: row.id,
  categoryId: row.gradeCategoryId,
  pointsEarned: row.pointsEarned,
  pointsPossible: row.pointsPossible,
  excused: row.excused,
});

export interface ClassGrades {
  /** The class's assignments by due date. */
  assignments: Assignment[];
  items: GradedItem[];
  /** Its grading categories, oldest first. */
  categories: GradeCategory[];
  /** Where it stands with the saved grades. */
  standing: ClassStanding;
}

/**
 * A class's grades, computed here from what the app holds (the rule of GET /api/grades, in
 * @assignd/core), so they follow every change at once, offline too. `data` is undefined while the
 * assignments or categories load; the scale is the default one until the student's arrives.
 */
export function useClassGrades(classId: string) {
  const assignments = useAssignments();
  const categories = useGradeCategories();
  const scale = useGradeScale();
  const data = useMemo((): ClassGrades | undefined => {
    if (!assignments.data || !categories.data) return undefined;
    const mine = sortAssignments(
      assignments.data.filter((row) => row.classId === classId),
      'due-date',
    );
    const items = mine.map(gradedItemOf);
    const own = categories.data.filter((category) => category.classId === classId);
    return { assignments: mine, items, categories: own, standing: classStanding(items, own) };
  }, [assignments.data, categories.data, classId]);
  const gradeScale: GradeScale = scale.data?.scale ?? DEFAULT_GRADE_SCALE;
  return {
    data,
    scale: gradeScale,
    failed: assignments.isError || categories.isError,
    retry: () => {
      if (assignments.isError) void assignments.refetch();
      if (categories.isError) void categories.refetch();
    },
  };
}
