import { instantToLocalDateTime } from './calendar';

/*
 * Terms (issue 30): which term is current, and which classes the day-to-day views show. Days are
 * 'YYYY-MM-DD' on the student's calendar, so they compare as text.
 */

export interface TermDates {
  id: string;
  startDate: string;
  endDate: string;
}

/** Today on the student's calendar, in their time zone (not the server's or the device's). */
export const todayIn = (now: Date, timeZone: string): string =>
  instantToLocalDateTime(now, timeZone).date;

/**
 * The term containing `today` (first and last day included); of two that overlap, the one that
 * started last, so a new term takes over from the old one on its first day. None: null.
 */
export function currentTerm<T extends TermDates>(terms: readonly T[], today: string): T | null {
  let current: T | null = null;
  for (const term of terms) {
    if (!contains(term, today)) continue;
    if (!current || term.startDate > current.startDate) current = term;
  }
  return current;
}

/** Whether a term is over: archived, shown only when the student looks back at it. */
export const isPastTerm = (term: TermDates, today: string): boolean => term.endDate < today;

/** Whether a term contains the day (its first and last day included). */
const contains = (term: TermDates, today: string): boolean =>
  term.startDate <= today && today <= term.endDate;

/**
 * Whether the day-to-day views (dashboard, calendar, pickers) show a class: one in no term, or in
 * a term containing today (a year-long term and a semester may run at once). A past term's
 * classes are archived; an upcoming term's wait for its first day.
 */
export function isDayToDayClass(
  termId: string | null,
  terms: readonly TermDates[],
  today: string,
): boolean {
  if (termId === null) return true;
  const term = terms.find((candidate) => candidate.id === termId);
  // A term this device does not know (yet): shown rather than lost.
  return term === undefined || contains(term, today);
}
