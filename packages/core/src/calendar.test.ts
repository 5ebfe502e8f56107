import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addLocalDays,
  calendarDay,
  daysBetween,
  endOfLocalDay,
  instantToLocalDateTime,
  localDateTimeToInstant,
  localDateTimeToIso,
  localWeekday,
  parseLocalDate,
  startOfLocalDay,
  weekRange,
} from './calendar';

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';
const AKL = 'Pacific/Auckland';
const LDN = 'Europe/London';

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

describe('localDateTimeToInstant', () => {
  it.each([
    ['the default 23:59 in Auckland', '2026-11-22', '23:59', AKL, '2026-11-22T10:59:00.000Z'],
    ['the default 23:59 in Los Angeles', '2026-11-22', '23:59', LA, '2026-11-23T07:59:00.000Z'],
    ['midnight in UTC', '2026-11-22', '00:00', 'UTC', '2026-11-22T00:00:00.000Z'],
    ['the minute before spring forward', '2026-03-08', '01:59', NY, '2026-03-08T06:59:00.000Z'],
    ['a skipped time moves to 03:00', '2026-03-08', '02:30', NY, '2026-03-08T07:00:00.000Z'],
    ['03:00 after the gap', '2026-03-08', '03:00', NY, '2026-03-08T07:00:00.000Z'],
    ['23:59 on the short day', '2026-03-08', '23:59', NY, '2026-03-09T03:59:00.000Z'],
    [
      'a repeated time takes the first (EDT) one',
      '2026-11-01',
      '01:30',
      NY,
      '2026-11-01T05:30:00.000Z',
    ],
    ['02:00 after fall back', '2026-11-01', '02:00', NY, '2026-11-01T07:00:00.000Z'],
    ['a skipped time in London', '2026-03-29', '01:30', LDN, '2026-03-29T01:00:00.000Z'],
    ['a skipped time in Auckland', '2026-09-27', '02:15', AKL, '2026-09-26T14:00:00.000Z'],
    [
      'a skipped midnight in Santiago',
      '2026-09-06',
      '00:00',
      'America/Santiago',
      '2026-09-06T04:00:00.000Z',
    ],
  ])('%s', (_, date, time, zone, expected) => {
    expect(localDateTimeToInstant(date, time, zone).toISOString()).toBe(expected);
  });

  it.each([
    ['2026-02-30', '12:00'],
    ['2026-13-01', '12:00'],
    ['22/11/2026', '12:00'],
    ['2026-11-22', '24:00'],
    ['2026-11-22', '9:00'],
    ['2026-11-22', ''],
  ])('rejects %s %s', (date, time) => {
    expect(() => localDateTimeToInstant(date, time, 'UTC')).toThrow(RangeError);
    expect(localDateTimeToIso(date, time, 'UTC')).toBeNull();
  });

  it('gives the instant as ISO text for a form', () => {
    expect(localDateTimeToIso('2026-03-08', '02:30', NY)).toBe('2026-03-08T07:00:00.000Z');
    expect(localDateTimeToIso('', '12:00', NY)).toBeNull();
  });
});

describe('instantToLocalDateTime', () => {
  it.each([
    ['2026-11-22T10:59:00Z', AKL, '2026-11-22', '23:59'],
    ['2026-11-22T10:59:00Z', LA, '2026-11-22', '02:59'],
    // Both 01:30s of the fall-back night read back as 01:30.
    ['2026-11-01T05:30:00Z', NY, '2026-11-01', '01:30'],
    ['2026-11-01T06:30:00Z', NY, '2026-11-01', '01:30'],
    ['2026-03-08T07:00:00Z', NY, '2026-03-08', '03:00'],
    ['2026-03-29T00:59:59Z', LDN, '2026-03-29', '00:59'],
  ])('%s in %s is %s %s', (iso, zone, date, time) => {
    expect(instantToLocalDateTime(new Date(iso), zone)).toEqual({ date, time });
  });

  it.each([
    ['2026-11-22', '23:59', AKL],
    ['2026-03-08', '23:59', NY],
    ['2026-11-01', '00:00', NY],
    ['2026-03-29', '02:00', LDN],
    ['2024-02-29', '12:34', LA],
  ])('%s %s in %s survives the round trip', (date, time, zone) => {
    expect(instantToLocalDateTime(localDateTimeToInstant(date, time, zone), zone)).toEqual({
      date,
      time,
    });
  });
});

describe('parseLocalDate', () => {
  it.each([
    ['2026-11-22', dayNumber('2026-11-22')],
    ['2024-02-29', dayNumber('2024-02-29')],
    ['2026-02-29', null],
    ['2026-11-22T00:00:00Z', null],
    ['', null],
  ])('%s -> %s', (text, expected) => {
    expect(parseLocalDate(text)).toBe(expected);
  });
});

describe('without a time zone, the runtime zone (as in the browser)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each([
    [AKL, '2026-11-21T12:00:00Z', '2026-11-21T11:00:00.000Z', '2026-11-22', 0],
    [LA, '2026-11-21T12:00:00Z', '2026-11-21T08:00:00.000Z', '2026-11-21', 6],
    [NY, '2026-03-08T15:00:00Z', '2026-03-08T05:00:00.000Z', '2026-03-08', 0],
  ])('in %s', (zone, iso, dayStart, date, weekday) => {
    vi.stubEnv('TZ', zone);
    const now = new Date(iso);
    expect(startOfLocalDay(now).toISOString()).toBe(dayStart);
    expect(calendarDay(now)).toBe(dayNumber(date));
    expect(localWeekday(now)).toBe(weekday);
    expect(instantToLocalDateTime(now)).toEqual(instantToLocalDateTime(now, zone));
  });

  it('moves a skipped time forward like a named zone does', () => {
    vi.stubEnv('TZ', NY);
    expect(localDateTimeToInstant('2026-03-08', '02:30').toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    expect(localDateTimeToInstant('2026-11-01', '01:30').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });
});
