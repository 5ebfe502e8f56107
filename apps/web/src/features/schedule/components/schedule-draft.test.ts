import { scheduleSchema } from '@assignd/schemas';
import { describe, expect, it } from 'vitest';
import type { RotatingSchedule, WeeklySchedule } from '@assignd/core';
import { abRotation } from '@assignd/core/schedule-test-rows';
import {
  addPeriod,
  copyDay,
  draftDays,
  draftFromSchedule,
  draftToSchedule,
  periodsOf,
  removePeriod,
  setDayNamingStyle,
  setPeriodNamingStyle,
  setRotationDays,
  toInputTime,
  withPeriods,
  type ScheduleDraft,
} from './schedule-draft';

const NOW = new Date(2026, 8, 14, 10, 0); // Monday 14 September 2026, local time

describe('draftFromSchedule', () => {
  it('starts an empty fixed week and a 2-day A/B rotation from today', () => {
    const draft = draftFromSchedule(null, NOW);
    expect(draft.type).toBe('weekly');
    expect(draftDays(draft).map((day) => day.shortName)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(draft.rotation).toMatchObject({
      numDays: 2,
      dayNamingStyle: 'letters',
      dayLabels: { '1': 'A Day', '2': 'B Day' },
      startDate: '2026-09-14',
    });
  });

  it('reads stored 12-hour times as input times and saves them as stored HH:MM', () => {
    const weekly: WeeklySchedule = {
      type: 'weekly',
      days: {
        '0': [],
        '1': [{ id: 'a', label: 'Block A', start: '1:05 PM', end: '2:00 PM', classId: null }],
        '2': [],
        '3': [],
        '4': [],
        '5': [],
        '6': [],
      },
    };
    const draft = draftFromSchedule(weekly, NOW);
    expect(draft.periodNamingStyle).toBe('letters');
    expect(periodsOf(draft, '1')[0]).toMatchObject({ start: '13:05', end: '14:00' });
    expect(draftToSchedule(draft)).toEqual({
      ...weekly,
      days: {
        ...weekly.days,
        '1': [{ id: 'a', label: 'Block A', start: '13:05', end: '14:00', classId: null }],
      },
    });
  });

  it('keeps a rotation with its own day names and an ISO start instant as a date', () => {
    const rotating: RotatingSchedule = {
      type: 'rotating',
      numDays: 3,
      dayNamingStyle: 'letters',
      periodNamingStyle: 'numbers',
      dayLabels: { '1': 'Red', '2': 'White', '3': 'Blue' },
      days: { '1': [{ id: 'x', label: 'Period 1', start: '8:00 AM', end: '9:00 AM' }] },
      startDate: '2026-09-01',
    };
    const draft = draftFromSchedule(rotating, NOW);
    expect(draft.type).toBe('rotating');
    expect(Object.keys(draft.rotation.days)).toEqual(['1', '2', '3']);
    expect(draft.rotation.dayLabels).toEqual({ '1': 'Red', '2': 'White', '3': 'Blue' });
  });

  it('keeps school days and holidays through the editor, and starts new ones Monday to Friday', () => {
    const winter = { name: 'Winter break', startDate: '2026-12-21', endDate: '2027-01-01' };
    const rotating = abRotation('2026-09-01', {
      days: {},
      schoolWeekdays: [0, 1, 2, 3, 4, 5, 6],
      holidays: [winter],
    });
    const saved = draftToSchedule({ ...draftFromSchedule(rotating, NOW), type: 'rotating' });
    expect(saved).toMatchObject({ schoolWeekdays: [0, 1, 2, 3, 4, 5, 6], holidays: [winter] });
    expect(scheduleSchema.safeParse(saved).success).toBe(true);
    expect(draftFromSchedule(null, NOW).rotation).toMatchObject({
      schoolWeekdays: [1, 2, 3, 4, 5],
      holidays: [],
    });
  });
});

describe('periods', () => {
  it('adds 08:00 to 09:00 periods with automatic labels in the chosen style', () => {
    let periods = addPeriod([], 'numbers');
    periods = addPeriod(periods, 'numbers');
    expect(periods.map(({ label, start, end }) => ({ label, start, end }))).toEqual([
      { label: 'Period 1', start: '08:00', end: '09:00' },
      { label: 'Period 2', start: '08:00', end: '09:00' },
    ]);
    expect(addPeriod([], 'letters')[0]?.label).toBe('Block A');
  });

  it('renumbers automatic labels after a removal but keeps typed ones', () => {
    const [first, second, third] = addPeriod(
      addPeriod(addPeriod([], 'numbers'), 'numbers'),
      'numbers',
    );
    if (!first || !second || !third) throw new Error('expected three periods');
    const periods = [first, { ...second, label: 'Lunch' }, third];
    expect(removePeriod(periods, first.id, 'numbers').map((p) => p.label)).toEqual([
      'Lunch',
      'Period 2',
    ]);
  });

  it('relabels every day when the naming style changes', () => {
    const draft = withPeriods(draftFromSchedule(null, NOW), '1', addPeriod([], 'numbers'));
    const lettered = setPeriodNamingStyle(draft, 'letters');
    expect(periodsOf(lettered, '1')[0]?.label).toBe('Block A');
  });
});

describe('copyDay', () => {
  it("replaces the target days' periods with copies that have their own ids", () => {
    const monday = addPeriod(addPeriod([], 'numbers'), 'numbers');
    const draft = copyDay(withPeriods(draftFromSchedule(null, NOW), '1', monday), '1', [
      '1',
      '2',
      '3',
    ]);
    expect(periodsOf(draft, '2').map((p) => p.label)).toEqual(['Period 1', 'Period 2']);
    expect(periodsOf(draft, '1')).toEqual(monday);
    const ids = new Set(['1', '2', '3'].flatMap((day) => periodsOf(draft, day).map((p) => p.id)));
    expect(ids.size).toBe(6);
  });
});

describe('rotation', () => {
  it('regenerates day labels and days when the number of days changes', () => {
    let draft: ScheduleDraft = { ...draftFromSchedule(null, NOW), type: 'rotating' };
    draft = withPeriods(draft, '2', addPeriod([], 'numbers'));
    draft = setRotationDays(draft, 4);
    expect(draft.rotation.dayLabels).toEqual({
      '1': 'A Day',
      '2': 'B Day',
      '3': 'C Day',
      '4': 'D Day',
    });
    expect(periodsOf(draft, '2')).toHaveLength(1);
    draft = setRotationDays(setDayNamingStyle(draft, 'numbers'), 1);
    expect(draft.rotation.numDays).toBe(2);
    expect(draft.rotation.dayLabels).toEqual({ '1': 'Day 1', '2': 'Day 2' });
  });

  it('saves a rotation the schema accepts, with HH:MM times', () => {
    let draft: ScheduleDraft = { ...draftFromSchedule(null, NOW), type: 'rotating' };
    draft = withPeriods(draft, '1', [
      { id: 'p', label: ' ', start: '13:30', end: '14:15', classId: null },
    ]);
    const saved = draftToSchedule(draft);
    expect(scheduleSchema.safeParse(saved).success).toBe(true);
    expect(saved).toMatchObject({
      type: 'rotating',
      numDays: 2,
      startDate: '2026-09-14',
      days: { '1': [{ label: 'Period 1', start: '13:30', end: '14:15' }], '2': [] },
    });
  });
});

describe('toInputTime', () => {
  it.each([
    ['8:00 AM', '08:00'],
    ['12:30 PM', '12:30'],
    ['08:00', '08:00'],
    ['8:05', '08:05'],
    ['nonsense', ''],
  ])('%s -> %s', (text, expected) => {
    expect(toInputTime(text)).toBe(expected);
  });
});
