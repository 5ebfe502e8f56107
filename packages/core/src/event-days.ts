import { calendarDay } from './calendar';
import { instantOf } from './order';

/** What the calendar needs to know of an event to tell which days it is on. */
export interface EventSpanLike {
  /** ISO instant, or null when the event has no date. */
  eventDate: string | null;
  /** ISO instant of a timed event's end; null or missing for a start only or an all-day event. */
  endDate?: string | null;
}

/**
 * The most days one event is shown on. Events are stored at most 31 days long; this keeps a
 * row from an older client or a file from filling every day of the calendar.
 */
const MAX_EVENT_DAYS = 62;

/**
 * The first and last calendar day (days since 1970-01-01 in `timeZone`) an event is on: a timed
 * event that runs past midnight is on every day it touches, but one ending at midnight exactly is
 * not on the next day. Null when the event has no readable date.
 */
export function eventDayRange(
  event: EventSpanLike,
  timeZone?: string,
): { first: number; last: number } | null {
  const start = instantOf(event.eventDate);
  if (start === null) return null;
  const first = calendarDay(new Date(start), timeZone);
  const end = instantOf(event.endDate ?? null);
  if (end === null || end <= start) return { first, last: first };
  const last = calendarDay(new Date(end - 1), timeZone);
  return { first, last: Math.min(last, first + MAX_EVENT_DAYS - 1) };
}

/** Whether an event is on calendar day `day` (see eventDayRange). */
export function eventIsOnDay(event: EventSpanLike, day: number, timeZone?: string): boolean {
  const range = eventDayRange(event, timeZone);
  return range !== null && range.first <= day && day <= range.last;
}
