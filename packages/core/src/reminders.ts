import {
  addLocalDays,
  calendarDay,
  instantToLocalDateTime,
  localDateTimeToInstant,
} from './calendar';
import { DEFAULT_DUE_TIME, UPCOMING_EXAM_DAYS, type AssignmentCategory } from './constants';

export const DIGEST_TIME_DEFAULT = '07:00';
export const EVENING_TIME_DEFAULT = '18:00';
/** How long before a timed due date the second reminder comes. */
const HOUR_BEFORE_MS = 60 * 60_000;
/**
 * How late a reminder may still go out after the server was down: later than this it is stale and
 * dropped, so a restart after a long outage does not send a burst of out-of-date mail.
 */
const REMINDER_GRACE_MS = 3 * 60 * 60_000;

export const REMINDER_KINDS = ['evening', 'hour', 'digest'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

const CLOCK_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A 24-hour 'HH:MM' local time. */
export function isClockTime(value: string): boolean {
  return CLOCK_PATTERN.test(value);
}

/** What of the student's preferences decides when reminders come. */
export interface ReminderTiming {
  timeZone: string;
  eveningBefore: boolean;
  eveningTime: string;
  hourBefore: boolean;
}

export interface ReminderAssignment {
  /** ISO instant, or null when the assignment has no due date. */
  dueDate: string | null;
  completed: boolean;
}

export interface PlannedReminder {
  kind: Exclude<ReminderKind, 'digest'>;
  at: Date;
}

/**
 * A due date has a time of day unless it reads 23:59 on the student's clock: forms and imports
 * use that for "due that day", so an hour-before reminder would come at 22:59 for no reason.
 */
export function hasDueTime(due: Date, timeZone: string): boolean {
  return instantToLocalDateTime(due, timeZone).time !== DEFAULT_DUE_TIME;
}

/**
 * The reminders of an assignment still to come after `now`: the evening before its due day at the
 * student's evening time, and an hour before a timed due date. None for a completed assignment or
 * one without a due date; a time already past when the plan is made is left out (the late rule is
 * for reminders planned in time that the server missed).
 */
export function reminderInstants(
  assignment: ReminderAssignment,
  timing: ReminderTiming,
  now: Date,
): PlannedReminder[] {
  if (assignment.completed || !assignment.dueDate) return [];
  const due = new Date(assignment.dueDate);
  if (Number.isNaN(due.getTime()) || due <= now) return [];
  const planned: PlannedReminder[] = [];
  if (timing.eveningBefore) {
    const { date } = instantToLocalDateTime(
      addLocalDays(due, -1, timing.timeZone),
      timing.timeZone,
    );
    const at = localDateTimeToInstant(date, timing.eveningTime, timing.timeZone);
    if (at > now && at < due) planned.push({ kind: 'evening', at });
  }
  if (timing.hourBefore && hasDueTime(due, timing.timeZone)) {
    const at = new Date(due.getTime() - HOUR_BEFORE_MS);
    if (at > now) planned.push({ kind: 'hour', at });
  }
  return planned;
}

export type LateDecision = 'wait' | 'send' | 'stale';

/**
 * Whether a reminder planned for `plannedAt` goes out at `now`. Still useful, so sent (late, once),
 * while its assignment is not yet due and it is at most REMINDER_GRACE_MS late; otherwise stale
 * and dropped. `dueAt` is null for the digest, which only the grace bounds.
 */
export function lateDecision(plannedAt: Date, now: Date, dueAt: Date | null): LateDecision {
  if (now < plannedAt) return 'wait';
  if (dueAt && now >= dueAt) return 'stale';
  return now.getTime() - plannedAt.getTime() <= REMINDER_GRACE_MS ? 'send' : 'stale';
}

/**
 * The first instant after `after` at which the student's clock reads `time`. A time skipped by a
 * spring-forward change comes at the gap's end; one repeated by a fall-back change comes once.
 */
export function nextDigestInstant(after: Date, time: string, timeZone: string): Date {
  const today = localDateTimeToInstant(
    instantToLocalDateTime(after, timeZone).date,
    time,
    timeZone,
  );
  if (today > after) return today;
  const { date } = instantToLocalDateTime(addLocalDays(after, 1, timeZone), timeZone);
  return localDateTimeToInstant(date, time, timeZone);
}

/** The student's calendar date of an instant, 'YYYY-MM-DD': one digest per student and date. */
export function digestDate(at: Date, timeZone: string): string {
  return instantToLocalDateTime(at, timeZone).date;
}

export interface DigestAssignment extends ReminderAssignment {
  id: string;
  title: string;
  category: AssignmentCategory;
}

export interface DigestContent<T extends DigestAssignment = DigestAssignment> {
  overdue: T[];
  dueToday: T[];
  dueTomorrow: T[];
  /** Tests and quizzes due after tomorrow and within UPCOMING_EXAM_DAYS days. */
  upcomingTests: T[];
}

const byDue = (a: DigestAssignment, b: DigestAssignment) =>
  (a.dueDate ?? '').localeCompare(b.dueDate ?? '') || a.title.localeCompare(b.title);

/**
 * The digest of `now`'s day on the student's calendar, each assignment in one section only; null
 * when every section is empty, so nothing is sent.
 */
export function digestContent<T extends DigestAssignment>(
  assignments: readonly T[],
  now: Date,
  timeZone: string,
): DigestContent<T> | null {
  const today = calendarDay(now, timeZone);
  const examEnd = addLocalDays(now, UPCOMING_EXAM_DAYS, timeZone);
  const content: DigestContent<T> = {
    overdue: [],
    dueToday: [],
    dueTomorrow: [],
    upcomingTests: [],
  };
  for (const assignment of [...assignments].sort(byDue)) {
    if (assignment.completed || !assignment.dueDate) continue;
    const due = new Date(assignment.dueDate);
    if (Number.isNaN(due.getTime())) continue;
    const day = calendarDay(due, timeZone);
    if (due < now) content.overdue.push(assignment);
    else if (day === today) content.dueToday.push(assignment);
    else if (day === today + 1) content.dueTomorrow.push(assignment);
    else if ((assignment.category === 'Test' || assignment.category === 'Quiz') && due <= examEnd)
      content.upcomingTests.push(assignment);
  }
  const empty = Object.values(content).every((section: T[]) => section.length === 0);
  return empty ? null : content;
}
