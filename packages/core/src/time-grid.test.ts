import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseLocalDate } from './calendar';
import { placeOnDay, type TimedSpan } from './time-grid';

const NY = 'America/New_York';
const AKL = 'Pacific/Auckland';

// The rules never read the clock; a pinned one that is far from the days below shows it.
beforeAll(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
});
afterAll(() => vi.useRealTimers());

/** A span from its UTC start and end text; `end` null for a start only. */
const span = (id: string, start: string, end: string | null = null): TimedSpan => ({
  id,
  start: new Date(start),
  end: end === null ? null : new Date(end),
});
const dayOf = (date: string) => parseLocalDate(date) ?? Number.NaN;
const hours = (h: number) => h * 60;

describe('placeOnDay', () => {
  it.each([
    [
      'a 6:00-7:30 PM event in New York (UTC-5)',
      [span('a', '2026-12-03T23:00:00Z', '2026-12-04T00:30:00Z')],
      '2026-12-03',
      NY,
      [{ id: 'a', top: hours(18), height: 90, column: 0, columns: 1 }],
    ],
    [
      "the same instant on Auckland's next day (UTC+13)",
      [span('a', '2026-12-03T23:00:00Z', '2026-12-04T00:30:00Z')],
      '2026-12-04',
      AKL,
      [{ id: 'a', top: hours(12), height: 90, column: 0, columns: 1 }],
    ],
    [
      'a start only, which takes an hour',
      [span('a', '2026-12-03T14:00:00Z')],
      '2026-12-03',
      NY,
      [{ id: 'a', top: hours(9), height: 60, column: 0, columns: 1 }],
    ],
    [
      'a 10-minute item, drawn 30 minutes tall',
      [span('a', '2026-12-03T14:00:00Z', '2026-12-03T14:10:00Z')],
      '2026-12-03',
      NY,
      [{ id: 'a', top: hours(9), height: 30, column: 0, columns: 1 }],
    ],
    [
      'an item at 11:50 PM, kept inside the day',
      [span('a', '2026-12-04T04:50:00Z')],
      '2026-12-03',
      NY,
      [{ id: 'a', top: hours(23) + 30, height: 30, column: 0, columns: 1 }],
    ],
    [
      'an evening running past midnight, clipped to the day',
      [span('a', '2026-12-04T03:00:00Z', '2026-12-04T07:00:00Z')],
      '2026-12-03',
      NY,
      [{ id: 'a', top: hours(22), height: hours(2), column: 0, columns: 1 }],
    ],
    [
      '...and its morning on the next day',
      [span('a', '2026-12-04T03:00:00Z', '2026-12-04T07:00:00Z')],
      '2026-12-04',
      NY,
      [{ id: 'a', top: 0, height: hours(2), column: 0, columns: 1 }],
    ],
    [
      'items of other days, or ending at midnight, left out',
      [
        span('before', '2026-12-03T03:00:00Z', '2026-12-03T05:00:00Z'),
        span('after', '2026-12-04T05:00:00Z'),
      ],
      '2026-12-03',
      NY,
      [],
    ],
    [
      // 2026-03-08: New York springs forward at 2:00, so 1:00 to 4:00 is two real hours.
      'a spring-forward day, by the wall clock',
      [span('a', '2026-03-08T06:00:00Z', '2026-03-08T08:00:00Z')],
      '2026-03-08',
      NY,
      [{ id: 'a', top: hours(1), height: hours(3), column: 0, columns: 1 }],
    ],
    [
      // 2026-11-01: New York falls back at 2:00; 5 PM is 22:00Z, not 21:00Z.
      'a fall-back day, later hours in place',
      [span('a', '2026-11-01T22:00:00Z', '2026-11-01T23:00:00Z')],
      '2026-11-01',
      NY,
      [{ id: 'a', top: hours(17), height: 60, column: 0, columns: 1 }],
    ],
  ])('%s', (_case, spans, date, zone, expected) => {
    expect(placeOnDay(spans, dayOf(date), zone)).toEqual(expected);
  });

  it.each([
    [
      'two overlapping items side by side, a later one back in the first column',
      [
        span('b', '2026-12-03T14:30:00Z', '2026-12-03T15:30:00Z'),
        span('a', '2026-12-03T14:00:00Z', '2026-12-03T15:00:00Z'),
        span('c', '2026-12-03T15:00:00Z', '2026-12-03T16:00:00Z'),
      ],
      [
        { id: 'a', column: 0, columns: 2 },
        { id: 'b', column: 1, columns: 2 },
        { id: 'c', column: 0, columns: 2 },
      ],
    ],
    [
      'three at once, then a free-standing one with the whole width',
      [
        span('a', '2026-12-03T14:00:00Z', '2026-12-03T16:00:00Z'),
        span('b', '2026-12-03T14:00:00Z', '2026-12-03T15:00:00Z'),
        span('c', '2026-12-03T14:15:00Z'),
        span('d', '2026-12-03T20:00:00Z', '2026-12-03T21:00:00Z'),
      ],
      [
        { id: 'a', column: 0, columns: 3 },
        { id: 'b', column: 1, columns: 3 },
        { id: 'c', column: 2, columns: 3 },
        { id: 'd', column: 0, columns: 1 },
      ],
    ],
    [
      'back-to-back items, which do not overlap',
      [
        span('a', '2026-12-03T14:00:00Z', '2026-12-03T15:00:00Z'),
        span('b', '2026-12-03T15:00:00Z', '2026-12-03T16:00:00Z'),
      ],
      [
        { id: 'a', column: 0, columns: 1 },
        { id: 'b', column: 0, columns: 1 },
      ],
    ],
    [
      'two short items 10 minutes apart, which overlap as drawn',
      [
        span('a', '2026-12-03T14:00:00Z', '2026-12-03T14:05:00Z'),
        span('b', '2026-12-03T14:10:00Z'),
      ],
      [
        { id: 'a', column: 0, columns: 2 },
        { id: 'b', column: 1, columns: 2 },
      ],
    ],
  ])('%s', (_case, spans, expected) => {
    const placed = placeOnDay(spans, dayOf('2026-12-03'), NY);
    expect(placed.map(({ id, column, columns }) => ({ id, column, columns }))).toEqual(expected);
  });
});
