import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseLocalDate } from './calendar';
import { eventDayRange, eventIsOnDay, type EventSpanLike } from './event-days';

const NY = 'America/New_York';
const AKL = 'Pacific/Auckland';

// The rule never reads the clock; a pinned one far from the days below shows it.
beforeAll(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
});
afterAll(() => vi.useRealTimers());

const dayOf = (date: string) => parseLocalDate(date) ?? Number.NaN;
const event = (eventDate: string | null, endDate: string | null = null): EventSpanLike => ({
  eventDate,
  endDate,
});

describe('eventDayRange', () => {
  it.each<[string, EventSpanLike, string, [string, string] | null]>([
    ['a start only', event('2026-12-03T23:00:00Z'), NY, ['2026-12-03', '2026-12-03']],
    [
      'an evening within its day (6-8 PM in New York)',
      event('2026-12-03T23:00:00Z', '2026-12-04T01:00:00Z'),
      NY,
      ['2026-12-03', '2026-12-03'],
    ],
    [
      'a sleepover from 8 PM to 10 AM the next morning',
      event('2026-12-04T01:00:00Z', '2026-12-04T15:00:00Z'),
      NY,
      ['2026-12-03', '2026-12-04'],
    ],
    [
      'the same instants in Auckland fall on one day there',
      event('2026-12-04T01:00:00Z', '2026-12-04T09:00:00Z'),
      AKL,
      ['2026-12-04', '2026-12-04'],
    ],
    [
      'an event ending at midnight exactly is not on the next day',
      event('2026-12-03T23:00:00Z', '2026-12-04T05:00:00Z'),
      NY,
      ['2026-12-03', '2026-12-03'],
    ],
    [
      'across the night clocks go back (1 November 2026 in New York)',
      event('2026-11-01T02:00:00Z', '2026-11-01T07:30:00Z'),
      NY,
      ['2026-10-31', '2026-11-01'],
    ],
    [
      'a three-day trip',
      event('2026-12-04T13:00:00Z', '2026-12-06T22:00:00Z'),
      NY,
      ['2026-12-04', '2026-12-06'],
    ],
    [
      'an end before the start counts the start day only',
      event('2026-12-04T13:00:00Z', '2026-12-02T13:00:00Z'),
      NY,
      ['2026-12-04', '2026-12-04'],
    ],
    [
      'a year-long row from elsewhere stops after 62 days',
      event('2026-01-01T12:00:00Z', '2027-01-01T12:00:00Z'),
      'UTC',
      ['2026-01-01', '2026-03-03'],
    ],
    ['no date', event(null), NY, null],
    ['an unreadable date', event('not a date'), NY, null],
  ])('%s', (_, value, timeZone, expected) => {
    expect(eventDayRange(value, timeZone)).toEqual(
      expected && { first: dayOf(expected[0]), last: dayOf(expected[1]) },
    );
  });
});

describe('eventIsOnDay', () => {
  const sleepover = event('2026-12-04T01:00:00Z', '2026-12-04T15:00:00Z');
  it.each([
    ['2026-12-02', false],
    ['2026-12-03', true],
    ['2026-12-04', true],
    ['2026-12-05', false],
  ])('a New York sleepover on %s: %s', (date, expected) => {
    expect(eventIsOnDay(sleepover, dayOf(date), NY)).toBe(expected);
  });
});
