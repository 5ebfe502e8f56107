import { describe, expect, it } from 'vitest';
import { currentTerm, isDayToDayClass, isPastTerm, todayIn } from './terms';

const fall = { id: 'fall', startDate: '2026-08-24', endDate: '2026-12-18' };
const spring = { id: 'spring', startDate: '2027-01-11', endDate: '2027-05-28' };
const summer = { id: 'summer', startDate: '2026-06-15', endDate: '2026-08-24' };

describe('currentTerm', () => {
  it.each([
    ['before every term', '2026-06-01', null],
    ['on the first day', '2026-08-25', 'fall'],
    ['on the last day', '2026-12-18', 'fall'],
    ['in the break between terms', '2026-12-30', null],
    ['inside the second', '2027-03-01', 'spring'],
    // Summer ends on the day fall starts: the term that started last takes over.
    ['on a day two terms share', '2026-08-24', 'fall'],
  ])('%s (%s) is %s', (_, today, expected) => {
    expect(currentTerm([summer, fall, spring], today)?.id ?? null).toBe(expected);
  });
});

describe('todayIn', () => {
  // A pinned instant: 03:30 UTC on 1 Sep is still 31 Aug in Los Angeles, already 1 Sep in Berlin.
  const now = new Date('2026-09-01T03:30:00Z');
  it.each([
    ['America/Los_Angeles', '2026-08-31'],
    ['Europe/Berlin', '2026-09-01'],
    ['Pacific/Auckland', '2026-09-01'],
  ])('in %s is %s', (zone, day) => {
    expect(todayIn(now, zone)).toBe(day);
  });

  // Berlin is UTC+2 until 01:00 UTC on 25 Oct 2026 and UTC+1 after it: midnight moves by an hour.
  it.each([
    ['2026-10-24T21:30:00Z', '2026-10-24'],
    ['2026-10-24T22:30:00Z', '2026-10-25'],
    ['2026-10-25T22:30:00Z', '2026-10-25'],
    ['2026-10-25T23:30:00Z', '2026-10-26'],
  ])('across the daylight-saving change, %s in Berlin is %s', (instant, day) => {
    expect(todayIn(new Date(instant), 'Europe/Berlin')).toBe(day);
  });
});

describe('archived terms and the classes shown day to day', () => {
  it.each([
    [fall, '2026-12-19', true],
    [fall, '2026-12-18', false],
    [spring, '2026-12-19', false],
  ])('%o is past on %s: %s', (term, today, past) => {
    expect(isPastTerm(term, today)).toBe(past);
  });

  // A year-long term beside the fall semester: both run on 15 Oct.
  const year = { id: 'year', startDate: '2026-08-24', endDate: '2027-06-18' };
  it.each([
    [null, '2026-10-15', true],
    ['fall', '2026-10-15', true],
    ['year', '2026-10-15', true],
    ['spring', '2026-10-15', false],
    ['summer', '2026-10-15', false],
    ['fall', '2026-12-19', false],
    ['unknown', '2026-10-15', true],
  ])('a class in %s on %s is shown: %s', (termId, today, shown) => {
    expect(isDayToDayClass(termId, [summer, fall, spring, year], today)).toBe(shown);
  });
});
