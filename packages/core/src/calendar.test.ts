import { describe, expect, it } from 'vitest';
import {
  addLocalDays,
  calendarDay,
  daysBetween,
  endOfLocalDay,
  localWeekday,
  startOfLocalDay,
  weekRange,
} from './calendar';
import { AKL, LA, LDN, NY } from './test-zones';

/** Days since 1970-01-01 of a calendar date, worked out independently of the code under test. */
const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

describe('calendarDay', () => {
  it.each([
    ['2026-11-21T10:30:00Z', 'UTC', '2026-11-21'],
    // Auckland is UTC+13 in November: 23:30 on the 21st, then midnight of the 22nd.
    ['2026-11-21T10:30:00Z', AKL, '2026-11-21'],
    ['2026-11-21T11:00:00Z', AKL, '2026-11-22'],
    // Los Angeles is UTC-8: the same UTC morning is still the previous evening.
    ['2026-11-21T07:59:59.999Z', LA, '2026-11-20'],
    ['2026-11-21T08:00:00Z', LA, '2026-11-21'],
    // New York springs forward at 02:00 on 2026-03-08, so that date ends at 04:00Z, not 05:00Z.
    ['2026-03-08T04:59:59.999Z', NY, '2026-03-07'],
    ['2026-03-08T05:00:00Z', NY, '2026-03-08'],
    ['2026-03-09T03:59:59.999Z', NY, '2026-03-08'],
    ['2026-03-09T04:00:00Z', NY, '2026-03-09'],
    // ...and falls back on 2026-11-01, a 25-hour day.
    ['2026-11-01T04:00:00Z', NY, '2026-11-01'],
    ['2026-11-02T04:59:59.999Z', NY, '2026-11-01'],
    ['2026-03-29T23:30:00Z', LDN, '2026-03-30'],
    ['2026-03-28T23:30:00Z', LDN, '2026-03-28'],
    ['1969-12-31T23:59:59.999Z', 'UTC', '1969-12-31'],
  ])('%s in %s is on %s', (iso, zone, date) => {
    expect(calendarDay(new Date(iso), zone)).toBe(dayNumber(date));
  });
});

describe('daysBetween', () => {
  it.each([
    ['30 minutes across local midnight', '2026-03-08T04:30:00Z', '2026-03-08T05:00:00Z', NY, 1],
    ['the whole 23-hour spring-forward day', '2026-03-08T05:00:00Z', '2026-03-09T03:59:00Z', NY, 0],
    ['24.5 hours within the fall-back day', '2026-11-01T04:00:00Z', '2026-11-02T04:30:00Z', NY, 0],
    [
      'noon to noon across spring forward (167 h)',
      '2026-03-05T17:00:00Z',
      '2026-03-12T16:00:00Z',
      NY,
      7,
    ],
    ['an hour over Auckland midnight', '2026-11-21T10:30:00Z', '2026-11-21T11:30:00Z', AKL, 1],
    ['the same hour in UTC', '2026-11-21T10:30:00Z', '2026-11-21T11:30:00Z', 'UTC', 0],
    ['backwards over LA midnight', '2026-11-21T08:00:00Z', '2026-11-21T07:00:00Z', LA, -1],
  ])('%s', (_, from, to, zone, expected) => {
    expect(daysBetween(new Date(from), new Date(to), zone)).toBe(expected);
  });
});

describe('startOfLocalDay and endOfLocalDay', () => {
  it.each([
    [
      'NY spring forward',
      '2026-03-08T15:00:00Z',
      NY,
      '2026-03-08T05:00:00.000Z',
      '2026-03-09T03:59:59.999Z',
      23,
    ],
    [
      'NY fall back',
      '2026-11-01T15:00:00Z',
      NY,
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T04:59:59.999Z',
      25,
    ],
    [
      'London spring forward',
      '2026-03-29T12:00:00Z',
      LDN,
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T22:59:59.999Z',
      23,
    ],
    [
      'Auckland fall back',
      '2026-04-05T00:00:00Z',
      AKL,
      '2026-04-04T11:00:00.000Z',
      '2026-04-05T11:59:59.999Z',
      25,
    ],
    [
      'Auckland at exactly midnight',
      '2026-11-21T11:00:00Z',
      AKL,
      '2026-11-21T11:00:00.000Z',
      '2026-11-22T10:59:59.999Z',
      24,
    ],
    [
      'LA late evening',
      '2026-11-21T07:30:00Z',
      LA,
      '2026-11-20T08:00:00.000Z',
      '2026-11-21T07:59:59.999Z',
      24,
    ],
    // Santiago springs forward at midnight: the day starts at 01:00 local.
    [
      'Santiago, a day with no midnight',
      '2026-09-06T15:00:00Z',
      'America/Santiago',
      '2026-09-06T04:00:00.000Z',
      '2026-09-07T02:59:59.999Z',
      23,
    ],
    [
      'UTC at midnight',
      '2026-11-21T00:00:00Z',
      'UTC',
      '2026-11-21T00:00:00.000Z',
      '2026-11-21T23:59:59.999Z',
      24,
    ],
  ])('%s', (_, iso, zone, start, end, hours) => {
    const startOfDay = startOfLocalDay(new Date(iso), zone);
    const endOfDay = endOfLocalDay(new Date(iso), zone);
    expect(startOfDay.toISOString()).toBe(start);
    expect(endOfDay.toISOString()).toBe(end);
    expect((endOfDay.getTime() + 1 - startOfDay.getTime()) / 3_600_000).toBe(hours);
  });
});

