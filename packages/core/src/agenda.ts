import { matchesFilter, sortAssignments, type AssignmentLike } from './assignments';
import { calendarDay, startOfLocalDay } from './calendar';
import { PHONE_UPCOMING_LIMIT } from './constants';

/** The phone Calendar's tabs (spec 2). */
export const PHONE_AGENDA_TABS = ['upcoming', 'today', 'week'] as const;
export type PhoneAgendaTab = (typeof PHONE_AGENDA_TABS)[number];

/** One day of the tablet timeline. */
export interface AgendaDay<T> {
  /** The day as a whole number of days since 1970-01-01 on the student's calendar. */
  day: number;
  /** The first instant of that day, for its heading. */
  start: Date;
  /** Its items by due date; the heading's count is their number. */
  items: T[];
}

/**
 * Open assignments due from now on, by due date (title breaking ties). This is the assignment
 * list's 'upcoming' filter: an overdue item is not upcoming (it has its own Overdue filter and
 * badge), and an undated one has no place in a list ordered by when things are due.
 */
export function upcomingAssignments<T extends AssignmentLike>(list: readonly T[], now: Date): T[] {
  return sortAssignments(
    list.filter((assignment) => matchesFilter(assignment, 'upcoming', now)),
    'due-date',
  );
}

/**
 * What a phone Calendar tab lists, by due date. Upcoming is the first PHONE_UPCOMING_LIMIT open
 * items (see upcomingAssignments). Today and Week are a calendar's view of the day or the current
 * week (spec 9: its first to its last instant, Sunday to Saturday like the month grid), so they
 * keep completed and overdue items, which show their state instead of a due badge.
 */
export function phoneAgenda<T extends AssignmentLike>(
  list: readonly T[],
  tab: PhoneAgendaTab,
  now: Date,
  timeZone?: string,
): T[] {
  switch (tab) {
    case 'upcoming':
      return upcomingAssignments(list, now).slice(0, PHONE_UPCOMING_LIMIT);
    case 'today':
      return sortAssignments(
        list.filter((assignment) => matchesFilter(assignment, 'today', now, timeZone)),
        'due-date',
      );
    case 'week':
      return sortAssignments(
        list.filter((assignment) => matchesFilter(assignment, 'this-week', now, timeZone)),
        'due-date',
      );
  }
}

/**
 * The tablet timeline: the upcoming assignments (see upcomingAssignments, uncapped) grouped by
 * the calendar day they are due on in `timeZone`, days in order.
 */
export function upcomingTimeline<T extends AssignmentLike>(
  list: readonly T[],
  now: Date,
  timeZone?: string,
): AgendaDay<T>[] {
  const days: AgendaDay<T>[] = [];
  for (const assignment of upcomingAssignments(list, now)) {
    if (!assignment.dueDate) continue;
    const due = new Date(assignment.dueDate);
    const day = calendarDay(due, timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(assignment);
    else days.push({ day, start: startOfLocalDay(due, timeZone), items: [assignment] });
  }
  return days;
}
