import { z } from 'zod';

/*
 * The one reader of dates and times for the routes and for restore. `new Date(text)` guesses:
 * it rolls 30 February over into March, reads '0' as the year 2000 and reads a time without an
 * offset in the server's own time zone. This reader accepts only what names one moment (or one
 * calendar day) without guessing, in years PostgreSQL and the web app both handle.
 */

const YEAR_MIN = 1900;
const YEAR_MAX = 9999;
/** Longer than any date or time this reader accepts, so longer text is refused unread. */
const MAX_LENGTH = 40;

export const DATE_MESSAGES = {
  instant: 'Expected an ISO date and time with an offset, such as 2026-09-01T08:00:00Z',
  calendarDate: 'Expected a date such as 2026-09-01',
  range: `Expected a date between ${YEAR_MIN} and ${YEAR_MAX}`,
} as const;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// RFC 3339 with ISO 8601's short offsets: 'T' or a space, optional seconds and fraction.
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)$/i;

type Read<T> = { ok: true; value: T } | { ok: false; message: string };

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Milliseconds since the epoch of a calendar day's midnight UTC, or why it is not a day. */
function readDay(yearText: string, monthText: string, dayText: string): Read<number> {
  const year = Number(yearText);
  const month = Number(monthText);
  const day = Number(dayText);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { ok: false, message: 'That date does not exist' };
  }
  if (year < YEAR_MIN || year > YEAR_MAX) return { ok: false, message: DATE_MESSAGES.range };
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return { ok: true, value: utc.getTime() };
}

/** A calendar day written YYYY-MM-DD that exists, such as '2028-02-29'. */
export function readCalendarDate(value: string): Read<string> {
  const match = value.length <= MAX_LENGTH ? CALENDAR_DATE.exec(value) : null;
  if (!match) return { ok: false, message: DATE_MESSAGES.calendarDate };
  const day = readDay(match[1] ?? '', match[2] ?? '', match[3] ?? '');
  return day.ok ? { ok: true, value } : day;
}

function offsetMinutes(text: string): number | null {
  if (text.toUpperCase() === 'Z') return 0;
  const digits = text.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2)) : 0;
  if (hours > 23 || minutes > 59) return null;
  return (text.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/** One moment with its offset, answered as the ISO instant in UTC ('...T07:59:00.000Z'). */
export function readInstant(value: string): Read<string> {
  const match = value.length <= MAX_LENGTH ? INSTANT.exec(value) : null;
  if (!match) return { ok: false, message: DATE_MESSAGES.instant };
  const [, year = '', month = '', day = '', hour = '', minute = '', second = '0'] = match;
  const fraction = match[7] ?? '';
  const offset = offsetMinutes(match[8] ?? '');
  const midnight = readDay(year, month, day);
  if (!midnight.ok) return midnight;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59 || offset === null) {
    return { ok: false, message: 'That time does not exist' };
  }
  const millis = fraction ? Math.floor(Number(`0${fraction}`) * 1000) : 0;
  const time =
    midnight.value +
    ((Number(hour) * 60 + Number(minute) - offset) * 60 + Number(second)) * 1000 +
    millis;
  const utcYear = new Date(time).getUTCFullYear();
  if (utcYear < YEAR_MIN || utcYear > YEAR_MAX) return { ok: false, message: DATE_MESSAGES.range };
  return { ok: true, value: new Date(time).toISOString() };
}

const readWith = (read: (value: string) => Read<string>, expected: string) =>
  z
    .string()
    .max(MAX_LENGTH, { message: expected, abort: true })
    .transform((value, ctx) => {
      const result = read(value);
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    });

/** An instant such as '2026-09-01T08:00:00-04:00', refused without an offset. */
export const instantSchema = readWith(readInstant, DATE_MESSAGES.instant);
/** A calendar day such as '2026-09-01'. */
export const calendarDateSchema = readWith(readCalendarDate, DATE_MESSAGES.calendarDate);
/** A calendar day as written, or an instant made canonical (a rotation start may be either). */
export const dateOrInstantSchema = readWith((value) => {
  if (CALENDAR_DATE.test(value)) return readCalendarDate(value);
  const instant = readInstant(value);
  // Text that looks like neither is answered with the simpler of the two examples.
  return instant.ok || value.includes(':')
    ? instant
    : { ok: false, message: DATE_MESSAGES.calendarDate };
}, DATE_MESSAGES.calendarDate);
