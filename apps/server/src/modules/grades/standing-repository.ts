import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assignments } from '../assignments/public';
import { classes } from '../classes/public';
import { preferences } from '../profile/public';
import { terms } from '../terms/public';
import { gradeCategories } from './table';

/** A graded assignment as the figures read it: points in whole hundredths. */
export interface GradedRow {
  id: string;
  classId: string | null;
  categoryId: string | null;
  earned: number | null;
  possible: number | null;
  excused: boolean;
  /** When it counts in a class's trend: its due date, else when it was added. */
  at: Date;
}

const gradedColumns = {
  id: assignments.id,
  classId: assignments.classId,
  categoryId: assignments.gradeCategoryId,
  earned: assignments.pointsEarnedHundredths,
  possible: assignments.pointsPossibleHundredths,
  excused: assignments.excused,
  dueDate: assignments.dueDate,
  createdAt: assignments.createdAt,
};

interface StoredGraded extends Omit<GradedRow, 'at'> {
  dueDate: Date | null;
  createdAt: Date;
}

const toGraded = ({ dueDate, createdAt, ...row }: StoredGraded): GradedRow => ({
  ...row,
  at: dueDate ?? createdAt,
});

/** What the figures read, every query scoped to the student. */
export function standingRepository(db: Executor) {
  return {
    async timeZone(userId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ timeZone: preferences.timeZone })
        .from(preferences)
        .where(eq(preferences.userId, userId));
      return row?.timeZone;
    },

    terms(userId: string) {
      return db
        .select({ id: terms.id, startDate: terms.startDate, endDate: terms.endDate })
        .from(terms)
        .where(eq(terms.userId, userId));
    },

    classes(userId: string) {
      return db
        .select({
          id: classes.id,
          termId: classes.termId,
          creditsHundredths: classes.creditsHundredths,
          level: classes.level,
        })
        .from(classes)
        .where(eq(classes.userId, userId))
        .orderBy(asc(classes.createdAt), asc(classes.id));
    },

    categories(userId: string) {
      return db
        .select()
        .from(gradeCategories)
        .where(eq(gradeCategories.userId, userId))
        .orderBy(asc(gradeCategories.createdAt), asc(gradeCategories.id));
    },

    /** The student's graded assignments in a class (both points set). */
    async graded(userId: string): Promise<GradedRow[]> {
      const rows = await db
        .select(gradedColumns)
        .from(assignments)
        .where(
          and(
            eq(assignments.userId, userId),
            isNotNull(assignments.classId),
            isNotNull(assignments.pointsEarnedHundredths),
            isNotNull(assignments.pointsPossibleHundredths),
          ),
        );
      return rows.map(toGraded);
    },

    /** The student's assignments among these ids, graded or not. */
    async assignments(userId: string, ids: readonly string[]): Promise<GradedRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(gradedColumns)
        .from(assignments)
        .where(and(eq(assignments.userId, userId), inArray(assignments.id, [...ids])));
      return rows.map(toGraded);
    },

    /** One assignment of the student's, graded or not. */
    async assignment(userId: string, id: string): Promise<GradedRow | undefined> {
      const [row] = await db
        .select(gradedColumns)
        .from(assignments)
        .where(and(eq(assignments.userId, userId), eq(assignments.id, id)));
      return row && toGraded(row);
    },
  };
}

export type StandingRepository = ReturnType<typeof standingRepository>;
