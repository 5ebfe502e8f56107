import { addLocalDays, instantToLocalDateTime } from './calendar';

/**
 * RFC 5545 text for a subscribed calendar feed: pure functions, so the server only gathers rows.
 * Timed entries are written in UTC (a trailing Z), which every calendar app reads the same way;
 * all-day entries are dates on the student's calendar.
 */

/** One item of the feed, whatever it came from (an assignment, an event, a class period). */
export interface CalendarEntry {
  /** Stable across requests and edits, so calendar apps update the entry instead of adding one. */
  uid: string;
  title: string;
  description?: string | null;
  start: Date;
  /** Timed entries only; an all-day entry covers the local day of `start`. */
  end?: Date | null;
  allDay: boolean;
  location?: string | null;
  categories: readonly string[];
  url?: string | null;
  /** When the item last changed: DTSTAMP, kept stable so an unchanged feed hashes the same. */
  stamp: Date;
}

export interface CalendarFeed {
  name: string;
  /** The zone all-day dates are read in (IANA). */
  timeZone: string;
  entries: readonly CalendarEntry[];
}

const CRLF = '\r\n';
/** RFC 5545 3.1: lines longer than 75 octets are folded. */
const LINE_OCTETS_MAX = 75;

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** The UTF-8 length of one character (a code point). */
function utf8Octets(character: string): number {
  const point = character.codePointAt(0) ?? 0;
  if (point < 0x80) return 1;
  if (point < 0x800) return 2;
  return point < 0x10000 ? 3 : 4;
}

/**
 * Splits a content line into lines of at most 75 octets, each continuation starting with a space.
 * A character is never split across lines, so every line stays valid UTF-8.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = utf8Octets(character);
    if (octets + size > LINE_OCTETS_MAX) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 20260315T140500Z */
export function utcDateTime(instant: Date): string {
  return (
    `${pad(instant.getUTCFullYear(), 4)}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}` +
    `T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`
  );
}

/** 20260315: the local day of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  return instantToLocalDateTime(instant, timeZone).date.replace(/-/g, '');
}

function entryLines(entry: CalendarEntry, timeZone: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(entry.uid)}`,
    `DTSTAMP:${utcDateTime(entry.stamp)}`,
  ];
  if (entry.allDay) {
    lines.push(
      `DTSTART;VALUE=DATE:${localDate(entry.start, timeZone)}`,
      `DTEND;VALUE=DATE:${localDate(addLocalDays(entry.start, 1, timeZone), timeZone)}`,
    );
  } else {
    lines.push(`DTSTART:${utcDateTime(entry.start)}`);
    if (entry.end && entry.end > entry.start) lines.push(`DTEND:${utcDateTime(entry.end)}`);
  }
  lines.push(`SUMMARY:${escapeText(entry.title)}`);
  if (entry.description) lines.push(`DESCRIPTION:${escapeText(entry.description)}`);
  if (entry.location) lines.push(`LOCATION:${escapeText(entry.location)}`);
  const categories = entry.categories.filter((category) => category.length > 0);
  if (categories.length > 0) lines.push(`CATEGORIES:${categories.map(escapeText).join(',')}`);
  // A URI value is not TEXT: its commas and semicolons stay as they are.
  if (entry.url) lines.push(`URL:${entry.url.replace(/[\r\n]/g, '')}`);
  // Deadlines and reminders of the planner should not mark the student busy in other apps.
  lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  return lines;
}

/** The whole VCALENDAR, CRLF line ends and folded lines, ending with CRLF. */
export function serializeCalendar(feed: CalendarFeed): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Assignd//Calendar feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `X-WR-TIMEZONE:${escapeText(feed.timeZone)}`,
    // Asks apps that honour it to refresh hourly rather than daily.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...feed.entries.flatMap((entry) => entryLines(entry, feed.timeZone)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
