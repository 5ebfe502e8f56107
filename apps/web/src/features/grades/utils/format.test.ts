import { describe, expect, it } from 'vitest';
import { formatGpa, formatLetter, formatPercent, formatTermDates } from './format';

describe('grade figures as shown', () => {
  it.each([
    [null, '—'],
    [93, '93%'],
    [92.5, '92.5%'],
    [88.89, '88.89%'],
    [102, '102%'],
  ])('percent %s is %s', (percent, shown) => {
    expect(formatPercent(percent)).toBe(shown);
  });

  it.each([
    [null, '—'],
    [undefined, '—'],
    [3.5, '3.50'],
    [4, '4.00'],
    [3.67, '3.67'],
  ])('GPA %s is %s', (gpa, shown) => {
    expect(formatGpa(gpa)).toBe(shown);
  });
});

describe('a term as shown', () => {
  it('names its first and last day without shifting a day in any zone', () => {
    expect(formatTermDates('2026-09-01', '2026-12-18')).toBe('Sep 1, 2026 – Dec 18, 2026');
  });
});

describe('a letter as shown', () => {
  it.each([
    [null, '—'],
    ['A', 'A'],
    ['A-', 'A−'],
    ['B+', 'B+'],
  ])('%s is %s', (letter, shown) => {
    expect(formatLetter(letter)).toBe(shown);
  });
});
