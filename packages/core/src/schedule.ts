import { calendarDay, localWeekday, parseLocalDate, type Weekday } from './calendar';
import { ROTATION_DAYS_DEFAULT, ROTATION_DAYS_MAX, ROTATION_DAYS_MIN } from './constants';
import {
  dayOffOn,
  isoDateOfDay,
  realignedStartDay,
  schoolDaysBetween,
  type DayOff,
  type SchoolCalendar,
} from './school-days';

export interface Period {
  id: string;
  label: string;
  /** Stored as 24-hour 'HH:MM' (like a class's times); shown as '8:00 AM' through clockLabel. */
  start: string;
  end: string;
  classId?: string | null;
}

export const WEEKDAY_KEYS = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
] as const satisfies readonly `${Weekday}`[];
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

export interface WeeklySchedule {
  type: 'weekly';
  /** Keyed '0' (Sunday) to '6' (Saturday). */
  days: Record<WeekdayKey, Period[]>;
}

export const NAMING_STYLES = ['letters', 'numbers'] as const;
export type NamingStyle = (typeof NAMING_STYLES)[number];

/** Counts school days only (SchoolCalendar: missing weekdays mean Monday to Friday). */
export interface RotatingSchedule extends SchoolCalendar {
  type: 'rotating';
  numDays: number;
  dayNamingStyle: NamingStyle;
  periodNamingStyle: NamingStyle;
  /** Keyed '1'..'N'. */
  dayLabels: Record<string, string>;
  /** Keyed '1'..'N'. */
  days: Record<string, Period[]>;
  /** ISO date ('2026-03-02', a date on the student's calendar) or ISO datetime. */
  startDate: string;
  currentDay?: string;
}

export type Schedule = WeeklySchedule | RotatingSchedule;

const SCHEDULE_VIEW_MODES = ['today', 'tomorrow', 'all'] as const;
export type ScheduleViewMode = (typeof SCHEDULE_VIEW_MODES)[number];
const DEFAULT_SCHEDULE_VIEW_MODE: ScheduleViewMode = 'today';
export const SCHEDULE_VIEW_MODE_KEY = 'schedule_view_mode';

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** The local calendar day the rotation starts on, or null when the stored text is unreadable. */
function rotationStartDay(startDate: string, timeZone?: string): number | null {
  const dateOnly = parseLocalDate(startDate);
  if (dateOnly !== null) return dateOnly;
  const instant = Date.parse(startDate);
  return Number.isNaN(instant) ? null : calendarDay(new Date(instant), timeZone);
}

/**
 * 1..numDays: school days since startDate (the school weekdays minus holidays), modulo numDays,
 * plus one. Dates before the start count backwards through the cycle. On a day off this is the
 * day the next school day will be.
 */
export function rotationDay(schedule: RotatingSchedule, date: Date, timeZone?: string): number {
  const startDay = rotationStartDay(schedule.startDate, timeZone);
  // schedule_data is stored JSON: a damaged record should still show day 1, never NaN or day 0.
  if (startDay === null || !Number.isInteger(schedule.numDays) || schedule.numDays < 1) return 1;
  const elapsed = schoolDaysBetween(schedule, startDay, calendarDay(date, timeZone));
  return (((elapsed % schedule.numDays) + schedule.numDays) % schedule.numDays) + 1;
}

/** Why `date` has no school under a rotation, or null; a weekly schedule has its own empty days. */
export function scheduleDayOff(schedule: Schedule, date: Date, timeZone?: string): DayOff | null {
  return schedule.type === 'rotating' ? dayOffOn(schedule, calendarDay(date, timeZone)) : null;
}

/** The start date ('YYYY-MM-DD') that makes `date` (or the next school day) rotation day `day`. */
export function realignRotation(
  schedule: RotatingSchedule,
  date: Date,
  day: number,
  timeZone?: string,
): string {
  const position = Math.min(clampRotationDays(schedule.numDays), Math.max(1, Math.round(day)));
  return isoDateOfDay(realignedStartDay(schedule, calendarDay(date, timeZone), position));
}

/** The periods of `date`'s local day in start-time order; unreadable times sort last. */
export function periodsForDate(schedule: Schedule, date: Date, timeZone?: string): Period[] {
  if (scheduleDayOff(schedule, date, timeZone)) return [];
  const periods =
    schedule.type === 'weekly'
      ? schedule.days[`${localWeekday(date, timeZone)}`]
      : schedule.days[String(rotationDay(schedule, date, timeZone))];
  // A stored schedule may lack a day's key altogether.
  return [...(periods ?? [])].sort((a, b) => {
    const startA = minutesOfDay(a.start);
    const startB = minutesOfDay(b.start);
    if (startA === startB) return 0;
    if (startA === null) return 1;
    if (startB === null) return -1;
    return startA - startB;
  });
}

