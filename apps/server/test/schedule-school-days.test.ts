import { randomUUID } from 'node:crypto';
import type { Schedule } from '@assignd/core';
import { abRotation } from '@assignd/core/schedule-test-rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restore } from './backup-helpers';
import { createTestApp, type TestApp } from './helpers';
import { bodyOf, expectFieldError, student } from './planner-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MONDAY_TO_FRIDAY = [1, 2, 3, 4, 5];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const BREAK = { name: 'Thanksgiving break', startDate: '2026-11-25', endDate: '2026-11-27' };

/** The rotations below start on Monday 2026-11-16. */
const START = '2026-11-16';

describe('school days of a rotation', () => {
  it('saves school weekdays and holidays and reads them back', async () => {
    const maya = await student(t);
    const body = abRotation(START, { schoolWeekdays: [6, 1, 2, 3, 4, 5, 1], holidays: [BREAK] });
    const saved = bodyOf<Schedule>(await maya.browser.send('PUT', '/api/schedule', body), 200);
    expect(saved).toMatchObject({ schoolWeekdays: [1, 2, 3, 4, 5, 6], holidays: [BREAK] });
    expect((await maya.browser.get('/api/schedule')).body).toEqual(saved);
  });

  it('counts Monday to Friday, with no holidays, for a schedule saved without saying', async () => {
    const maya = await student(t);
    const reply = await maya.browser.send('PUT', '/api/schedule', abRotation(START));
    expect(bodyOf<Schedule>(reply, 200)).toMatchObject({
      schoolWeekdays: MONDAY_TO_FRIDAY,
      holidays: [],
    });
    // An older client that re-saves a schedule it cannot see the school days of resets them too.
    await maya.browser.send(
      'PUT',
      '/api/schedule',
      abRotation(START, { schoolWeekdays: EVERY_DAY }),
    );
    const again = await maya.browser.send('PUT', '/api/schedule', abRotation(START));
    expect(bodyOf<Schedule>(again, 200)).toMatchObject({ schoolWeekdays: MONDAY_TO_FRIDAY });
  });

  it("keeps counting every day for a rotation restored from the original product's file", async () => {
    const maya = await student(t);
    const file = {
      schedule: [
        {
          id: randomUUID(),
          user_id: randomUUID(),
          schedule_type: 'rotating',
          schedule_data: JSON.stringify({ ...abRotation(START), currentDay: '1' }),
        },
      ],
      exportDate: '2025-10-01T12:00:00.000Z',
      version: '1.0',
    };
    expect((await restore(maya, file)).status).toBe(200);
    expect((await maya.browser.get('/api/schedule')).body).toMatchObject({
      schoolWeekdays: EVERY_DAY,
      holidays: [],
    });
  });

  it('round-trips school days and holidays through our own backup', async () => {
    const maya = await student(t);
    const schedule = abRotation(START, { schoolWeekdays: [1, 2, 3, 4], holidays: [BREAK] });
    await maya.browser.send('PUT', '/api/schedule', schedule);
    const file = (await maya.browser.get('/api/backup')).body;
    const ines = await student(t);
    expect((await restore(ines, file)).status).toBe(200);
    expect((await ines.browser.get('/api/schedule')).body).toMatchObject({
      schoolWeekdays: [1, 2, 3, 4],
      holidays: [BREAK],
    });
  });

  const longBreak = { name: 'Gap year', startDate: '2026-01-01', endDate: '2027-01-02' };
  it.each([
    ['no school weekdays', { schoolWeekdays: [] }, 'schoolWeekdays'],
    ['a weekday of 7', { schoolWeekdays: [1, 7] }, 'schoolWeekdays.1'],
    ['a weekday that is text', { schoolWeekdays: ['Monday'] }, 'schoolWeekdays.0'],
    ['eight weekdays', { schoolWeekdays: [0, 1, 2, 3, 4, 5, 6, 1] }, 'schoolWeekdays'],
    ['a holiday without a name', { holidays: [{ ...BREAK, name: ' ' }] }, 'holidays.0.name'],
    [
      'a holiday ending before it starts',
      { holidays: [{ ...BREAK, endDate: '2026-11-24' }] },
      'holidays.0.endDate',
    ],
    ['a holiday longer than a year', { holidays: [longBreak] }, 'holidays.0.endDate'],
    [
      'a holiday date that does not exist',
      { holidays: [{ ...BREAK, startDate: '2026-02-30' }] },
      'holidays.0.startDate',
    ],
    ['an unknown holiday field', { holidays: [{ ...BREAK, colour: 'red' }] }, 'holidays.0.colour'],
    ['101 holidays', { holidays: Array.from({ length: 101 }, () => BREAK) }, 'holidays'],
  ])('refuses %s with a 400 naming the field', async (_case, overrides, field) => {
    const maya = await student(t);
    expectFieldError(
      await maya.browser.send('PUT', '/api/schedule', { ...abRotation(START), ...overrides }),
      field,
    );
  });
});
