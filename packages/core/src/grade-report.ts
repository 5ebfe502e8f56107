import {
  classStanding,
  gpaOf,
  letterFor,
  shownPercent,
  type Gpa,
  type GradeCategory,
  type GradedItem,
} from './grades';
import type { ClassLevel, GradeScale, Letter } from './grade-values';
import { currentTerm, isDayToDayClass, type TermDates } from './terms';

/*
 * The grades screen's figures (issue 30), computed the same way by the server (GET /api/grades)
 * and by the app from what it holds, so they show at once and offline.
 */

/** How many of a class's last grades its trend shows. */
const TREND_POINTS = 8;

export interface ReportClass {
  id: string;
  termId: string | null;
  credits: number;
  level: ClassLevel;
}

export interface ReportCategory extends GradeCategory {
  classId: string;
  name: string;
}

/** An assignment as the report reads it: `at` orders a class's trend (due, else added). */
export interface ReportItem extends GradedItem {
  classId: string | null;
  at: number;
}

export interface ClassReport {
  classId: string;
  percent: number | null;
  letter: Letter | null;
  gradedCount: number;
  /** The class's percent after each of its last graded assignments, oldest first. */
  trend: number[];
  categories: {
    id: string;
    name: string;
    weight: number;
    percent: number | null;
    gradedCount: number;
  }[];
}

export interface GradeReport {
  termId: string | null;
  classes: ClassReport[];
  gpa: Gpa;
  cumulative: Gpa;
}

const isGraded = (item: GradedItem) =>
  !item.excused && item.pointsEarned !== null && item.pointsPossible !== null;

function grouped<T>(rows: readonly T[], key: (row: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const at = key(row);
    if (at === null) continue;
    const group = groups.get(at);
    if (group) group.push(row);
    else groups.set(at, [row]);
  }
  return groups;
}

function trendOf(items: readonly ReportItem[], categories: readonly GradeCategory[]): number[] {
  const ordered = items.filter(isGraded).sort((a, b) => a.at - b.at);
  const trend: number[] = [];
  for (let end = Math.max(1, ordered.length - TREND_POINTS + 1); end <= ordered.length; end++) {
    const percent = shownPercent(classStanding(ordered.slice(0, end), categories).percent);
    if (percent !== null) trend.push(percent);
  }
  return trend;
}

/**
 * Each class's standing and the GPAs: of the term `termId`, or (without it) of the classes the
 * day-to-day views show on `today`; cumulative GPA over every class.
 */
export function gradeReport(input: {
  classes: readonly ReportClass[];
  categories: readonly ReportCategory[];
  items: readonly ReportItem[];
  terms: readonly TermDates[];
  scale: GradeScale;
  today: string;
  termId?: string;
}): GradeReport {
  const { classes, categories, items, terms, scale, today, termId } = input;
  const current = currentTerm(terms, today);
  const categoriesOf = grouped(categories, (row) => row.classId);
  const itemsOf = grouped(items, (row) => row.classId);
  const figures = classes.map((row) => {
    const own = categoriesOf.get(row.id) ?? [];
    const graded = itemsOf.get(row.id) ?? [];
    return { row, own, graded, standing: classStanding(graded, own) };
  });
  const gpaClass = ({ row, standing }: (typeof figures)[number]) => ({
    percent: standing.percent,
    credits: row.credits,
    level: row.level,
  });
  const shown = figures.filter(({ row }) =>
    termId === undefined ? isDayToDayClass(row.termId, terms, today) : row.termId === termId,
  );
  return {
    termId: termId ?? current?.id ?? null,
    classes: shown.map(({ row, own, graded, standing }) => ({
      classId: row.id,
      percent: shownPercent(standing.percent),
      letter: standing.percent === null ? null : letterFor(standing.percent, scale),
      gradedCount: standing.gradedCount,
      trend: trendOf(graded, own),
      categories: own.map((category, index) => ({
        id: category.id,
        name: category.name,
        weight: category.weight,
        percent: shownPercent(standing.categories[index]?.percent ?? null),
        gradedCount: graded.filter((item) => item.categoryId === category.id && isGraded(item))
          .length,
      })),
    })),
    gpa: gpaOf(shown.map(gpaClass), scale),
    cumulative: gpaOf(figures.map(gpaClass), scale),
  };
}
