import { instantToLocalDateTime } from './calendar';
import { DEFAULT_DUE_TIME } from './constants';

/** An event's times as a client sent them, before anyone said whether it is all-day. */
export interface SentEventTimes {
  /** ISO instant, or null for an undated event. */
  eventDate: string | null;
  endDate: string | null;
}

/**
 * Whether an event sent without `allDay` is all-day. Clients from before events had times sent
 * only a day, at the placeholder 23:59 (DEFAULT_DUE_TIME) on the student's clock, or no date at
 * all; any other time of day, or an end, is a time the sender chose, so the event is timed.
 */
export function sentAsAllDay({ eventDate, endDate }: SentEventTimes, timeZone: string): boolean {
  if (endDate !== null) return false;
  if (eventDate === null) return true;
  return instantToLocalDateTime(new Date(eventDate), timeZone).time === DEFAULT_DUE_TIME;
}
