import { describe, expect, it } from 'vitest';
import {
  type CalendarEntry,
  escapeText,
  foldLine,
  localDate,
  serializeCalendar,
  utcDateTime,
} from './icalendar';

const NY = 'America/New_York';
const STAMP = new Date('2026-03-01T12:00:00Z');

const entry = (overrides: Partial<CalendarEntry> = {}): CalendarEntry => ({
  uid: 'assignment-1@assignd',
  title: 'Essay',
  start: new Date('2026-03-10T15:30:00Z'),
  allDay: false,
  categories: [],
  stamp: STAMP,
  ...overrides,
});

/** The unfolded content lines of a feed. */
const unfolded = (text: string): string[] => text.replace(/\r\n /g, '').split('\r\n');

/** UTF-8 octets, counted independently of the code under test; throws on a split surrogate pair. */
const octets = (line: string) => encodeURIComponent(line).replace(/%[0-9A-F]{2}/g, '.').length;

describe('escapeText', () => {
  it.each([
    ['a,b', 'a\\,b'],
    ['a;b', 'a\\;b'],
    ['back\\slash', 'back\\\\slash'],
    ['one\ntwo\r\nthree\rfour', 'one\\ntwo\\nthree\\nfour'],
    ['\\,', '\\\\\\,'],
  ])('%j -> %j', (input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines into 75-octet lines whose continuations start with a space', () => {
    const folded = foldLine(`SUMMARY:${'y'.repeat(200)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(3);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'y'.repeat(200)}`);
  });

  it('counts octets, never splitting a multi-byte character', () => {
    const line = `SUMMARY:${'✓é📚'.repeat(30)}`;
    const lines = foldLine(line).split('\r\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const part of lines) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(lines.join('\r\n').replace(/\r\n /g, '')).toBe(line);
  });
});

describe('dates', () => {
  it('writes instants in UTC with Z', () => {
    expect(utcDateTime(new Date('2026-03-08T06:59:09.500Z'))).toBe('20260308T065909Z');
  });

  it('reads all-day dates on the zone calendar', () => {
    // 23:59 in New York on 10 March is already 11 March in UTC.
    expect(localDate(new Date('2026-03-11T03:59:00Z'), NY)).toBe('20260310');
    expect(localDate(new Date('2026-03-11T03:59:00Z'), 'UTC')).toBe('20260311');
  });
});

describe('serializeCalendar', () => {
  it('writes a calendar with CRLF line ends and one VEVENT per entry', () => {
    const text = serializeCalendar({ name: 'Assignd', timeZone: 'UTC', entries: [entry()] });
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfolded(text);
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:assignment-1@assignd');
    expect(lines).toContain('DTSTAMP:20260301T120000Z');
  });

  it('writes a timed entry in UTC, with DTEND only when it ends after it starts', () => {
    const timed = unfolded(
      serializeCalendar({
        name: 'Assignd',
        timeZone: NY,
        entries: [
          entry({ end: new Date('2026-03-10T16:15:00Z') }),
          entry({ uid: 'assignment-2@assignd', end: null }),
        ],
      }),
    );
    expect(timed.filter((line) => line === 'DTSTART:20260310T153000Z')).toHaveLength(2);
    expect(timed.filter((line) => line.startsWith('DTEND'))).toEqual(['DTEND:20260310T161500Z']);
  });

  it('writes an all-day entry as the local date and the next one, across a DST change', () => {
    // New York springs forward on 8 March 2026: the day is 23 hours long.
    const lines = unfolded(
      serializeCalendar({
        name: 'Assignd',
        timeZone: NY,
        entries: [entry({ allDay: true, start: new Date('2026-03-09T03:59:00Z') })],
      }),
    );
    expect(lines).toContain('DTSTART;VALUE=DATE:20260308');
    expect(lines).toContain('DTEND;VALUE=DATE:20260309');
    expect(lines.some((line) => line.startsWith('DTSTART:'))).toBe(false);
  });

  it('escapes text fields and lists categories', () => {
    const lines = unfolded(
      serializeCalendar({
        name: 'Assignd',
        timeZone: 'UTC',
        entries: [
          entry({
            title: 'Math: Ch 1, 2; review',
            description: 'Line one\nLine two \\ end',
            location: 'Room 4, east',
            categories: ['Math, Honors', 'Homework', ''],
            url: 'https://planner.example.org/assignments?id=1,2',
          }),
        ],
      }),
    );
    expect(lines).toContain('SUMMARY:Math: Ch 1\\, 2\\; review');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two \\\\ end');
    expect(lines).toContain('LOCATION:Room 4\\, east');
    expect(lines).toContain('CATEGORIES:Math\\, Honors,Homework');
    expect(lines).toContain('URL:https://planner.example.org/assignments?id=1,2');
  });

  it('folds every long line and keeps UIDs as given, so the same input gives the same text', () => {
    const feed = {
      name: 'Assignd',
      timeZone: NY,
      entries: [entry({ title: 'Very long title '.repeat(20), uid: 'event-abc@assignd' })],
    };
    const text = serializeCalendar(feed);
    for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(serializeCalendar(feed)).toBe(text);
    expect(unfolded(text)).toContain('UID:event-abc@assignd');
  });
});
