/**
 * Wall-calendar arithmetic in an IANA time zone (undefined = the runtime's own zone).
 *
 * Internally a "wall time" is the zone's clock reading encoded as if it were a UTC timestamp, so
 * whole local days are exact multiples of 24 hours there even when the real day has 23 or 25.
 *
 * Kept rather than @date-fns/tz: its TZDate moves a skipped time by the size of the gap (02:30 ->
 * 03:30), not to the gap's end as due times need (03:00), so it would need this code's gap search
 * anyway; the rest here is one cached Intl formatter.
 */

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface LocalDateTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm, 24-hour */
  time: string;
}

const MS_PER_DAY = 86_400_000;
// 1970-01-01, day 0, was a Thursday.
const WEEKDAY_OF_DAY_ZERO = 4;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallTime(instant: number, timeZone?: string): number {
  const date = new Date(instant);
  if (!timeZone) {
    return Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    );
  }
  const parts = formatterFor(timeZone).formatToParts(date);
  const field = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value);
  // Zone offsets are whole seconds, so the milliseconds read the same on every wall clock.
  return Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
    date.getUTCMilliseconds(),
  );
}

/**
 * The instant the zone's clock reads `wall`. A reading skipped by a spring-forward change becomes
 * the first instant after the gap (02:30 -> 03:00), so a due time never lands before the one
 * chosen; a reading repeated by a fall-back change takes its earlier occurrence.
 */
function instantOfWallTime(wall: number, timeZone?: string): number {
  // Offsets a day either side bracket any single transition near `wall`.
  const offsetBefore = wallTime(wall - MS_PER_DAY, timeZone) - (wall - MS_PER_DAY);
  const offsetAfter = wallTime(wall + MS_PER_DAY, timeZone) - (wall + MS_PER_DAY);
  const matches = [wall - offsetBefore, wall - offsetAfter].filter(
    (instant) => wallTime(instant, timeZone) === wall,
  );
  if (matches.length > 0) return Math.min(...matches);

  // In a gap the clock jumps past `wall` somewhere in [low, high]; find the jump.
  let low = wall - offsetAfter;
  let high = wall - offsetBefore;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (wallTime(middle, timeZone) > wall) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The zone's calendar date of `date` as a whole number of days since 1970-01-01. */
export function calendarDay(date: Date, timeZone?: string): number {
  return Math.floor(wallTime(date.getTime(), timeZone) / MS_PER_DAY);
}

/** Calendar days from `from`'s local date to `to`'s; negative when `to` is on an earlier date. */
export function daysBetween(from: Date, to: Date, timeZone?: string): number {
  return calendarDay(to, timeZone) - calendarDay(from, timeZone);
}

/** The first instant of calendar day `day` (days since 1970-01-01) in `timeZone`. */
export function startOfCalendarDay(day: number, timeZone?: string): Date {
  return new Date(instantOfWallTime(day * MS_PER_DAY, timeZone));
}

export function startOfLocalDay(date: Date, timeZone?: string): Date {
  return startOfCalendarDay(calendarDay(date, timeZone), timeZone);
}

/** The last millisecond of `date`'s local day. */
export function endOfLocalDay(date: Date, timeZone?: string): Date {
  return new Date(startOfCalendarDay(calendarDay(date, timeZone) + 1, timeZone).getTime() - 1);
}

/** The same wall-clock time `days` calendar days later (or earlier when negative). */
export function addLocalDays(date: Date, days: number, timeZone?: string): Date {
  const wall = wallTime(date.getTime(), timeZone) + days * MS_PER_DAY;
  return new Date(instantOfWallTime(wall, timeZone));
}

/** Sunday 0 to Saturday 6, on the zone's calendar. */
export function localWeekday(date: Date, timeZone?: string): Weekday {
  const day = calendarDay(date, timeZone);
  return ((((day + WEEKDAY_OF_DAY_ZERO) % 7) + 7) % 7) as Weekday;
}

/** From the first instant of the current local week to the last millisecond of its last day. */
export function weekRange(
  now: Date,
  timeZone?: string,
  weekStartsOn: 0 | 1 = 0,
): { start: Date; end: Date } {
  const today = calendarDay(now, timeZone);
  const firstDay = today - ((localWeekday(now, timeZone) - weekStartsOn + 7) % 7);
  return {
    start: startOfCalendarDay(firstDay, timeZone),
    end: new Date(startOfCalendarDay(firstDay + 7, timeZone).getTime() - 1),
  };
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date, or null when it is not a real date. */
export function parseLocalDate(date: string): number | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const utc = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over into March; a real date survives the round trip.
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day)
    return null;
  return utc.getTime() / MS_PER_DAY;
}

/**
 * The instant of the student's chosen date and time on their own wall clock. Throws a RangeError
 * for text that is not a real 'YYYY-MM-DD' date or 'HH:mm' time, which forms validate beforehand.
 */
export function localDateTimeToInstant(date: string, time: string, timeZone?: string): Date {
  const day = parseLocalDate(date);
  const clock = TIME_PATTERN.exec(time);
  if (day === null || !clock) throw new RangeError(`Invalid local date and time: ${date} ${time}`);
  const minutes = Number(clock[1]) * 60 + Number(clock[2]);
  return new Date(instantOfWallTime(day * MS_PER_DAY + minutes * 60_000, timeZone));
}

export function instantToLocalDateTime(instant: Date, timeZone?: string): LocalDateTime {
  const wall = new Date(wallTime(instant.getTime(), timeZone));
  const pad = (value: number, width = 2): string => String(value).padStart(width, '0');
  return {
    date: `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  };
}