describe('addLocalDays', () => {
  it.each([
    [
      'midnight to midnight before spring forward',
      '2026-03-07T05:00:00Z',
      1,
      NY,
      '2026-03-08T05:00:00.000Z',
    ],
    [
      'midnight to midnight over spring forward',
      '2026-03-07T05:00:00Z',
      2,
      NY,
      '2026-03-09T04:00:00.000Z',
    ],
    [
      '02:30 onto the day it does not exist',
      '2026-03-07T07:30:00Z',
      1,
      NY,
      '2026-03-08T07:00:00.000Z',
    ],
    ['midnight over fall back', '2026-10-31T04:00:00Z', 2, NY, '2026-11-02T05:00:00.000Z'],
    ['a week back over spring forward', '2026-03-12T16:00:00Z', -7, NY, '2026-03-05T17:00:00.000Z'],
    ['noon over London spring forward', '2026-03-28T12:00:00Z', 1, LDN, '2026-03-29T11:00:00.000Z'],
    ['23:59 in Auckland', '2026-11-21T10:59:00Z', 1, AKL, '2026-11-22T10:59:00.000Z'],
  ])('%s', (_, iso, days, zone, expected) => {
    expect(addLocalDays(new Date(iso), days, zone).toISOString()).toBe(expected);
  });
});

describe('localWeekday', () => {
  it.each([
    // Saturday 2026-11-21 in UTC and LA is already Sunday in Auckland.
    ['2026-11-21T12:00:00Z', AKL, 0],
    ['2026-11-21T12:00:00Z', 'UTC', 6],
    ['2026-11-21T12:00:00Z', LA, 6],
    ['2026-03-08T04:59:00Z', NY, 6],
    ['2026-03-08T05:00:00Z', NY, 0],
    ['1969-12-31T12:00:00Z', 'UTC', 3],
  ])('%s in %s is weekday %i', (iso, zone, expected) => {
    expect(localWeekday(new Date(iso), zone)).toBe(expected);
  });
});

describe('weekRange', () => {
  const springWeek = ['2026-03-08T05:00:00.000Z', '2026-03-15T03:59:59.999Z'] as const;
  it.each([
    ['Wednesday of the spring-forward week', '2026-03-11T16:00:00Z', NY, 0, ...springWeek],
    ['its first instant, Sunday midnight', '2026-03-08T05:00:00Z', NY, 0, ...springWeek],
    ['its last minute, Saturday 23:59', '2026-03-15T03:59:00Z', NY, 0, ...springWeek],
    [
      'the next Sunday midnight',
      '2026-03-15T04:00:00Z',
      NY,
      0,
      '2026-03-15T04:00:00.000Z',
      '2026-03-22T03:59:59.999Z',
    ],
    [
      'Monday start',
      '2026-03-11T16:00:00Z',
      NY,
      1,
      '2026-03-09T04:00:00.000Z',
      '2026-03-16T03:59:59.999Z',
    ],
    [
      'Sunday morning in Auckland',
      '2026-11-21T12:00:00Z',
      AKL,
      0,
      '2026-11-21T11:00:00.000Z',
      '2026-11-28T10:59:59.999Z',
    ],
    [
      'the same instant, still Saturday in UTC',
      '2026-11-21T12:00:00Z',
      'UTC',
      0,
      '2026-11-15T00:00:00.000Z',
      '2026-11-21T23:59:59.999Z',
    ],
    [
      'Sunday with a Monday start belongs to the week before',
      '2026-11-21T12:00:00Z',
      AKL,
      1,
      '2026-11-15T11:00:00.000Z',
      '2026-11-22T10:59:59.999Z',
    ],
  ] as const)('%s', (_, iso, zone, weekStartsOn, start, end) => {
    const range = weekRange(new Date(iso), zone, weekStartsOn);
    expect(range.start.toISOString()).toBe(start);
    expect(range.end.toISOString()).toBe(end);
  });

  it('starts on Sunday by default', () => {
    expect(weekRange(new Date('2026-03-11T16:00:00Z'), NY).start.toISOString()).toBe(springWeek[0]);
  });
});
