import { describe, expect, it } from 'vitest';
import { parseLocalDate } from './calendar';
import { dayLabel, formatMinutes, plural } from './wording';

describe('formatMinutes', () => {
  it.each([
    [5, '5 min'],
    [30, '30 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [185, '3 h 5 min'],
  ])('%i -> %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});

describe('plural', () => {
  it.each([
    [1, 'card', undefined, '1 card'],
    [0, 'card', undefined, '0 cards'],
    [2, 'class', 'classes', '2 classes'],
    [1, 'class', 'classes', '1 class'],
  ])('%i %s -> %s', (count, word, many, text) => {
    expect(plural(count, word, many)).toBe(text);
  });
});

describe('dayLabel', () => {
  // Tuesday 2026-11-24 on the student's calendar.
  const today = parseLocalDate('2026-11-24')!;
  it.each([
    ['2026-11-24', 'today'],
    ['2026-11-25', 'tomorrow'],
    ['2026-11-23', 'yesterday'],
    ['2026-11-27', 'Friday'],
    ['2026-11-18', 'Wednesday'],
    ['2026-12-01', 'Tue, Dec 1'],
    ['2026-11-10', 'Tue, Nov 10'],
    ['2027-01-15', 'Fri, Jan 15'],
  ])('%s -> %s', (date, text) => {
    expect(dayLabel(parseLocalDate(date)!, today)).toBe(text);
  });
});
