import { parseLocalDate } from './calendar';

/** A holiday or break: the student's own dates, both included. */
export interface Holiday {
  name: string;
  /** 'YYYY-MM-DD' on the student's calendar. */
  startDate: string;
  endDate: string;
}

/** Which days a rotation counts. Missing weekdays mean Monday to Friday, the school default. */
export interface SchoolCalendar {
  /** Weekday numbers, 0 (Sunday) to 6 (Saturday). */
  schoolWeekdays?: readonly number[];
  holidays?: readonly Holiday[];
}

export const SCHOOL_WEEKDAYS_DEFAULT: readonly number[] = [1, 2, 3, 4, 5];
/** How the original product counted, kept for schedules restored from its backups. */
export const EVERY_WEEKDAY: readonly number[] = [0, 1, 2, 3, 4, 5, 6];
export const HOLIDAYS_MAX = 100;
/** A summer break is about 80 days; a year covers any real break. */
export const HOLIDAY_DAYS_MAX = 366;
export const HOLIDAY_NAME_MAX = 80;

const MS_PER_DAY = 86_400_000;
// Day 0 of the epoch numbering, 1970-01-01, was a Thursday.
const WEEKDAY_OF_DAY_ZERO = 4;

/** 'YYYY-MM-DD' of an epoch day number as parseLocalDate counts them. */
export function isoDateOfDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

function weekdayOfDay(day: number): number {
  return (((day + WEEKDAY_OF_DAY_ZERO) % 7) + 7) % 7;
}

/** Seven flags, Sunday first; a damaged or empty list falls back to Monday to Friday. */
function weekdayMask(calendar: SchoolCalendar): boolean[] {
  const chosen = (calendar.schoolWeekdays ?? SCHOOL_WEEKDAYS_DEFAULT).slice(0, 7);
  const mask = EVERY_WEEKDAY.map((weekday) => chosen.includes(weekday));
  return mask.some(Boolean) ? mask : EVERY_WEEKDAY.map((w) => SCHOOL_WEEKDAYS_DEFAULT.includes(w));
}

export function countsEveryDay(calendar: SchoolCalendar): boolean {
  return weekdayMask(calendar).every(Boolean);
}

interface DayRange {
  first: number;
  last: number;
  name: string;
}

/** Readable holidays, at most HOLIDAYS_MAX of at most HOLIDAY_DAYS_MAX days each, in entry order. */
function holidayRanges(calendar: SchoolCalendar): DayRange[] {
  const ranges: DayRange[] = [];
  for (const holiday of (calendar.holidays ?? []).slice(0, HOLIDAYS_MAX)) {
    const first = parseLocalDate(holiday.startDate);
    const last = parseLocalDate(holiday.endDate);
    if (first === null || last === null || last < first) continue;
    ranges.push({ first, last: Math.min(last, first + HOLIDAY_DAYS_MAX - 1), name: holiday.name });
  }
  return ranges;
}

/** Overlapping or touching holidays as one range each, in date order, so no day counts twice. */
function mergedRanges(ranges: DayRange[]): DayRange[] {
  const merged: DayRange[] = [];
  for (const range of [...ranges].sort((a, b) => a.first - b.first)) {
    const previous = merged.at(-1);
    if (previous && range.first <= previous.last + 1) {
      previous.last = Math.max(previous.last, range.last);
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

/** Days in [from, to) whose weekday is flagged; whole weeks in one step, so any span is cheap. */
function flaggedDays(mask: boolean[], from: number, to: number): number {
  if (to <= from) return 0;
  const span = to - from;
  const perWeek = mask.filter(Boolean).length;
  let count = Math.floor(span / 7) * perWeek;
  for (let day = from + span - (span % 7); day < to; day += 1) {
    if (mask[weekdayOfDay(day)]) count += 1;
  }
  return count;
}

/** School days in [from, to); negative (the days in [to, from)) when `to` comes first. */
export function schoolDaysBetween(calendar: SchoolCalendar, from: number, to: number): number {
  if (to < from) return -schoolDaysBetween(calendar, to, from);
  const mask = weekdayMask(calendar);
  let count = flaggedDays(mask, from, to);
  for (const range of mergedRanges(holidayRanges(calendar))) {
    count -= flaggedDays(mask, Math.max(range.first, from), Math.min(range.last + 1, to));
  }
  return count;
}

export interface DayOff {
  /** The holiday's name, or null on a weekday the school does not meet. */
  holiday: string | null;
}

/** Why `day` (an epoch day number) has no school, or null when it is a school day. */
export function dayOffOn(calendar: SchoolCalendar, day: number): DayOff | null {
  const holiday = holidayRanges(calendar).find((range) => range.first <= day && day <= range.last);
  if (holiday) return { holiday: holiday.name };
  return weekdayMask(calendar)[weekdayOfDay(day)] ? null : { holiday: null };
}

// Enough to pass 7 school days back over weekends and every merged holiday, with room to spare.
const REALIGN_STEPS_MAX = 7 * 8 + HOLIDAYS_MAX + 64;

/**
 * The day to count from so that `day` (an epoch day number) is rotation day `position` (1-based):
 * `position - 1` school days back. On a day off this aligns the next school day.
 */
export function realignedStartDay(calendar: SchoolCalendar, day: number, position: number): number {
  const mask = weekdayMask(calendar);
  const holidays = mergedRanges(holidayRanges(calendar));
  let start = day;
  let counted = 0;
  for (let step = 0; counted < position - 1 && step < REALIGN_STEPS_MAX; step += 1) {
    start -= 1;
    const holiday = holidays.find((range) => range.first <= start && start <= range.last);
    if (holiday) start = holiday.first;
    else if (mask[weekdayOfDay(start)]) counted += 1;
  }
  return start;
}
