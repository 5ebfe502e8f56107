import { describe, expect, it } from 'vitest';
import { googleEventOf, nearestGoogleColorId } from './google-calendar';
import type { CalendarEntry } from './icalendar';

const NY = 'America/New_York';
const TOKYO = 'Asia/Tokyo';

const entry = (overrides: Partial<CalendarEntry> = {}): CalendarEntry => ({
  uid: 'assignment-1@assignd',
  title: 'Math: Essay',
  start: new Date('2026-03-10T15:30:00Z'),
  allDay: false,
  categories: [],
  url: 'https://planner.example.org/assignments',
  stamp: new Date('2026-03-01T12:00:00Z'),
  ...overrides,
});

describe('nearestGoogleColorId', () => {
  it.each([
    ['#4f46e5', '1'], // indigo (the new-class default) -> Lavender
    ['#3b82f6', '1'], // blue (the other default) -> Lavender
    ['#06b6d4', '7'], // cyan -> Peacock
    ['#dc2626', '11'], // red -> Tomato
    ['#ef4444', '4'], // a lighter red -> Flamingo
    ['#22c55e', '2'], // green -> Sage
    ['#15803d', '10'], // dark green -> Basil
    ['#eab308', '5'], // yellow -> Banana
    ['#f97316', '6'], // orange -> Tangerine
    ['#a855f7', '3'], // purple -> Grape
    ['#9ca3af', '8'], // grey (no class) -> Graphite
    ['#000', '8'], // three digits, black -> Graphite
    ['#F6BF26', '5'], // a palette colour itself, any case
    [null, null],
    ['', null],
    ['blue', null],
    ['#12345g', null],
  ])('%j -> %j', (hex, id) => {
    expect(nearestGoogleColorId(hex)).toBe(id);
  });
});

describe('googleEventOf', () => {
  it('writes a timed entry in the student zone, 30 minutes long, with the link back', () => {
    expect(
      googleEventOf(entry({ description: 'Chapters 1-3' }), {
        timeZone: NY,
        colorHex: '#4f46e5',
        busy: false,
      }),
    ).toEqual({
      summary: 'Math: Essay',
      description: 'Chapters 1-3\n\nOpen in Assignd: https://planner.example.org/assignments',
      start: { dateTime: '2026-03-10T15:30:00.000Z', timeZone: NY },
      end: { dateTime: '2026-03-10T16:00:00.000Z', timeZone: NY },
      colorId: '1',
      source: { title: 'Assignd', url: 'https://planner.example.org/assignments' },
      status: 'confirmed',
      transparency: 'transparent',
    });
  });

  it('keeps a timed event its own end and marks it busy', () => {
    const body = googleEventOf(
      entry({ end: new Date('2026-03-10T17:00:00Z'), url: null, description: null }),
      { timeZone: TOKYO, colorHex: null, busy: true },
    );
    expect(body.end).toEqual({ dateTime: '2026-03-10T17:00:00.000Z', timeZone: TOKYO });
    expect(body).not.toHaveProperty('colorId');
    expect(body).not.toHaveProperty('source');
    expect(body.description).toBe('');
    expect(body.transparency).toBe('opaque');
  });

  it.each([
    // 23:59 on Sunday 8 March in New York, the day clocks spring forward: one whole local day.
    ['2026-03-09T03:59:00Z', NY, '2026-03-08', '2026-03-09'],
    // 23:59 on Saturday 31 October in New York, the night before they fall back.
    ['2026-11-01T03:59:00Z', NY, '2026-10-31', '2026-11-01'],
    // The same instant is already Monday in Tokyo, whatever zone the server runs in.
    ['2026-03-09T03:59:00Z', TOKYO, '2026-03-09', '2026-03-10'],
    // Across a month and a year's end.
    ['2026-12-31T14:59:00Z', TOKYO, '2026-12-31', '2027-01-01'],
  ])('an all-day entry at %s in %s covers %s to %s (end exclusive)', (at, zone, from, until) => {
    const body = googleEventOf(entry({ start: new Date(at), allDay: true }), {
      timeZone: zone,
      colorHex: null,
      busy: false,
    });
    expect(body.start).toEqual({ date: from });
    expect(body.end).toEqual({ date: until });
  });
});
