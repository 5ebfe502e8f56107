import { useMemo } from 'react';
import { DEFAULT_GRADE_SCALE, gradeReport, type GradeReport } from '@assignd/core';
import { useAssignments } from '@/features/assignments/api/assignments';
import { useClasses } from '@/features/classes/api/classes';
import { useCurrentTerm } from '@/features/terms/public/use-current-term';
import { useGradeCategories } from '../api/grade-categories';
import { useGradeScale } from '../api/grade-scale';

/**
 * The Grades screen's figures, computed here from what the app holds (the same rule as GET
 * /api/grades, in @assignd/core): they follow every change at once, offline too. Undefined while
 * the lists load.
 */
export function useGradeReport(termId?: string): GradeReport | undefined {
  const classes = useClasses();
  const assignments = useAssignments();
  const categories = useGradeCategories();
  const scale = useGradeScale();
  const { terms, today } = useCurrentTerm();
  return useMemo(() => {
    if (!classes.data || !assignments.data || !categories.data) return undefined;
    return gradeReport({
      classes: classes.data,
      categories: categories.data,
      items: assignments.data.map((row) => ({
        id: row.id,
        classId: row.classId,
        categoryId: row.gradeCategoryId,
        pointsEarned: row.pointsEarned,
        pointsPossible: row.pointsPossible,
        excused: row.excused,
        at: Date.parse(row.dueDate ?? row.createdAt),
      })),
      terms,
      scale: scale.data?.scale ?? DEFAULT_GRADE_SCALE,
      today,
      ...(termId === undefined ? {} : { termId }),
    });
  }, [classes.data, assignments.data, categories.data, scale.data, terms, today, termId]);
}
