import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  calendarDay,
  instantToLocalDateTime,
  localDateTimeToInstant,
  localDateTimeToIso,
  localWeekday,
  parseLocalDate,
  startOfLocalDay,
} from './calendar';
import { AKL, LA, LDN, NY } from './test-zones';

/** Days since 1970-01-01 of a calendar date, worked out independently of the code under test. */
const dayNumber = (date: string): number => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

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
