import {
  CLASS_LEVELS,
  classStanding,
  DEFAULT_GRADE_SCALE,
  gradeReport,
  letterFor,
  pointsNeeded,
  shownPercent,
  targetPercent,
  todayIn,
  type GradeCategory as CoreCategory,
  type GradedItem,
  type GradeScale,
  type Ratio,
} from '@assignd/core';
import type { GoalAnswer, goalSchema, Grades, WhatIfAnswer, whatIfSchema } from '@assignd/schemas';
import type { z } from 'zod';
import { HttpError, notFound } from '../../lib/http';
import { oneOf } from '../../platform/planner-mappers';
import type { GradedRow, StandingRepository } from './standing-repository';
import type { ScaleRepository } from './scale-repository';

type WhatIf = z.output<typeof whatIfSchema>;
type Goal = z.output<typeof goalSchema>;

const FALLBACK_TIME_ZONE = 'UTC';

const itemOf = (row: GradedRow): GradedItem => ({
  id: row.id,
  categoryId: row.categoryId,
  pointsEarned: row.earned === null ? null : row.earned / 100,
  pointsPossible: row.possible === null ? null : row.possible / 100,
  excused: row.excused,
});

type CategoryRow = Awaited<ReturnType<StandingRepository['categories']>>[number];
const coreCategory = (row: CategoryRow): CoreCategory => ({
  id: row.id,
  weight: row.weightHundredths / 100,
  dropLowest: row.dropLowest,
});

const scaleOf = (stored: readonly number[] | undefined): GradeScale =>
  stored ? stored.map((value) => value / 100) : DEFAULT_GRADE_SCALE;

const answerOf = (percent: Ratio | null, scale: GradeScale): WhatIfAnswer => ({
  percent: shownPercent(percent),
  letter: percent === null ? null : letterFor(percent, scale),
});

/** What the figures use: the reads above and the student's scale. */
export interface StandingRepositories {
  standings: StandingRepository;
  gradeScales: ScaleRepository;
}

export function standingService(repositories: StandingRepositories, now: () => Date) {
  const { standings, gradeScales } = repositories;

  /** A class's categories and graded items; another student's class is a 404. */
  async function classData(userId: string, classId: string) {
    const [classes, categories, graded, stored] = await Promise.all([
      standings.classes(userId),
      standings.categories(userId),
      standings.graded(userId),
      gradeScales.find(userId),
    ]);
    if (!classes.some((row) => row.id === classId)) throw notFound();
    return {
      categories: categories.filter((row) => row.classId === classId).map(coreCategory),
      rows: graded.filter((row) => row.classId === classId),
      scale: scaleOf(stored),
    };
  }

  return {
    /** One term's classes, or (without a term) those the day-to-day views show, with GPAs. */
    async grades(userId: string, termId: string | undefined): Promise<Grades> {
      const [terms, classes, categories, graded, stored, timeZone] = await Promise.all([
        standings.terms(userId),
        standings.classes(userId),
        standings.categories(userId),
        standings.graded(userId),
        gradeScales.find(userId),
        standings.timeZone(userId),
      ]);
      if (termId !== undefined && !terms.some((term) => term.id === termId)) throw notFound();
      return gradeReport({
        classes: classes.map((row) => ({
          id: row.id,
          termId: row.termId,
          credits: row.creditsHundredths / 100,
          level: oneOf(CLASS_LEVELS, row.level, 'regular'),
        })),
        categories: categories.map((row) => ({
          ...coreCategory(row),
          classId: row.classId,
          name: row.name,
        })),
        items: graded.map((row) => ({
          ...itemOf(row),
          classId: row.classId,
          at: row.at.getTime(),
        })),
        terms,
        scale: scaleOf(stored),
        today: todayIn(now(), timeZone ?? FALLBACK_TIME_ZONE),
        ...(termId === undefined ? {} : { termId }),
      });
    },

    /** The class's percent as if these grades were in; nothing is saved. */
    async whatIf(userId: string, { classId, changes }: WhatIf): Promise<WhatIfAnswer> {
      const { categories, rows, scale } = await classData(userId, classId);
      const items = rows.map(itemOf);
      // Assignments named that are not graded yet, read at once.
      const named = changes.flatMap(({ assignmentId }) =>
        assignmentId && !items.some(({ id }) => id === assignmentId) ? [assignmentId] : [],
      );
      const ungraded = new Map(
        (await standings.assignments(userId, named)).map((row) => [row.id, row]),
      );
      for (const [index, change] of changes.entries()) {
        if (change.categoryId && !categories.some(({ id }) => id === change.categoryId)) {
          const field = `changes.${index}.categoryId`;
          throw new HttpError(400, `${field}: Expected a grading category of this class`, field);
        }
        const existing = change.assignmentId
          ? items.findIndex(({ id }) => id === change.assignmentId)
          : -1;
        const other = change.assignmentId ? ungraded.get(change.assignmentId) : undefined;
        if (change.assignmentId && existing === -1 && other?.classId !== classId) {
          const field = `changes.${index}.assignmentId`;
          throw new HttpError(400, `${field}: Expected an assignment of this class`, field);
        }
        const base = existing === -1 ? undefined : items[existing];
        const item: GradedItem = {
          id: change.assignmentId ?? `what-if-${index}`,
          categoryId:
            change.categoryId === undefined
              ? (base?.categoryId ?? other?.categoryId ?? null)
              : change.categoryId,
          pointsEarned: change.pointsEarned,
          pointsPossible: change.pointsPossible,
          excused: false,
        };
        if (existing === -1) items.push(item);
        else items[existing] = item;
      }
      return answerOf(classStanding(items, categories).percent, scale);
    },

    /** The points the assignment needs for the class to reach the target. */
    async goal(userId: string, { classId, assignmentId, target }: Goal): Promise<GoalAnswer> {
      const { categories, rows, scale } = await classData(userId, classId);
      const assignment = await standings.assignment(userId, assignmentId);
      if (!assignment) throw notFound();
      if (assignment.classId !== classId) {
        throw new HttpError(
          400,
          'assignmentId: Expected an assignment of this class',
          'assignmentId',
        );
      }
      if (assignment.possible === null || assignment.possible === 0) {
        throw new HttpError(
          400,
          'assignmentId: Enter the points possible of this assignment first',
          'assignmentId',
        );
      }
      if (categories.length > 0 && !categories.some(({ id }) => id === assignment.categoryId)) {
        throw new HttpError(
          400,
          'assignmentId: Put this assignment in a grading category first',
          'assignmentId',
        );
      }
      const items = rows.filter(({ id }) => id !== assignmentId).map(itemOf);
      items.push({ ...itemOf(assignment), excused: false });
      const wanted = targetPercent(target, scale);
      const { needed, reachable } = pointsNeeded(items, categories, assignmentId, wanted);
      return { target: shownPercent(wanted) ?? 0, needed, reachable };
    },
  };
}
