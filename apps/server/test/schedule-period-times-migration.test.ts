import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Schedule } from '@assignd/core';
import { abRotation } from '@assignd/core/schedule-test-rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/paths';
import { createTestApp, type TestApp } from './helpers';
import { bodyOf, student } from './planner-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const periodTimesMigration = readFileSync(
  path.join(migrationsFolder, '0002_period_times_24h.sql'),
  'utf8',
).replaceAll('--> statement-breakpoint', '');

// A row as versions before 0002 stored it: 12-hour period times, some typed as '9:05'.
const oldRow = abRotation('2026-09-01', {
  days: {
    '1': [
      { id: 'a1', label: 'Period 1', start: '8:00 AM', end: '8:50 AM', classId: null },
      { id: 'a2', label: 'Lunch', start: '12:00 PM', end: '12:45 pm', classId: null },
    ],
    '2': [{ id: 'b1', label: 'Period 1', start: '9:05', end: '1:30 PM', classId: null }],
  },
});

describe('schedule period times stored before HH:MM', () => {
  it('are rewritten to HH:MM by the migration, which changes nothing when run again', async () => {
    const maya = await student(t);
    await t.database.pool.query(
      `insert into schedules (user_id, schedule_type, schedule_data) values ($1, 'rotating', $2)`,
      [maya.userId, JSON.stringify(oldRow)],
    );

    await t.database.pool.query(periodTimesMigration);
    const converted = bodyOf<Schedule>(await maya.browser.get('/api/schedule'), 200);
    expect(converted).toEqual({
      ...oldRow,
      // Inserted after the school-days migration, the row has the columns' defaults.
      schoolWeekdays: [1, 2, 3, 4, 5],
      holidays: [],
      days: {
        '1': [
          { id: 'a1', label: 'Period 1', start: '08:00', end: '08:50', classId: null },
          { id: 'a2', label: 'Lunch', start: '12:00', end: '12:45', classId: null },
        ],
        '2': [{ id: 'b1', label: 'Period 1', start: '09:05', end: '13:30', classId: null }],
      },
    });

    await t.database.pool.query(periodTimesMigration);
    expect((await maya.browser.get('/api/schedule')).body).toEqual(converted);
  });
});
