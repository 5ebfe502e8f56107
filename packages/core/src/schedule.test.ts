import { describe, expect, it } from 'vitest';
import {
  dayLabelFor,
  generateDayLabels,
  isValidPeriodRange,
  minutesOfDay,
  parseScheduleViewMode,
  periodLabel,
  periodsForDate,
  resizeRotation,
  rotationDay,
  clockLabel,
  to12Hour,
  to24Hour,
  toStoredClock,
  type Period,
  type RotatingSchedule,
  type WeeklySchedule,
} from './schedule';
import { EVERY_WEEKDAY } from './school-days';

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';
const AKL = 'Pacific/Auckland';

function period(label: string, start: string, end = start): Period {
  return { id: label, label, start, end, classId: null };
}

function rotating(fields: Partial<RotatingSchedule> = {}): RotatingSchedule {
  return {
    type: 'rotating',
    numDays: 2,
    dayNamingStyle: 'letters',
    periodNamingStyle: 'numbers',
    dayLabels: generateDayLabels(fields.numDays ?? 2, fields.dayNamingStyle ?? 'letters'),
    days: {},
    startDate: '2026-03-02',
    // These tables pin the every-day count (schedules restored from the original product);
    // school days and holidays have their own tables in school-days.test.ts.
    schoolWeekdays: EVERY_WEEKDAY,
    ...fields,
  };
}

describe('rotationDay counting every day', () => {
  it.each([
    ['the start date', '2026-03-02', 2, '2026-03-02T17:00:00Z', NY, 1],
    ['the day after', '2026-03-02', 2, '2026-03-03T17:00:00Z', NY, 2],
    ['two days after', '2026-03-02', 2, '2026-03-04T17:00:00Z', NY, 1],
    ['the day before the start', '2026-03-02', 2, '2026-03-01T17:00:00Z', NY, 2],
    ['two days before the start', '2026-03-02', 2, '2026-02-28T17:00:00Z', NY, 1],
    ['three days before a 3-day start', '2026-03-02', 3, '2026-02-27T17:00:00Z', NY, 1],
    ['the day before a 3-day start', '2026-03-02', 3, '2026-03-01T17:00:00Z', NY, 3],
    ['a year later on an 8-day cycle', '2026-03-02', 8, '2027-03-02T17:00:00Z', NY, 6],
    // Mar 9 00:30 EDT is two local days after Mar 7, though only 47.5 hours after its midnight.
    ['just after midnight over spring forward', '2026-03-07', 3, '2026-03-09T04:30:00Z', NY, 3],
    // Nov 1 23:30 EST is one local day after Oct 31, though 48.5 hours after its midnight.
    ['late on the fall-back day', '2026-10-31', 4, '2026-11-02T04:30:00Z', NY, 2],
    // A date-only start is the student's own date, not UTC midnight (still Mar 1 in LA).
    ['just after midnight in LA', '2026-03-02', 2, '2026-03-02T08:30:00Z', LA, 1],
    // A datetime start counts from its local date: Mar 2 in Auckland, Mar 1 in Los Angeles.
    ['a datetime start in Auckland', '2026-03-02T05:00:00.000Z', 2, '2026-03-03T09:00:00Z', AKL, 2],
    ['a datetime start in LA', '2026-03-02T05:00:00.000Z', 2, '2026-03-03T09:00:00Z', LA, 1],
    // schedule_data is stored JSON; a damaged record must not show "Day NaN" or "Day 0".
    ['an unreadable start date', 'soon', 4, '2026-03-03T09:00:00Z', NY, 1],
    ['a zero-day cycle', '2026-03-02', 0, '2026-03-03T09:00:00Z', NY, 1],
  ])('%s', (_, startDate, numDays, iso, zone, expected) => {
    expect(rotationDay(rotating({ startDate, numDays }), new Date(iso), zone)).toBe(expected);
  });
});

