import { addLocalDays, calendarDay, daysBetween, weekRange } from './calendar';
import { DUE_BADGE_MAX_DAYS, UPCOMING_EXAM_DAYS, type AssignmentCategory } from './constants';
import { compareMissingLast, compareTitles, instantOf } from './order';

export interface AssignmentLike {
  title: string;
  /** ISO instant, or null when the assignment has no due date. */
  dueDate: string | null;
  completed: boolean;
  category: AssignmentCategory;
  /** ISO instant. */
  createdAt: string;
  classId?: string | null;
}

export type DueBadge =
  | { kind: 'overdue' }
  | { kind: 'today' }
  | { kind: 'tomorrow' }
  | { kind: 'in-days'; days: number };

/**
 * How pressing a due date is, most pressing first. The boundaries are spec 9's badge tones (past,
 * a day or less, three days or less, later); the overdue step is split from 'a day or less' so the
 * badge that needs the student most can also look it.
 */
export type DueUrgency = 'overdue' | 'imminent' | 'soon' | 'later';

export const ASSIGNMENT_FILTERS = [
  'all',
  'today',
  'tomorrow',
  'this-week',
  'overdue',
  'upcoming',
] as const;
export type AssignmentFilter = (typeof ASSIGNMENT_FILTERS)[number];

export const ASSIGNMENT_SORTS = ['due-date', 'created', 'alphabetical'] as const;
export type AssignmentSort = (typeof ASSIGNMENT_SORTS)[number];

export const ASSIGNMENT_GROUPS = ['Homework', 'Exams & Quizzes', 'Other'] as const;
export type AssignmentGroup = (typeof ASSIGNMENT_GROUPS)[number];

export interface AssignmentCounts {
  total: number;
  completed: number;
  pending: number;
  overdue: number;
  upcomingExams: number;
}

/** Milliseconds of an ISO instant; null when missing or unreadable, which is treated as undated. */
export function isOverdue(assignment: AssignmentLike, now: Date): boolean {
  const due = instantOf(assignment.dueDate);
  return !assignment.completed && due !== null && due < now.getTime();
}

/** A Test or a Quiz: what the exam lists and the chat's 'next test' count. */
export const isExamCategory = (category: AssignmentCategory) =>
  category === 'Test' || category === 'Quiz';

/** Incomplete Test or Quiz due from now up to the same clock time seven local days ahead. */
export function isUpcomingExam(assignment: AssignmentLike, now: Date, timeZone?: string): boolean {
  if (assignment.completed) return false;
  if (!isExamCategory(assignment.category)) return false;
  const due = instantOf(assignment.dueDate);
  if (due === null) return false;
  return due >= now.getTime() && due <= addLocalDays(now, UPCOMING_EXAM_DAYS, timeZone).getTime();
}

export function dueBadge(dueDate: string | null, now: Date, timeZone?: string): DueBadge | null {
  const due = instantOf(dueDate);
  if (due === null) return null;
  if (due < now.getTime()) return { kind: 'overdue' };
  const days = daysBetween(now, new Date(due), timeZone);
  if (days === 0) return { kind: 'today' };
  if (days === 1) return { kind: 'tomorrow' };
  if (days <= DUE_BADGE_MAX_DAYS) return { kind: 'in-days', days };
  return null;
}

export function dueBadgeText(badge: DueBadge): string {
  switch (badge.kind) {
    case 'overdue':
      return 'Overdue';
    case 'today':
      return 'Due Today';
    case 'tomorrow':
      return 'Due Tomorrow';
    case 'in-days':
      return `Due in ${badge.days} days`;
  }
}

export function dueUrgency(dueDate: string | null, now: Date, timeZone?: string): DueUrgency {
  const due = instantOf(dueDate);
  if (due === null) return 'later';
  if (due < now.getTime()) return 'overdue';
  const days = daysBetween(now, new Date(due), timeZone);
  if (days <= 1) return 'imminent';
  if (days <= 3) return 'soon';
  return 'later';
}

export function matchesFilter(
  assignment: AssignmentLike,
  filter: AssignmentFilter,
  now: Date,
  timeZone?: string,
): boolean {
  if (filter === 'all') return true;
  if (filter === 'overdue') return isOverdue(assignment, now);
  const due = instantOf(assignment.dueDate);
  if (due === null) return false;
  switch (filter) {
    case 'today':
      return calendarDay(new Date(due), timeZone) === calendarDay(now, timeZone);
    case 'tomorrow':
      return calendarDay(new Date(due), timeZone) === calendarDay(now, timeZone) + 1;
    case 'this-week': {
      const { start, end } = weekRange(now, timeZone);
      return due >= start.getTime() && due <= end.getTime();
    }
    case 'upcoming':
      return !assignment.completed && due >= now.getTime();
  }
}

function compareDue(a: AssignmentLike, b: AssignmentLike): number {
  return compareMissingLast(instantOf(a.dueDate), instantOf(b.dueDate));
}

function compareTitle(a: AssignmentLike, b: AssignmentLike): number {
  return compareTitles(a.title, b.title);
}

function compareNewestFirst(a: AssignmentLike, b: AssignmentLike): number {
  const createdA = instantOf(a.createdAt);
  const createdB = instantOf(b.createdAt);
  return compareMissingLast(
    createdA === null ? null : -createdA,
    createdB === null ? null : -createdB,
  );
}

/** A sorted copy; items that tie on every key keep their input order. */
export function sortAssignments<T extends AssignmentLike>(
  list: readonly T[],
  sort: AssignmentSort,
): T[] {
  const compare: Record<AssignmentSort, (a: T, b: T) => number> = {
    'due-date': (a, b) => compareDue(a, b) || compareTitle(a, b),
    created: compareNewestFirst,
    alphabetical: (a, b) => compareTitle(a, b) || compareDue(a, b),
  };
  return [...list].sort(compare[sort]);
}

export function groupOfCategory(category: AssignmentCategory): AssignmentGroup {
  switch (category) {
    case 'Homework':
      return 'Homework';
    case 'Test':
    case 'Quiz':
      return 'Exams & Quizzes';
    case 'Reading':
    case 'Project':
    case 'Other':
      return 'Other';
  }
}

export function groupAssignments<T extends AssignmentLike>(
  list: readonly T[],
): Record<AssignmentGroup, T[]> {
  const groups: Record<AssignmentGroup, T[]> = {
    Homework: [],
    'Exams & Quizzes': [],
    Other: [],
  };
  for (const assignment of list) groups[groupOfCategory(assignment.category)].push(assignment);
  return groups;
}

export function countAssignments(
  list: readonly AssignmentLike[],
  now: Date,
  timeZone?: string,
): AssignmentCounts {
  const completed = list.filter((assignment) => assignment.completed).length;
  return {
    total: list.length,
    completed,
    pending: list.length - completed,
    overdue: list.filter((assignment) => isOverdue(assignment, now)).length,
    upcomingExams: list.filter((assignment) => isUpcomingExam(assignment, now, timeZone)).length,
  };
}

/** The dashboard panel: one category (or all), with completed items only when asked for. */
export function filterByCategory<T extends AssignmentLike>(
  list: readonly T[],
  category: AssignmentCategory | 'All',
  showCompleted: boolean,
): T[] {
  return list.filter(
    (assignment) =>
      (category === 'All' || assignment.category === category) &&
      (showCompleted || !assignment.completed),
  );
}
