import { matchesFilter, sortAssignments, type AssignmentLike } from './assignments';
import { calendarDay, startOfCalendarDay, startOfLocalDay, weekRange } from './calendar';
import { PHONE_UPCOMING_LIMIT } from './constants';
import { eventDayRange } from './event-days';
import { compareMissingLast, compareTitles, instantOf } from './order';

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
 * Open assignments due from now on, by due date (title breaking ties): the assignment list's
 * 'upcoming' filter, which the tablet timeline shows. An undated one has no day to go under; the
 * phone's Upcoming tab is wider (see phoneAgenda).
 */
export function upcomingAssignments<T extends AssignmentLike>(list: readonly T[], now: Date): T[] {
  return sortAssignments(
    list.filter((assignment) => matchesFilter(assignment, 'upcoming', now)),
    'due-date',
  );
}

/** The least the phone Calendar needs of an event. */
export interface EventLike {
  title: string;
  /** ISO instant, or null when the event has no date. */
  eventDate: string | null;
  /** A timed event's end, when it has one: it may run into the next days. */
  endDate?: string | null;
  /** An all-day event has a day but no time; it comes first in its day. */
  allDay?: boolean;
}

/** One row of a phone Calendar tab: spec 2 calls assignments and events alike its items. */
export type PhoneAgendaItem<A, E> =
  { kind: 'assignment'; assignment: A } | { kind: 'event'; event: E };

/** Milliseconds of an ISO instant; null when missing or unreadable, which is treated as undated. */
function assignmentInTab(
  assignment: AssignmentLike,
  tab: PhoneAgendaTab,
  now: Date,
  timeZone?: string,
): boolean {
  switch (tab) {
    case 'upcoming':
      return !assignment.completed;
    case 'today':
      return matchesFilter(assignment, 'today', now, timeZone);
    case 'week':
      return matchesFilter(assignment, 'this-week', now, timeZone);
  }
}

/**
 * An event is never done, so it stays open for the whole of its days and is past only once its
 * last day is over; one running past midnight is on each day it touches (eventDayRange). An
 * undated one belongs to no day and to none of the tabs, like on the month grid.
 */
function eventInTab(event: EventLike, tab: PhoneAgendaTab, now: Date, timeZone?: string): boolean {
  const range = eventDayRange(event, timeZone);
  if (range === null) return false;
  const today = calendarDay(now, timeZone);
  switch (tab) {
    case 'upcoming':
      return range.last >= today;
    case 'today':
      return range.first <= today && today <= range.last;
    case 'week': {
      const { start, end } = weekRange(now, timeZone);
      return (
        range.first <= calendarDay(end, timeZone) && range.last >= calendarDay(start, timeZone)
      );
    }
  }
}

/** An all-day event sorts at its day's first instant, before the day's timed items. */
function eventSortTime(event: EventLike, timeZone?: string): number | null {
  const at = instantOf(event.eventDate);
  if (at === null || !event.allDay) return at;
  return startOfLocalDay(new Date(at), timeZone).getTime();
}

/** Spec 9's order: by date ascending with undated items last, then by title. */
function compareRows(
  a: { at: number | null; title: string },
  b: { at: number | null; title: string },
): number {
  return compareMissingLast(a.at, b.at) || compareTitles(a.title, b.title);
}

/**
 * What a phone Calendar tab lists, assignments and events together in date order (spec 9:
 * undated last, then by title).
 * - Upcoming is the first PHONE_UPCOMING_LIMIT open items (spec 2): every assignment not done,
 *   overdue ones first (they keep their Overdue badge) and undated ones last, and the events of
 *   today and later days.
 * - Today and Week are a calendar's view of the day or the current week (spec 9: its first to its
 *   last instant, Sunday to Saturday like the month grid), so they keep completed and overdue
 *   assignments, which show their state instead of a due badge.
 */
export function phoneAgenda<A extends AssignmentLike, E extends EventLike>(
  assignments: readonly A[],
  events: readonly E[],
  tab: PhoneAgendaTab,
  now: Date,
  timeZone?: string,
): PhoneAgendaItem<A, E>[] {
  const rows = [
    ...assignments
      .filter((assignment) => assignmentInTab(assignment, tab, now, timeZone))
      .map((assignment) => ({
        at: instantOf(assignment.dueDate),
        title: assignment.title,
        item: { kind: 'assignment', assignment } as const,
      })),
    ...events
      .filter((event) => eventInTab(event, tab, now, timeZone))
      .map((event) => ({
        at: eventSortTime(event, timeZone),
        title: event.title,
        item: { kind: 'event', event } as const,
      })),
  ].sort(compareRows);
  const items = rows.map((row) => row.item);
  return tab === 'upcoming' ? items.slice(0, PHONE_UPCOMING_LIMIT) : items;
}

/**
 * The tablet timeline: the upcoming assignments (see upcomingAssignments, uncapped) and the events
 * of today and later days, grouped by their calendar day in `timeZone`, days in order; in a day,
 * all-day events first, then by time (title breaking ties).
 */
export function upcomingTimeline<A extends AssignmentLike, E extends EventLike>(
  assignments: readonly A[],
  events: readonly E[],
  now: Date,
  timeZone?: string,
): AgendaDay<PhoneAgendaItem<A, E>>[] {
  const today = calendarDay(now, timeZone);
  const rows: {
    at: number;
    day: number;
    first: boolean;
    title: string;
    item: PhoneAgendaItem<A, E>;
  }[] = [];
  for (const assignment of upcomingAssignments(assignments, now)) {
    const at = instantOf(assignment.dueDate);
    if (at === null) continue;
    rows.push({
      at,
      day: calendarDay(new Date(at), timeZone),
      first: false,
      title: assignment.title,
      item: { kind: 'assignment', assignment },
    });
  }
  for (const event of events) {
    const at = instantOf(event.eventDate);
    const range = eventDayRange(event, timeZone);
    if (at === null || range === null || range.last < today) continue;
    // One still going since an earlier day is listed under today, where it is still on.
    rows.push({
      at,
      day: Math.max(range.first, today),
      first: event.allDay === true,
      title: event.title,
      item: { kind: 'event', event },
    });
  }
  rows.sort(
    (a, b) =>
      a.day - b.day ||
      Number(b.first) - Number(a.first) ||
      a.at - b.at ||
      compareTitles(a.title, b.title),
  );
  const days: AgendaDay<PhoneAgendaItem<A, E>>[] = [];
  for (const row of rows) {
    const last = days.at(-1);
    if (last?.day === row.day) last.items.push(row.item);
    else
      days.push({ day: row.day, start: startOfCalendarDay(row.day, timeZone), items: [row.item] });
  }
  return days;
}
