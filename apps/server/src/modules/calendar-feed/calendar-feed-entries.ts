import {
  addLocalDays,
  type CalendarEntry,
  DEFAULT_DUE_TIME,
  instantToLocalDateTime,
  localDateTimeToInstant,
  periodsForDate,
  type Schedule,
  toStoredClock,
} from '@assignd/core';

/*
 * Planner rows as calendar entries. The app has no "no time" flag: a day chosen without a time is
 * due at 23:59 (DEFAULT_DUE_TIME) on the student's calendar, so that reading becomes an all-day
 * entry in the feed's zone.
 */

const isAllDay = (instant: Date, timeZone: string) =>
  instantToLocalDateTime(instant, timeZone).time === DEFAULT_DUE_TIME;

const titled = (title: string, className: string | null) =>
  className ? `${className}: ${title}` : title;

export interface FeedAssignment {
  id: string;
  title: string;
  description: string | null;
  dueDate: Date | null;
  category: string;
  completed: boolean;
  updatedAt: Date;
  className: string | null;
}

export interface FeedEvent {
  id: string;
  title: string;
  description: string | null;
  eventDate: Date | null;
  endDate: Date | null;
  allDay: boolean;
  location: string | null;
  updatedAt: Date;
}

export interface EntryContext {
  timeZone: string;
  publicUrl: string;
}

/** VEVENT has no "completed" status (RFC 5545 allows only TENTATIVE, CONFIRMED, CANCELLED). */
const COMPLETED_PREFIX = '✓ ';

export function assignmentEntry(row: FeedAssignment, context: EntryContext): CalendarEntry[] {
  if (!row.dueDate) return [];
  const title = titled(row.title, row.className);
  return [
    {
      uid: `assignment-${row.id}@assignd`,
      title: row.completed ? `${COMPLETED_PREFIX}${title}` : title,
      description: row.description,
      start: row.dueDate,
      allDay: isAllDay(row.dueDate, context.timeZone),
      categories: [row.className ?? '', row.category, row.completed ? 'Completed' : ''],
      url: `${context.publicUrl}/assignments`,
      stamp: row.updatedAt,
    },
  ];
}

export function eventEntry(row: FeedEvent, context: EntryContext): CalendarEntry[] {
  if (!row.eventDate) return [];
  return [
    {
      uid: `event-${row.id}@assignd`,
      title: row.title,
      description: row.description,
      start: row.eventDate,
      end: row.allDay ? null : row.endDate,
      allDay: row.allDay,
      location: row.location,
      categories: ['Event'],
      url: `${context.publicUrl}/calendar`,
      stamp: row.updatedAt,
    },
  ];
}

export interface ScheduleWindow {
  schedule: Schedule;
  updatedAt: Date;
  classNames: ReadonlyMap<string, string>;
  from: Date;
  days: number;
  limit: number;
}

/** Each class period of `days` local days from `from`'s, as timed entries. */
export function periodEntries(window: ScheduleWindow, context: EntryContext): CalendarEntry[] {
  const { timeZone, publicUrl } = context;
  const entries: CalendarEntry[] = [];
  for (let offset = 0; offset < window.days; offset += 1) {
    const day = addLocalDays(window.from, offset, timeZone);
    const { date } = instantToLocalDateTime(day, timeZone);
    for (const period of periodsForDate(window.schedule, day, timeZone)) {
      if (entries.length >= window.limit) return entries;
      // schedule_data is stored JSON: a period whose time cannot be read is left out, not fatal.
      const startClock = toStoredClock(period.start);
      const endClock = toStoredClock(period.end);
      if (!startClock || !endClock) continue;
      const start = localDateTimeToInstant(date, startClock, timeZone);
      const end = localDateTimeToInstant(date, endClock, timeZone);
      const className = period.classId ? (window.classNames.get(period.classId) ?? null) : null;
      entries.push({
        uid: `period-${period.id}-${date}@assignd`,
        title: className ? `${className} (${period.label})` : period.label,
        start,
        end,
        allDay: false,
        categories: [className ?? '', 'Class period'],
        url: period.classId && className ? `${publicUrl}/class/${period.classId}` : `${publicUrl}/`,
        stamp: window.updatedAt,
      });
    }
  }
  return entries;
}
