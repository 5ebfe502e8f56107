import type { Schedule } from '@assignd/core';
import type { SchoolClass } from '@assignd/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedules } from '../src/modules/schedule/table';
import { createTestApp, type TestApp } from './helpers';
import { bodyOf, expectFieldError, randomId, student, type Student } from './planner-helpers';

let t: TestApp;
let omar: Student;
beforeAll(async () => {
  t = await createTestApp();
  omar = await student(t);
});
afterAll(() => t.close());

const period = (id: string, start: string, end: string, classId: string | null = null) => ({
  id,
  label: `Period ${id}`,
  start,
  end,
  classId,
});

function rotating(numDays: number, overrides: Record<string, unknown> = {}) {
  const days = Array.from({ length: numDays }, (_, i) => String(i + 1));
  return {
    type: 'rotating',
    numDays,
    dayNamingStyle: 'letters',
    periodNamingStyle: 'numbers',
    dayLabels: Object.fromEntries(days.map((day, i) => [day, `${'ABCDEFGH'[i]} Day`])),
    days: Object.fromEntries(days.map((day) => [day, [period('1', '08:00', '08:50')]])),
    startDate: '2026-09-01',
    currentDay: '1',
    ...overrides,
  };
}

/** A rotation saved without school days counts Monday to Friday and has no holidays. */
const asSaved = (schedule: Record<string, unknown>) => ({
  schoolWeekdays: [1, 2, 3, 4, 5],
  holidays: [],
  ...schedule,
});

const storedRow = async (userId: string) =>
  (await t.database.db.select().from(schedules).where(eq(schedules.userId, userId)))[0];

describe('the schedule', () => {
  it('is null before one is saved', async () => {
    const maya = await student(t);
    const reply = await maya.browser.get('/api/schedule');
    expect(reply.status).toBe(200);
    expect(reply.body).toBeNull();
  });

  it("saves a weekly schedule with every weekday, an older client's 12-hour times as HH:MM, and reads it back", async () => {
    const maya = await student(t);
    const math = bodyOf<SchoolClass>(await maya.browser.post('/api/classes', { name: 'Math' }));
    const reply = await maya.browser.send('PUT', '/api/schedule', {
      type: 'weekly',
      days: {
        '1': [
          period('1', '8:00 AM', '8:50 AM', math.id),
          { id: '2', label: 'Period 2', start: '9:00 AM', end: '9:50 AM' },
        ],
      },
    });
    const saved = bodyOf<Schedule>(reply, 200);
    expect(saved).toEqual({
      type: 'weekly',
      days: {
        '0': [],
        '1': [period('1', '08:00', '08:50', math.id), period('2', '09:00', '09:50')],
        '2': [],
        '3': [],
        '4': [],
        '5': [],
        '6': [],
      },
    });
    expect((await maya.browser.get('/api/schedule')).body).toEqual(saved);
    expect(await storedRow(maya.userId)).toMatchObject({
      scheduleType: 'weekly',
      scheduleData: saved,
    });
  });

  it('replaces a weekly schedule with a rotating one', async () => {
    const maya = await student(t);
    await maya.browser.send('PUT', '/api/schedule', { type: 'weekly', days: {} });
    const reply = await maya.browser.send('PUT', '/api/schedule', rotating(3));
    expect(bodyOf<Schedule>(reply, 200)).toEqual(asSaved(rotating(3)));
    expect((await maya.browser.get('/api/schedule')).body).toEqual(asSaved(rotating(3)));
    const rows = await t.database.db
      .select()
      .from(schedules)
      .where(eq(schedules.userId, maya.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.scheduleType).toBe('rotating');
  });

  it.each([2, 8])('accepts a rotation of %i days', async (numDays) => {
    const maya = await student(t);
    const reply = await maya.browser.send('PUT', '/api/schedule', rotating(numDays));
    expect(bodyOf<Schedule>(reply, 200)).toMatchObject({ numDays });
  });

  it.each([
    ['a rotation of 1 day', rotating(1), 'numDays'],
    ['a rotation of 9 days', rotating(9), 'numDays'],
    ['a rotation day beyond the number of days', { ...rotating(2), days: { '3': [] } }, 'days.3'],
    [
      'a day label beyond the number of days',
      { ...rotating(2), dayLabels: { '4': 'D Day' } },
      'dayLabels.4',
    ],
    [
      'a period ending before it starts',
      { type: 'weekly', days: { '2': [period('1', '10:00 AM', '9:00 AM')] } },
      'days.2.0.end',
    ],
    [
      'a period ending as it starts',
      { ...rotating(2), days: { '1': [period('1', '9:00 AM', '9:00 AM')] } },
      'days.1.0.end',
    ],
    [
      'a period time that is not a time',
      { type: 'weekly', days: { '1': [period('1', 'noon', '1:00 PM')] } },
      'days.1.0.start',
    ],
    ['a weekday of 7', { type: 'weekly', days: { '7': [] } }, 'days.7'],
    ['an unknown naming style', rotating(2, { dayNamingStyle: 'roman' }), 'dayNamingStyle'],
    ['a start date that is not one', rotating(2, { startDate: 'Monday' }), 'startDate'],
    ['an unknown schedule type', { type: 'monthly', days: {} }, 'type'],
    ['an unknown field', rotating(2, { color: 'red' }), 'color'],
    ['a userId', { type: 'weekly', days: {}, userId: randomId() }, 'userId'],
    [
      'a class id that is not an id',
      { type: 'weekly', days: { '1': [period('1', '8:00 AM', '9:00 AM', 'math')] } },
      'days.1.0.classId',
    ],
  ])(
    'refuses %s with a 400 naming the field and keeps the saved one',
    async (_case, body, field) => {
      const maya = await student(t);
      await maya.browser.send('PUT', '/api/schedule', rotating(2));
      expectFieldError(await maya.browser.send('PUT', '/api/schedule', body), field);
      expect((await storedRow(maya.userId))?.scheduleData).toEqual(rotating(2));
    },
  );

  it("refuses a period in another student's class and keeps the saved one", async () => {
    const maya = await student(t);
    const theirs = bodyOf<SchoolClass>(await omar.browser.post('/api/classes', { name: 'Latin' }));
    await maya.browser.send('PUT', '/api/schedule', rotating(2));
    const reply = await maya.browser.send('PUT', '/api/schedule', {
      type: 'weekly',
      days: {
        '3': [period('1', '8:00 AM', '9:00 AM'), period('2', '9:00 AM', '10:00 AM', theirs.id)],
      },
    });
    expectFieldError(reply, 'days.3.1.classId');
    expect((await storedRow(maya.userId))?.scheduleData).toEqual(rotating(2));
  });

  it('is removed with DELETE, only for that student', async () => {
    const maya = await student(t);
    await maya.browser.send('PUT', '/api/schedule', rotating(2));
    await omar.browser.send('PUT', '/api/schedule', rotating(4));
    const reply = await maya.browser.send('DELETE', '/api/schedule');
    expect(reply.status).toBe(204);
    expect((await maya.browser.get('/api/schedule')).body).toBeNull();
    expect(await storedRow(maya.userId)).toBeUndefined();
    expect((await omar.browser.get('/api/schedule')).body).toEqual(asSaved(rotating(4)));
    expect((await maya.browser.send('DELETE', '/api/schedule')).status).toBe(204);
  });
});
