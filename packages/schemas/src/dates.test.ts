import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES, readCalendarDate, readInstant } from './dates';

describe('the strict date reader', () => {
  it.each([
    ['2026-11-22T07:59:00Z', '2026-11-22T07:59:00.000Z'],
    ['2026-11-22T07:59:00.123456+00:00', '2026-11-22T07:59:00.123Z'],
    ['2026-11-22 07:59:00+00', '2026-11-22T07:59:00.000Z'],
    ['2026-12-04T17:00-05:00', '2026-12-04T22:00:00.000Z'],
    ['2026-12-04T17:00:00+0530', '2026-12-04T11:30:00.000Z'],
    ['2028-02-29T12:00:00Z', '2028-02-29T12:00:00.000Z'],
  ])('reads the instant %j', (written, read) => {
    expect(readInstant(written)).toEqual({ ok: true, value: read });
  });

  it.each([
    ['2026-02-30T10:00:00Z', 'That date does not exist'],
    ['2027-02-29T10:00:00Z', 'That date does not exist'],
    ['2026-13-01T10:00:00Z', 'That date does not exist'],
    ['0000-01-01T00:00:00Z', DATE_MESSAGES.range],
    ['1899-12-31T12:00:00Z', DATE_MESSAGES.range],
    ['9999-12-31T23:00:00-05:00', DATE_MESSAGES.range],
    ['2026-11-22T24:00:00Z', 'That time does not exist'],
    ['2026-11-22T10:00:60Z', 'That time does not exist'],
    ['2026-11-22T10:00:00+24:00', 'That time does not exist'],
    ['2026-11-22T10:00:00', DATE_MESSAGES.instant],
    ['2026-11-22', DATE_MESSAGES.instant],
    ['0', DATE_MESSAGES.instant],
    ['last Tuesday', DATE_MESSAGES.instant],
    ['+275760-09-13T00:00:00Z', DATE_MESSAGES.instant],
    [`2026-11-22T10:00:00Z${' '.repeat(1e6)}`, DATE_MESSAGES.instant],
  ])('refuses the instant %j', (written, message) => {
    expect(readInstant(written)).toEqual({ ok: false, message });
  });

  it('reads calendar dates that exist and refuses the rest', () => {
    expect(readCalendarDate('2028-02-29')).toEqual({ ok: true, value: '2028-02-29' });
    expect(readCalendarDate('2026-02-30')).toEqual({
      ok: false,
      message: 'That date does not exist',
    });
    expect(readCalendarDate('0000-01-01')).toEqual({ ok: false, message: DATE_MESSAGES.range });
    expect(readCalendarDate('2026-9-1')).toEqual({
      ok: false,
      message: DATE_MESSAGES.calendarDate,
    });
  });
});
