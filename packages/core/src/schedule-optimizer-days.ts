import { calendarDay, instantToLocalDateTime, localDateTimeToInstant } from './calendar';
import { minutesOfDay, periodsForDate, type Schedule } from './schedule';
import { dayOffOn, isoDateOfDay, SCHOOL_WEEKDAYS_DEFAULT } from './school-days';

/** A class's weekly times, as the classes API stores them. */
export interface ClassTimes {
  startTime: string | null;
  endTime: string | null;
  /** 0 (Sunday) to 6 (Saturday). */
  daysOfWeek: readonly number[] | null;
}

/** Study hours as 'HH:MM' wall-clock times on the student's calendar. */
export interface StudyHours {
  start: string;
  end: string;
}

export const SCHOOL_DAY_HOURS_DEFAULT: StudyHours = { start: '15:00', end: '21:00' };
export const FREE_DAY_HOURS_DEFAULT: StudyHours = { start: '10:00', end: '20:00' };

/** Minutes after local midnight, [start, end). */
interface Gap {
  start: number;
  end: number;
}

/** One calendar day of the plan: where a block can still go, and how much is planned already. */
export interface PlanDay {
  /** Days since 1970-01-01 on the student's calendar. */
  day: number;
  date: string;
  weekday: number;
  gaps: Gap[];
  planned: number;
}

export interface DayContext {
  schedule: Schedule | null;
  classes: readonly ClassTimes[];
  timeZone: string;
  schoolDayHours: StudyHours;
  freeDayHours: StudyHours;
}

function range(start: string | null, end: string | null): Gap | null {
  const from = start === null ? null : minutesOfDay(start);
  const to = end === null ? null : minutesOfDay(end);
  return from !== null && to !== null && to > from ? { start: from, end: to } : null;
}

/**
 * The day's class periods: the schedule's periods for that date, and classes meeting that
 * weekday; none on a rotation's holidays and days without school.
 */
function busyOn(context: DayContext, day: number, date: string, weekday: number): Gap[] {
  if (context.schedule?.type === 'rotating' && dayOffOn(context.schedule, day)) return [];
  const noon = localDateTimeToInstant(date, '12:00', context.timeZone);
  const periods = context.schedule ? periodsForDate(context.schedule, noon, context.timeZone) : [];
  const busy = periods.map((period) => range(period.start, period.end));
  for (const school of context.classes) {
    if (school.daysOfWeek?.includes(weekday)) busy.push(range(school.startTime, school.endTime));
  }
  return busy.filter((gap): gap is Gap => gap !== null);
}

function hasTimetable(context: DayContext): boolean {
  return (
    context.schedule !== null ||
    context.classes.some((school) => range(school.startTime, school.endTime) !== null)
  );
}

/** `gaps` with `busy` taken out, in order; pieces shorter than `minimum` are dropped. */
function subtract(gaps: Gap[], busy: readonly Gap[], minimum: number): Gap[] {
  let free = gaps;
  for (const taken of busy) {
    free = free.flatMap((gap) =>
      taken.end <= gap.start || taken.start >= gap.end
        ? [gap]
        : [
            { start: gap.start, end: taken.start },
            { start: taken.end, end: gap.end },
          ].filter((piece) => piece.end > piece.start),
    );
  }
  return free.filter((gap) => gap.end - gap.start >= minimum);
}

/**
 * The plan's days from `now`'s local date on: study hours (school-day hours when the day has
 * class periods, or on weekdays when no timetable is entered at all; free-day hours on holidays)
 * minus class periods, and on the first day minus what has already gone by.
 */
export function planDays(
  context: DayContext,
  now: Date,
  count: number,
  minimum: number,
): PlanDay[] {
  const today = calendarDay(now, context.timeZone);
  const clock = instantToLocalDateTime(now, context.timeZone).time;
  // The next five-minute mark: blocks start on round times.
  const nowMinutes = Math.ceil((minutesOfDay(clock) ?? 0) / 5) * 5;
  const timetable = hasTimetable(context);
  const days: PlanDay[] = [];
  for (let offset = 0; offset < count; offset += 1) {
    const day = today + offset;
    const date = isoDateOfDay(day);
    // 1970-01-01 was a Thursday.
    const weekday = (((day + 4) % 7) + 7) % 7;
    const busy = busyOn(context, day, date, weekday);
    // A school with no schedule and no class times entered still meets on the default weekdays.
    const school = timetable ? busy.length > 0 : SCHOOL_WEEKDAYS_DEFAULT.includes(weekday);
    const studyHours = school ? context.schoolDayHours : context.freeDayHours;
    const hours = range(studyHours.start, studyHours.end);
    const open = hours ? [hours] : [];
    const started = offset === 0 ? [{ start: 0, end: nowMinutes }] : [];
    days.push({
      day,
      date,
      weekday,
      gaps: subtract(open, [...busy, ...started], minimum),
      planned: 0,
    });
  }
  return days;
}

/** Takes `minutes` from the first gap that has them before `latest`; the start, or null. */
export function takeTime(
  day: PlanDay,
  minutes: number,
  latest: number,
  breakMinutes: number,
): number | null {
  const index = day.gaps.findIndex((gap) => Math.min(gap.end, latest) - gap.start >= minutes);
  const gap = day.gaps[index];
  if (!gap) return null;
  const start = gap.start;
  const rest = { start: start + minutes + breakMinutes, end: gap.end };
  day.gaps.splice(index, 1, ...(rest.end > rest.start ? [rest] : []));
  day.planned += minutes;
  return start;
}

export function clockOf(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