describe('periodsForDate', () => {
  const empty = { '0': [], '1': [], '2': [], '3': [], '4': [], '5': [], '6': [] };
  const weekly: WeeklySchedule = {
    type: 'weekly',
    days: {
      ...empty,
      '0': [period('Sunday study', '6:00 PM')],
      '1': [
        period('Lunch club', '12:15 PM'),
        period('Math', '8:00 AM'),
        period('Art', '1:00 PM'),
        period('Science', '10:30 AM'),
        period('Zero period', '7:05 am'),
      ],
    },
  };

  it.each([
    // 02:00Z on Nov 23 is Sunday evening in Los Angeles and Monday afternoon in Auckland.
    ['Sunday in LA', weekly, '2026-11-23T02:00:00Z', LA, ['Sunday study']],
    [
      'Monday in Auckland, by start time',
      weekly,
      '2026-11-23T02:00:00Z',
      AKL,
      ['Zero period', 'Math', 'Science', 'Lunch club', 'Art'],
    ],
    ['a weekday with no periods', weekly, '2026-11-24T20:00:00Z', LA, []],
    [
      'rotation day B',
      rotating({ days: { '1': [period('A1', '8:00 AM')], '2': [period('B1', '9:00 AM')] } }),
      '2026-03-03T17:00:00Z',
      NY,
      ['B1'],
    ],
    ['a rotation day missing from the record', rotating(), '2026-03-03T17:00:00Z', NY, []],
  ])('%s', (_, schedule, iso, zone, labels) => {
    expect(periodsForDate(schedule, new Date(iso), zone).map((p) => p.label)).toEqual(labels);
  });

  it('puts periods with unreadable times last and leaves the schedule unsorted', () => {
    const periods = [
      period('Later', '2:00 PM'),
      period('Broken', 'noon'),
      period('First', '08:00'),
    ];
    const schedule = rotating({ days: { '1': periods } });
    const sorted = periodsForDate(schedule, new Date('2026-03-02T17:00:00Z'), NY);
    expect(sorted.map((p) => p.label)).toEqual(['First', 'Later', 'Broken']);
    expect(periods.map((p) => p.label)).toEqual(['Later', 'Broken', 'First']);
  });
});

describe('dayLabelFor', () => {
  const weekly: WeeklySchedule = {
    type: 'weekly',
    days: { '0': [], '1': [], '2': [], '3': [], '4': [], '5': [], '6': [] },
  };
  it.each([
    ['weekly, Sunday in LA', weekly, '2026-11-23T02:00:00Z', LA, 'Sunday'],
    ['weekly, Monday in Auckland', weekly, '2026-11-23T02:00:00Z', AKL, 'Monday'],
    ['letters, second day', rotating(), '2026-03-03T17:00:00Z', NY, 'B Day'],
    [
      'numbers, third day',
      rotating({ numDays: 3, dayNamingStyle: 'numbers' }),
      '2026-03-04T17:00:00Z',
      NY,
      'Day 3',
    ],
    [
      'a stored custom label',
      rotating({ dayLabels: { '1': 'Maroon', '2': 'Gold' } }),
      '2026-03-02T17:00:00Z',
      NY,
      'Maroon',
    ],
    [
      'a label missing from the record',
      rotating({ dayLabels: {} }),
      '2026-03-03T17:00:00Z',
      NY,
      'B Day',
    ],
  ])('%s -> %s', (_, schedule, iso, zone, expected) => {
    expect(dayLabelFor(schedule, new Date(iso), zone)).toBe(expected);
  });
});

describe('parseScheduleViewMode', () => {
  it.each([
    ['today', 'today'],
    ['tomorrow', 'tomorrow'],
    ['all', 'all'],
    [null, 'today'],
    ['week', 'today'],
    ['Tomorrow', 'today'],
  ])('%s -> %s', (stored, expected) => {
    expect(parseScheduleViewMode(stored)).toBe(expected);
  });
});

describe('generated labels', () => {
  it.each([
    [2, 'letters', { '1': 'A Day', '2': 'B Day' }],
    [3, 'numbers', { '1': 'Day 1', '2': 'Day 2', '3': 'Day 3' }],
    [
      8,
      'letters',
      {
        '1': 'A Day',
        '2': 'B Day',
        '3': 'C Day',
        '4': 'D Day',
        '5': 'E Day',
        '6': 'F Day',
        '7': 'G Day',
        '8': 'H Day',
      },
    ],
  ] as const)('%i days in %s', (numDays, style, expected) => {
    expect(generateDayLabels(numDays, style)).toEqual(expected);
  });

  it.each([1e9, 2 ** 31, Infinity, Number.NaN])('%d days stay within 2 to 8 labels', (numDays) => {
    expect(Object.keys(generateDayLabels(numDays, 'numbers')).length).toBeLessThanOrEqual(8);
  });

  it.each([
    [0, 'numbers', 'Period 1'],
    [6, 'numbers', 'Period 7'],
    [0, 'letters', 'Block A'],
    [3, 'letters', 'Block D'],
    [26, 'letters', 'Block AA'],
  ] as const)('period index %i in %s is %s', (index, style, expected) => {
    expect(periodLabel(index, style)).toBe(expected);
  });
});

