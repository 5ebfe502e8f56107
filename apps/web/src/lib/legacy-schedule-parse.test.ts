import { abRotation } from '@assignd/core/schedule-test-rows';
import { describe, expect, it } from 'vitest';
import { findLegacySchedule, parseLegacySchedule } from './legacy-schedule-parse';
import { hasLegacySchedule, removeLegacySchedule } from './legacy-schedule';

const CLASS_ID = '6f1c2a52-7a6d-4a8e-9d8b-4c1e0b6f3a11';

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

const weekly = {
  type: 'weekly',
  days: {
    '1': [{ id: 'p1', label: 'Period 1', start: '8:00 AM', end: '8:50 AM', classId: CLASS_ID }],
    '3': [{ id: 'p2', label: 'Lunch', start: '12:00', end: '12:30' }],
  },
};

const rotating = abRotation('2026-09-01', {
  days: { '1': [{ id: 'a1', label: 'Period 1', start: '9:00 AM', end: '10:00 AM' }], '2': [] },
  currentDay: '1',
});

describe('parseLegacySchedule', () => {
  it('reads a weekly schedule, filling the missing days and keeping known classes', () => {
    const schedule = parseLegacySchedule(JSON.stringify(weekly), new Set([CLASS_ID]));
    expect(schedule?.type).toBe('weekly');
    if (schedule?.type !== 'weekly') return;
    expect(Object.keys(schedule.days)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    // Both forms an old copy may hold are stored as 24-hour 'HH:MM'.
    expect(schedule.days['1']?.[0]).toMatchObject({ start: '08:00', classId: CLASS_ID });
    expect(schedule.days['3']?.[0]).toMatchObject({ start: '12:00', end: '12:30' });
  });

  it('reads a rotating schedule', () => {
    const schedule = parseLegacySchedule(JSON.stringify(rotating));
    expect(schedule).toMatchObject({ type: 'rotating', numDays: 2, startDate: '2026-09-01' });
    // It rotated over every day in the browser; moving to the account must not shift its letters.
    expect(schedule).toMatchObject({ schoolWeekdays: [0, 1, 2, 3, 4, 5, 6] });
  });

  it('drops classes the account does not have instead of refusing the schedule', () => {
    const schedule = parseLegacySchedule(JSON.stringify(weekly), new Set());
    if (schedule?.type !== 'weekly') throw new Error('expected a weekly schedule');
    expect(schedule.days['1']?.[0]?.classId).toBeNull();
  });

  it('ignores stray fields and reads weekday names as day keys', () => {
    const schedule = parseLegacySchedule(
      JSON.stringify({
        type: 'weekly',
        updatedAt: 'yesterday',
        days: {
          Monday: [{ label: 'Period 1', start: '8:00 AM', end: '9:00 AM', color: '#fff' }],
        },
      }),
    );
    if (schedule?.type !== 'weekly') throw new Error('expected a weekly schedule');
    expect(schedule.days['1']).toEqual([
      { id: 'legacy-1-1', label: 'Period 1', start: '08:00', end: '09:00', classId: null },
    ]);
  });

  it("reads the hosted product's row with schedule_data as JSON text", () => {
    const row = { schedule_type: 'rotating', schedule_data: JSON.stringify(rotating) };
    expect(parseLegacySchedule(JSON.stringify(row))?.type).toBe('rotating');
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{oops'],
    ['an array', '[]'],
    ['no type', JSON.stringify({ days: {} })],
    ['an unknown type', JSON.stringify({ type: 'monthly', days: {} })],
    [
      'a period ending before it starts',
      JSON.stringify({
        type: 'weekly',
        days: { '1': [{ id: 'x', label: '', start: '10:00 AM', end: '9:00 AM' }] },
      }),
    ],
    ['a rotation of 9 days', JSON.stringify({ ...rotating, numDays: 9 })],
  ])('refuses %s', (_name, text) => {
    expect(parseLegacySchedule(text)).toBeNull();
  });
});

describe('findLegacySchedule', () => {
  it('takes the first readable key', () => {
    const storage = memoryStorage({
      schedule: 'not a schedule',
      assignd_schedule: JSON.stringify(rotating),
    });
    expect(findLegacySchedule(storage)?.key).toBe('assignd_schedule');
  });

  it('finds nothing in an empty storage', () => {
    expect(findLegacySchedule(memoryStorage({}))).toBeNull();
  });
});

describe('hasLegacySchedule and removeLegacySchedule', () => {
  it('sees either key and removes both', () => {
    const storage = memoryStorage({ schedule: '{}', assignd_schedule: '{}', other: 'x' });
    expect(hasLegacySchedule(storage)).toBe(true);
    removeLegacySchedule(storage);
    expect(storage.keys()).toEqual(['other']);
    expect(hasLegacySchedule(storage)).toBe(false);
  });

  it('copes without storage', () => {
    expect(hasLegacySchedule(null)).toBe(false);
  });
});