/** Spreadsheet-style letters: 1 -> A, 26 -> Z, 27 -> AA. */
function letters(position: number): string {
  let text = '';
  for (let rest = position; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    text = String.fromCharCode(65 + ((rest - 1) % 26)) + text;
  }
  return text;
}

function dayLabel(day: number, style: NamingStyle): string {
  return style === 'letters' ? `${letters(day)} Day` : `Day ${day}`;
}

export function dayLabelFor(schedule: Schedule, date: Date, timeZone?: string): string {
  if (schedule.type === 'weekly') return WEEKDAY_NAMES[localWeekday(date, timeZone)];
  const day = rotationDay(schedule, date, timeZone);
  return schedule.dayLabels[String(day)] ?? dayLabel(day, schedule.dayNamingStyle);
}

export function parseScheduleViewMode(stored: string | null): ScheduleViewMode {
  return SCHEDULE_VIEW_MODES.find((mode) => mode === stored) ?? DEFAULT_SCHEDULE_VIEW_MODE;
}

/** Labels keyed '1'..'N': 'A Day', 'B Day'... or 'Day 1', 'Day 2'... */
export function generateDayLabels(numDays: number, style: NamingStyle): Record<string, string> {
  const labels: Record<string, string> = {};
  // Clamped like resizeRotation: a damaged stored numDays (1e9, say) must not loop that often.
  const days = clampRotationDays(numDays);
  for (let day = 1; day <= days; day += 1) labels[String(day)] = dayLabel(day, style);
  return labels;
}

/** The automatic label of the period at zero-based `index`: 'Period 1'... or 'Block A'... */
export function periodLabel(index: number, style: NamingStyle): string {
  return style === 'letters' ? `Block ${letters(index + 1)}` : `Period ${index + 1}`;
}

export function clampRotationDays(numDays: number): number {
  if (!Number.isFinite(numDays)) return ROTATION_DAYS_DEFAULT;
  return Math.min(ROTATION_DAYS_MAX, Math.max(ROTATION_DAYS_MIN, Math.round(numDays)));
}

/** A copy with a new cycle length: relabelled days, kept periods for surviving days, empty new days. */
export function resizeRotation(schedule: RotatingSchedule, newNumDays: number): RotatingSchedule {
  const numDays = clampRotationDays(newNumDays);
  const days: Record<string, Period[]> = {};
  for (let day = 1; day <= numDays; day += 1) {
    days[String(day)] = [...(schedule.days[String(day)] ?? [])];
  }
  const currentDay = Number(schedule.currentDay);
  return {
    ...schedule,
    numDays,
    dayLabels: generateDayLabels(numDays, schedule.dayNamingStyle),
    days,
    // A current day beyond the shorter cycle would name a day that no longer exists.
    ...(schedule.currentDay !== undefined && currentDay > numDays ? { currentDay: '1' } : {}),
  };
}

const TWENTY_FOUR_HOUR = /^([01]?\d|2[0-3]):([0-5]\d)$/;
const TWELVE_HOUR = /^(1[0-2]|0?[1-9]):([0-5]\d)\s*([ap])\.?m\.?$/i;

/** '08:05' -> '8:05 AM'; null when the text is not a 24-hour time. */
export function to12Hour(time: string): string | null {
  const match = TWENTY_FOUR_HOUR.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** '8:05 PM', '8:05pm' -> '20:05'; null when the text is not a 12-hour time. */
export function to24Hour(time: string): string | null {
  const match = TWELVE_HOUR.exec(time.trim());
  if (!match) return null;
  const isPm = match[3]?.toLowerCase() === 'p';
  const hours = (Number(match[1]) % 12) + (isPm ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

const STORED_CLOCK = /^(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

/**
 * Any time text the app or the original product stored ('8:00 AM', '8:00', '08:00:00' from a time
 * column) as the one stored form, 'HH:MM' 24-hour; null when the text is none of those.
 */
export function toStoredClock(time: string): string | null {
  const text = time.trim();
  const twelveHour = to24Hour(text);
  if (twelveHour) return twelveHour;
  const match = STORED_CLOCK.exec(text);
  if (!match) return null;
  const clock = `${(match[1] ?? '').padStart(2, '0')}:${match[2] ?? ''}`;
  return TWENTY_FOUR_HOUR.test(clock) ? clock : null;
}

/** A stored time as the app shows it ('08:00' -> '8:00 AM'); text it cannot read, unchanged. */
export function clockLabel(time: string): string {
  return to12Hour(time) ?? time;
}

/** Minutes after midnight of a 12-hour or 24-hour time; null when the text is neither. */
export function minutesOfDay(time: string): number | null {
  const match = TWENTY_FOUR_HOUR.exec(to24Hour(time) ?? time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Whether a period ends after it starts (either time format); false when either is unreadable. */
export function isValidPeriodRange(start: string, end: string): boolean {
  const startMinutes = minutesOfDay(start);
  const endMinutes = minutesOfDay(end);
  return startMinutes !== null && endMinutes !== null && endMinutes > startMinutes;
}