describe('resizeRotation', () => {
  const threeDays = rotating({
    numDays: 3,
    dayNamingStyle: 'numbers',
    days: {
      '1': [period('Math', '8:00 AM')],
      '2': [period('Art', '9:00 AM')],
      '3': [period('Gym', '10:00 AM')],
    },
    currentDay: '3',
  });
  const labelsOf = (schedule: RotatingSchedule) =>
    Object.fromEntries(
      Object.entries(schedule.days).map(([day, periods]) => [day, periods.map((p) => p.label)]),
    );

  it.each([
    ['shrinks to 2', 2, 2, { '1': ['Math'], '2': ['Art'] }],
    ['grows to 5', 5, 5, { '1': ['Math'], '2': ['Art'], '3': ['Gym'], '4': [], '5': [] }],
    ['clamps 1 up to 2', 1, 2, { '1': ['Math'], '2': ['Art'] }],
    [
      'clamps 12 down to 8',
      12,
      8,
      { '1': ['Math'], '2': ['Art'], '3': ['Gym'], '4': [], '5': [], '6': [], '7': [], '8': [] },
    ],
  ])('%s', (_, requested, numDays, days) => {
    const resized = resizeRotation(threeDays, requested);
    expect(resized.numDays).toBe(numDays);
    expect(resized.dayLabels).toEqual(generateDayLabels(numDays, 'numbers'));
    expect(labelsOf(resized)).toEqual(days);
    expect(resized.startDate).toBe(threeDays.startDate);
  });

  it.each([
    [2, '1'],
    [4, '3'],
  ])('to %i days leaves current day %s', (numDays, currentDay) => {
    expect(resizeRotation(threeDays, numDays).currentDay).toBe(currentDay);
  });

  it('does not change the schedule it was given', () => {
    const resized = resizeRotation(threeDays, 2);
    resized.days['1']?.push(period('Extra', '11:00 AM'));
    expect(threeDays.numDays).toBe(3);
    expect(labelsOf(threeDays)).toEqual({ '1': ['Math'], '2': ['Art'], '3': ['Gym'] });
  });
});

describe('time text', () => {
  it.each([
    ['08:05', '8:05 AM'],
    ['00:00', '12:00 AM'],
    ['12:00', '12:00 PM'],
    ['12:30', '12:30 PM'],
    ['13:45', '1:45 PM'],
    ['23:59', '11:59 PM'],
    ['8:05', '8:05 AM'],
    ['24:00', null],
    ['12:60', null],
    ['8:05 AM', null],
    ['', null],
  ])('to12Hour(%s) -> %s', (text, expected) => {
    expect(to12Hour(text)).toBe(expected);
  });

  it.each([
    ['8:05 AM', '08:05'],
    ['12:00 AM', '00:00'],
    ['12:30 PM', '12:30'],
    ['11:59 PM', '23:59'],
    ['8:05pm', '20:05'],
    ['08:05 am', '08:05'],
    [' 9:15 P.M. ', '21:15'],
    ['13:00 PM', null],
    ['0:30 AM', null],
    ['8:05', null],
    ['eight', null],
  ])('to24Hour(%s) -> %s', (text, expected) => {
    expect(to24Hour(text)).toBe(expected);
  });

  it.each([
    ['12:00 AM', 0],
    ['8:05 AM', 485],
    ['12:30 PM', 750],
    ['11:59 PM', 1439],
    ['08:05', 485],
    ['23:59', 1439],
    ['noon', null],
  ])('minutesOfDay(%s) -> %s', (text, expected) => {
    expect(minutesOfDay(text)).toBe(expected);
  });

  // The one stored form, 'HH:MM', from every form a request, a backup or an old row may hold.
  it.each([
    ['8:00 AM', '08:00'],
    ['12:00 AM', '00:00'],
    ['12:30 PM', '12:30'],
    ['11:59 pm', '23:59'],
    ['1:05 p.m.', '13:05'],
    ['08:00', '08:00'],
    ['8:00', '08:00'],
    [' 9:15 ', '09:15'],
    ['13:05:00', '13:05'],
    ['07:30:00.000', '07:30'],
    ['24:00', null],
    ['25:00', null],
    ['8:60', null],
    ['noon', null],
    ['', null],
  ])('toStoredClock(%j) -> %j', (text, expected) => {
    expect(toStoredClock(text)).toBe(expected);
  });

  it.each([
    ['08:00', '8:00 AM'],
    ['00:00', '12:00 AM'],
    ['12:30', '12:30 PM'],
    ['23:59', '11:59 PM'],
    // A row the migration could not read is shown as it is, as before.
    ['noon', 'noon'],
  ])('clockLabel(%s) -> %s', (time, expected) => {
    expect(clockLabel(time)).toBe(expected);
  });

  it.each([
    ['8:00 AM', '9:00 AM', true],
    ['08:00', '09:00', true],
    ['11:30 AM', '12:15 PM', true],
    ['9:00 AM', '9:00 AM', false],
    ['1:00 PM', '11:00 AM', false],
    ['12:00 PM', '12:30 AM', false],
    ['8:00 AM', 'later', false],
  ])('%s to %s is valid: %s', (start, end, expected) => {
    expect(isValidPeriodRange(start, end)).toBe(expected);
  });
});
