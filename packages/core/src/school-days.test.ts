import { describe, expect, it } from 'vitest';
import { parseLocalDate } from './calendar';
import {
  dayLabelFor,
  generateDayLabels,
  periodsForDate,
  realignRotation,
  rotationDay,
  scheduleDayOff,
  type Period,
  type RotatingSchedule,
} from './schedule';
import {
  countsEveryDay,
  EVERY_WEEKDAY,
  HOLIDAYS_MAX,
  schoolDaysBetween,
  type Holiday,
} from './school-days';

// The tests run with the server's zone (UTC); every case names the student's own zone instead.
const NY = 'America/New_York';
const LA = 'America/Los_Angeles';
const AKL = 'Pacific/Auckland';

const THANKSGIVING: Holiday = {
  name: 'Thanksgiving break',
  startDate: '2026-11-25',
  endDate: '2026-11-27',
};

function period(label: string): Period {
  return { id: label, label, start: '08:00', end: '09:00', classId: null };
}

/** An A/B rotation that started on Monday 2026-11-16, Monday to Friday unless told. */
function ab(fields: Partial<RotatingSchedule> = {}): RotatingSchedule {
  return {
    type: 'rotating',
    numDays: 2,
    dayNamingStyle: 'letters',
    periodNamingStyle: 'numbers',
    dayLabels: generateDayLabels(2, 'letters'),
    days: { '1': [period('Math')], '2': [period('Art')] },
    startDate: '2026-11-16',
    ...fields,
  };
}

/** 17:00 UTC is the same calendar day in New York. */
const noonNY = (date: string) => new Date(`${date}T17:00:00Z`);

describe('a rotation counts school days only', () => {
  it.each([
    ['the start, a Monday', ab(), '2026-11-16', 'A Day'],
    ['Friday of the first week', ab(), '2026-11-20', 'A Day'],
    ['the Monday after the weekend', ab(), '2026-11-23', 'B Day'],
    ['Tuesday before the break', ab({ holidays: [THANKSGIVING] }), '2026-11-24', 'A Day'],
    ['Monday after the break', ab({ holidays: [THANKSGIVING] }), '2026-11-30', 'B Day'],
    ['Monday without the break', ab(), '2026-11-30', 'A Day'],
    [
      'overlapping holidays count each day once',
      ab({
        holidays: [
          { name: 'Thanksgiving', startDate: '2026-11-25', endDate: '2026-11-26' },
          { name: 'Long weekend', startDate: '2026-11-26', endDate: '2026-11-29' },
        ],
      }),
      '2026-11-30',
      'B Day',
    ],
    ['a week before the start', ab(), '2026-11-09', 'B Day'],
    ['the Friday before the start', ab(), '2026-11-13', 'B Day'],
    ['no weekdays given means Monday to Friday', ab({ schoolWeekdays: [] }), '2026-11-23', 'B Day'],
    [
      'counting every day, a Sunday too',
      ab({ schoolWeekdays: EVERY_WEEKDAY }),
      '2026-11-22',
      'A Day',
    ],
    ['a six-day school week', ab({ schoolWeekdays: [1, 2, 3, 4, 5, 6] }), '2026-11-23', 'A Day'],
  ])('%s', (_, schedule, date, label) => {
    expect(dayLabelFor(schedule, noonNY(date), NY)).toBe(label);
  });

  it.each([
    // Nov 1 2026 the clocks fall back in New York: Monday 00:30 EST is still Monday, 6 school
    // days after Monday Oct 26 counted over the 25-hour Sunday.
    ['just after midnight after fall-back', '2026-10-26', '2026-11-02T05:30:00Z', NY, 2],
    // Mar 8 2026 they spring forward: Monday 00:30 EDT is Monday, 5 school days after Mar 2.
    ['just after midnight after spring-forward', '2026-03-02', '2026-03-09T04:30:00Z', NY, 2],
    // 02:00Z on Nov 23 is Sunday evening in Los Angeles and Monday afternoon in Auckland.
    ['Sunday evening in LA looks ahead to Monday', '2026-11-16', '2026-11-23T02:00:00Z', LA, 2],
    ['Monday afternoon in Auckland', '2026-11-16', '2026-11-23T02:00:00Z', AKL, 2],
    ['Monday afternoon in Auckland, a Tuesday start', '2026-11-17', '2026-11-23T02:00:00Z', AKL, 1],
  ])('%s', (_, startDate, iso, zone, expected) => {
    expect(rotationDay(ab({ startDate }), new Date(iso), zone)).toBe(expected);
  });
});

