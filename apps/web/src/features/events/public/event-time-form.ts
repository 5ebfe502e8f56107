import { instantToLocalDateTime, localDateTimeToIso } from '@assignd/core';
import {
  EVENT_TIME_MESSAGES,
  eventTimesProblem,
  LIMITS,
  type PlannerEvent,
} from '@assignd/schemas';
import { z } from 'zod';

/*
 * An event's time as the forms hold it (a local date, 'HH:mm' times, an all-day switch). Quick Add
 * ends an event on its own day; Edit Event keeps a longer event's end date. The lists' text for it
 * is in event-times.ts, apart from this file's form schema parts (classic zod), which the
 * dashboard and calendar lists would otherwise load before any form opens.
 */

const START_TIME_MISSING = 'Please enter a start time or choose All day';

/** The time fields both event forms (Quick Add and New / Edit Event) hold. */
export const eventTimeFields = {
  allDay: z.boolean(),
  startTime: z.string(),
  endTime: z.string(),
  endDate: z.string(),
  location: z
    .string()
    .trim()
    .max(LIMITS.shortText, `Must be at most ${LIMITS.shortText} characters`),
};

export interface EventTimeValues {
  allDay: boolean;
  startTime: string;
  endTime: string;
  /** The end's local date when it is not the start's day, else '' (Quick Add has none). */
  endDate?: string;
  location: string;
}

export const NO_EVENT_TIME: EventTimeValues = {
  allDay: false,
  startTime: '',
  endTime: '',
  location: '',
};

/**
 * The problem with the times on `date`, by field, or null; read by the forms' schemas. Past a
 * start time, the API's own rule (`eventTimesProblem`) judges the end.
 */
export function eventTimeProblem(
  date: string,
  { allDay, startTime, endTime, endDate }: EventTimeValues,
): { field: 'startTime' | 'endTime'; message: string } | null {
  if (allDay) return null;
  const start = startTime ? localDateTimeToIso(date, startTime) : null;
  if (!start) return { field: 'startTime', message: START_TIME_MISSING };
  if (!endTime) return null;
  const end = localDateTimeToIso(endDate || date, endTime);
  const problem = end
    ? eventTimesProblem({ eventDate: start, endDate: end, allDay: false })
    : EVENT_TIME_MESSAGES.endNotAfterStart;
  return problem ? { field: 'endTime', message: problem } : null;
}

/** What the API is sent for the form's date and times (checked by eventTimeProblem first). */
export function eventTimesInput(date: string, values: EventTimeValues) {
  const location = values.location.trim() || null;
  if (values.allDay) {
    // An all-day event counts only its day; its start is that day's first minute.
    return { eventDate: localDateTimeToIso(date, '00:00'), endDate: null, allDay: true, location };
  }
  return {
    eventDate: localDateTimeToIso(date, values.startTime),
    endDate: values.endTime ? localDateTimeToIso(values.endDate || date, values.endTime) : null,
    allDay: false,
    location,
  };
}

/** The form's values for an event: its local date, times and location. */
export function eventFormValues(event: PlannerEvent): Required<EventTimeValues> & { date: string } {
  const start = event.eventDate ? instantToLocalDateTime(new Date(event.eventDate)) : null;
  const end = event.endDate ? instantToLocalDateTime(new Date(event.endDate)) : null;
  return {
    date: start?.date ?? '',
    allDay: event.allDay,
    startTime: event.allDay ? '' : (start?.time ?? ''),
    endTime: end?.time ?? '',
    endDate: end && end.date !== start?.date ? end.date : '',
    location: event.location ?? '',
  };
}
