import { describe, expect, it } from 'vitest';
import {
  formatDue,
  formatEnglishLongDate,
  formatEnglishShortDate,
  formatEnglishWeekdayDate,
  formatLongDay,
} from './format-date';

const NOW = new Date(2026, 10, 23, 9, 0); // Monday 23 November 2026, local time

describe('format-date', () => {
  it('writes the spec texts with fixed English wording', () => {
    expect(formatEnglishWeekdayDate(NOW)).toBe('Monday, November 23');
    expect(formatEnglishLongDate(NOW)).toBe('November 23, 2026');
    expect(formatEnglishShortDate(NOW)).toBe('Nov 23, 2026');
  });

  it('adds the year to a due date or a day title only outside the current year', () => {
    const sameYear = formatDue(new Date(2026, 11, 5, 23, 59).toISOString(), NOW);
    const nextYear = formatDue(new Date(2027, 0, 8, 23, 59).toISOString(), NOW);
    expect(sameYear).not.toMatch(/2026/);
    expect(nextYear).toMatch(/2027/);
    expect(formatLongDay(new Date(2027, 0, 8), NOW)).toMatch(/2027/);
    expect(formatLongDay(new Date(2027, 0, 8))).not.toMatch(/2027/);
  });

  it('shows nothing for a missing or unreadable due date', () => {
    expect(formatDue(null, NOW)).toBeNull();
    expect(formatDue('not a date', NOW)).toBeNull();
  });
});
