import type { WeeklySchedule } from '@assignd/core';
import { abRotation } from '@assignd/core/schedule-test-rows';
import { describe, expect, it } from 'vitest';
import { summarizeSchedule } from './schedule-summary';

const NOW = new Date(2026, 8, 15, 10, 0); // Tuesday 15 September 2026
/** Two days, A and B, started on the Monday before NOW: NOW is a B day. */
const AB_ROTATION = abRotation('2026-09-14');

describe('summarizeSchedule', () => {
  it('counts the periods of a fixed week', () => {
    const period = { id: 'p', label: 'Period 1', start: '8:00 AM', end: '9:00 AM' };
    const weekly: WeeklySchedule = {
      type: 'weekly',
      days: { '0': [], '1': [period, period], '2': [period], '3': [], '4': [], '5': [], '6': [] },
    };
    const summary = summarizeSchedule(weekly, NOW);
    expect(summary).toMatchObject({
      kind: 'Fixed weekly schedule',
      headline: '3 periods on 2 days',
      today: 'Today is Tuesday',
    });
    expect(summary.days.map((day) => `${day.label} ${day.count}`).join(', ')).toBe(
      'Sun 0, Mon 2, Tue 1, Wed 0, Thu 0, Fri 0, Sat 0',
    );
  });

  it('names the cycle and today for a rotation', () => {
    const summary = summarizeSchedule(AB_ROTATION, NOW);
    expect(summary.kind).toBe('Day rotation');
    expect(summary.headline).toBe('2-day cycle, no periods yet');
    expect(summary.today).toMatch(/^Today is B Day \(cycle started .*2026\)$/);
    expect(summary.rule).toBe('Counts school days only: Mon, Tue, Wed, Thu, Fri');
  });

  it.each([
    [
      'a holiday, by name',
      { holidays: [{ name: 'Teacher day', startDate: '2026-09-15', endDate: '2026-09-15' }] },
      'No school today (Teacher day)',
      'Counts school days only: Mon, Tue, Wed, Thu, Fri, skipping 1 holiday',
    ],
    [
      'a weekday off',
      { schoolWeekdays: [1, 3, 5] },
      'No school today',
      'Counts school days only: Mon, Wed, Fri',
    ],
    [
      'a restored every-day rotation',
      { schoolWeekdays: [0, 1, 2, 3, 4, 5, 6] },
      /^Today is B Day/,
      'Counts every day, weekends included',
    ],
  ])('says so on %s', (_, calendar, today, rule) => {
    const summary = summarizeSchedule({ ...AB_ROTATION, ...calendar }, NOW);
    expect(summary.today).toMatch(today);
    expect(summary.rule).toBe(rule);
  });
});
