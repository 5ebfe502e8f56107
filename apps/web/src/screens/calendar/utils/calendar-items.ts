import { calendarDay, eventDayRange, UNCLASSED_COLOR } from '@assignd/core';
import type { Assignment, PlannerEvent, SchoolClass } from '@assignd/schemas';

/**
 * One thing on the calendar: an assignment on its due date or an event on each of its days. `timed`
 * is false for an all-day event, which has a day but no time.
 */
export type CalendarItem =
  | { kind: 'assignment'; id: string; title: string; at: Date; timed: true; assignment: Assignment }
  | { kind: 'event'; id: string; title: string; at: Date; timed: boolean; event: PlannerEvent };

function instant(iso: string | null): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

const titleCollator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * The dated assignments and events by the student's local calendar day (days since 1970-01-01,
 * see `calendarDay`), each day's all-day events first, then in time order, then by title. Undated
 * rows are left out.
 */
export function itemsByDay(
  assignments: readonly Assignment[],
  events: readonly PlannerEvent[],
  timeZone?: string,
): Map<number, CalendarItem[]> {
  const days = new Map<number, CalendarItem[]>();
  const addOn = (day: number, item: CalendarItem) => {
    const list = days.get(day);
    if (list) list.push(item);
    else days.set(day, [item]);
  };
  const add = (item: CalendarItem) => addOn(calendarDay(item.at, timeZone), item);
  for (const assignment of assignments) {
    const at = instant(assignment.dueDate);
    if (at) {
      const { id, title } = assignment;
      add({ kind: 'assignment', id, title, at, timed: true, assignment });
    }
  }
  for (const event of events) {
    const at = instant(event.eventDate);
    const range = eventDayRange(event, timeZone);
    if (!at || !range) continue;
    // One running past midnight is on each day it touches, keeping its own start.
    const item: CalendarItem = {
      kind: 'event',
      id: event.id,
      title: event.title,
      at,
      timed: !event.allDay,
      event,
    };
    for (let day = range.first; day <= range.last; day++) addOn(day, item);
  }
  for (const list of days.values()) {
    list.sort(
      (a, b) =>
        Number(a.timed) - Number(b.timed) ||
        a.at.getTime() - b.at.getTime() ||
        titleCollator.compare(a.title, b.title),
    );
  }
  return days;
}

/** 'Today', 'Tomorrow', 'Yesterday', 'In N days' or 'N days ago' for a day `days` from today. */
export function relativeDayText(days: number): string {
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  if (days === -1) return 'Yesterday';
  return days > 0 ? `In ${days} days` : `${-days} days ago`;
}

/** The colour an item shows in: its class's, grey without one, the theme's accent for events. */
export function itemColor(
  item: CalendarItem,
  classes: Map<string, SchoolClass> | undefined,
): string {
  if (item.kind === 'event') return 'var(--primary)';
  const classId = item.assignment.classId;
  return (classId && classes?.get(classId)?.color) || UNCLASSED_COLOR;
}