describe('days off', () => {
  const schedule = ab({ holidays: [THANKSGIVING] });

  it.each([
    ['a Saturday', '2026-11-21T17:00:00Z', NY, { holiday: null }],
    ['a Sunday', '2026-11-22T17:00:00Z', NY, { holiday: null }],
    ['a holiday', '2026-11-26T17:00:00Z', NY, { holiday: 'Thanksgiving break' }],
    ['a school day', '2026-11-24T17:00:00Z', NY, null],
    // 02:00Z on Nov 23: Sunday in Los Angeles, Monday in Auckland.
    ['Sunday in LA', '2026-11-23T02:00:00Z', LA, { holiday: null }],
    ['Monday in Auckland', '2026-11-23T02:00:00Z', AKL, null],
    // The break ends Friday: late Friday evening in LA is Saturday in UTC, still a day off.
    [
      'the break’s last evening in LA',
      '2026-11-28T06:00:00Z',
      LA,
      { holiday: 'Thanksgiving break' },
    ],
  ])('%s', (_, iso, zone, expected) => {
    expect(scheduleDayOff(schedule, new Date(iso), zone)).toEqual(expected);
  });

  it('lists no periods on a day off and the day’s periods on a school day', () => {
    expect(periodsForDate(schedule, noonNY('2026-11-26'), NY)).toEqual([]);
    expect(periodsForDate(schedule, noonNY('2026-11-30'), NY).map((p) => p.label)).toEqual(['Art']);
  });

  it('a weekly schedule keeps its own weekday lists', () => {
    const weekly = { type: 'weekly' as const, days: { ...ab().days, '6': [] } };
    expect(scheduleDayOff(weekly as never, noonNY('2026-11-21'), NY)).toBeNull();
  });
});

describe('realigning "today is B Day"', () => {
  it.each([
    ['on a Tuesday', ab(), '2026-11-24', 2, '2026-11-23'],
    ['on a Monday, back over the weekend', ab(), '2026-11-23', 2, '2026-11-20'],
    ['on a Sunday, for the coming Monday', ab(), '2026-11-22', 2, '2026-11-20'],
    [
      'after a break, back over it',
      ab({ holidays: [THANKSGIVING] }),
      '2026-11-30',
      2,
      '2026-11-24',
    ],
    ['to the first day', ab(), '2026-11-24', 1, '2026-11-24'],
    ['beyond the cycle, clamped to its last day', ab(), '2026-11-24', 9, '2026-11-23'],
  ])('%s', (_, schedule, today, day, startDate) => {
    const realigned = realignRotation(schedule, noonNY(today), day, NY);
    expect(realigned).toBe(startDate);
    const after = { ...schedule, startDate: realigned };
    expect(rotationDay(after, noonNY(today), NY)).toBe(Math.min(day, 2));
  });

  it('keeps counting school days after the realignment', () => {
    const startDate = realignRotation(
      ab({ holidays: [THANKSGIVING] }),
      noonNY('2026-11-24'),
      2,
      NY,
    );
    const after = ab({ holidays: [THANKSGIVING], startDate });
    expect(dayLabelFor(after, noonNY('2026-11-30'), NY)).toBe('A Day');
    expect(dayLabelFor(after, noonNY('2026-12-01'), NY)).toBe('B Day');
  });

  it('in Auckland uses the student’s date, not the server’s', () => {
    // 20:00Z on Monday Nov 23 is already Tuesday Nov 24 in Auckland.
    expect(realignRotation(ab(), new Date('2026-11-23T20:00:00Z'), 2, AKL)).toBe('2026-11-23');
  });
});

describe('bounds', () => {
  const day = (date: string) => parseLocalDate(date) ?? Number.NaN;

  it('counts a century of school days without walking it', () => {
    expect(schoolDaysBetween(ab(), day('2000-01-03'), day('2100-01-04'))).toBe(26_090);
  });

  it('reads only the first holidays and ignores reversed ranges', () => {
    const many = Array.from({ length: HOLIDAYS_MAX + 50 }, (_, index) => ({
      name: `Day ${index}`,
      startDate: '2026-11-23',
      endDate: index < HOLIDAYS_MAX ? '2026-11-22' : '2026-11-23',
    }));
    expect(scheduleDayOff(ab({ holidays: many }), noonNY('2026-11-23'), NY)).toBeNull();
  });

  it('caps a holiday at a year', () => {
    const endless: Holiday = { name: 'Forever', startDate: '2026-01-01', endDate: '2099-12-31' };
    expect(scheduleDayOff(ab({ holidays: [endless] }), noonNY('2026-12-31'), NY)).toEqual({
      holiday: 'Forever',
    });
    expect(scheduleDayOff(ab({ holidays: [endless] }), noonNY('2027-01-04'), NY)).toBeNull();
  });

  it.each([
    [EVERY_WEEKDAY, true],
    [[1, 2, 3, 4, 5], false],
    [undefined, false],
  ])('%j counts every day: %s', (schoolWeekdays, expected) => {
    expect(countsEveryDay({ schoolWeekdays })).toBe(expected);
  });
});
