import { randomUUID } from 'node:crypto';
import type { RestoreSummary } from '@assignd/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { busyStudent, NOTHING_RESTORED, plannerOf, restore } from './backup-helpers';
import { bodyOf, student } from './planner-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('restore', () => {
  it("reads the original product's file: snake_case rows and the schedule as JSON text", async () => {
    const maya = await student(t);
    const stranger = randomUUID();
    const biology = randomUUID();
    const file = {
      assignments: [
        {
          id: randomUUID(),
          user_id: stranger,
          title: 'Lab report',
          description: 'Osmosis',
          due_date: '2025-10-03T23:59:00+00:00',
          class_id: biology,
          category: 'Test',
          completed: true,
          created_at: '2025-09-20T10:00:00.123456+00:00',
          updated_at: '2025-09-21T10:00:00+00:00',
        },
        {
          id: randomUUID(),
          user_id: stranger,
          title: 'Permission slip',
          description: null,
          due_date: null,
          class_id: null,
          category: null,
          completed: false,
          created_at: '2025-09-22T10:00:00+00:00',
        },
        {
          id: randomUUID(),
          user_id: stranger,
          title: 'Old class essay',
          class_id: randomUUID(),
          category: 'Homework',
          completed: false,
          created_at: '2025-09-23T10:00:00+00:00',
        },
      ],
      classes: [
        {
          id: biology,
          user_id: stranger,
          name: 'Biology',
          color: '#22c55e',
          icon: 'Microscope',
          room: '204',
          teacher: 'Dr. Reyes',
          start_time: '09:00',
          end_time: '09:50',
          days_of_week: [1, 3, 5],
          created_at: '2025-09-01T08:00:00+00:00',
        },
      ],
      schedule: [
        {
          id: randomUUID(),
          user_id: stranger,
          schedule_type: 'weekly',
          schedule_data: JSON.stringify({
            type: 'weekly',
            days: {
              '1': [
                { id: '1', label: 'Period 1', start: '9:00 AM', end: '9:50 AM', classId: biology },
              ],
              '2': [],
            },
          }),
          created_at: '2025-09-01T08:00:00+00:00',
          updated_at: '2025-09-01T08:00:00+00:00',
        },
      ],
      exportDate: '2025-10-01T12:00:00.000Z',
      version: '1.0',
    };
    const reply = await restore(maya, file);
    expect(bodyOf<RestoreSummary>(reply, 200)).toEqual({
      ...NOTHING_RESTORED,
      assignments: 3,
      classes: 1,
      schedule: true,
    });

    const planner = await plannerOf(maya);
    expect(planner.classes).toEqual([
      expect.objectContaining({
        name: 'Biology',
        color: '#22c55e',
        icon: 'Microscope',
        room: '204',
        teacher: 'Dr. Reyes',
        startTime: '09:00',
        endTime: '09:50',
        daysOfWeek: [1, 3, 5],
        createdAt: '2025-09-01T08:00:00.000Z',
      }),
    ]);
    const newBiology = planner.classes[0]?.id;
    expect(newBiology).not.toBe(biology);
    expect(planner.assignments).toEqual([
      expect.objectContaining({ title: 'Old class essay', classId: null }),
      expect.objectContaining({ title: 'Permission slip', classId: null, category: 'Other' }),
      expect.objectContaining({
        title: 'Lab report',
        description: 'Osmosis',
        dueDate: '2025-10-03T23:59:00.000Z',
        classId: newBiology,
        category: 'Test',
        completed: true,
        createdAt: '2025-09-20T10:00:00.123Z',
      }),
    ]);
    // Its 12-hour period times are stored as HH:MM, like the class's times.
    expect(planner.schedule?.days['1']).toEqual([
      { id: '1', label: 'Period 1', start: '09:00', end: '09:50', classId: newBiology },
    ]);
  });

  it('accepts a file of several megabytes', async () => {
    const maya = await student(t);
    const assignments = Array.from({ length: 700 }, (_, i) => ({
      title: `Reading ${i}`,
      description: 'x'.repeat(4000),
    }));
    const body = JSON.stringify({ assignments });
    expect(body.length).toBeGreaterThan(2 * 1024 * 1024);
    const reply = await restore(maya, body);
    expect(bodyOf<RestoreSummary>(reply, 200).assignments).toBe(700);
    expect((await plannerOf(maya)).assignments).toHaveLength(700);
  });

  it('refuses a file over 10 MiB with 413', async () => {
    const maya = await student(t);
    const body = JSON.stringify({
      assignments: [{ title: 'x', description: 'y'.repeat(10.5 * 1024 * 1024) }],
    });
    const reply = await restore(maya, body);
    expect(reply.status).toBe(413);
    expect((await plannerOf(maya)).assignments).toHaveLength(0);
  });
});

describe('a file that is not a backup', () => {
  it.each([
    ['text that is not JSON', 'assignments,classes\nEssay,Math', undefined],
    [
      'JSON with none of assignments, classes or schedule',
      { events: [], version: '1.0' },
      undefined,
    ],
    ['a list', [{ title: 'Essay' }], undefined],
    ['assignments that are not a list', { assignments: { title: 'Essay' } }, 'assignments'],
    [
      'an assignment with a blank title',
      { classes: [{ name: 'Art' }], assignments: [{ title: 'Sketch' }, { title: ' ' }] },
      'assignments.1.title',
    ],
    [
      'a class with an unknown icon',
      { classes: [{ name: 'Art', icon: 'Palette' }] },
      'classes.0.icon',
    ],
    [
      'a rotation of 9 days',
      {
        schedule: [
          {
            type: 'rotating',
            numDays: 9,
            dayNamingStyle: 'letters',
            periodNamingStyle: 'letters',
            dayLabels: {},
            days: {},
            startDate: '2026-09-01',
          },
        ],
      },
      'schedule.0.numDays',
    ],
    [
      'schedule data that is not JSON',
      { schedule: [{ schedule_type: 'weekly', schedule_data: '{weekly' }] },
      'schedule.0',
    ],
  ])('answers 400 to %s and changes nothing', async (_case, file, field) => {
    const maya = await busyStudent(t);
    const before = await plannerOf(maya);
    const reply = await restore(maya, file);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error: 'Invalid backup file format',
      ...(field ? { field } : {}),
    });
    expect(await plannerOf(maya)).toEqual(before);
  });
});

describe('a restore that fails part way', () => {
  it('changes nothing', async () => {
    const maya = await busyStudent(t);
    const file = (await maya.browser.get('/api/backup')).body;
    await maya.browser.send('DELETE', '/api/data');
    // Events are written after classes and assignments: failing there must undo those too.
    await t.database.pool.query(`
      create function refuse_event() returns trigger language plpgsql as
        $$ begin raise exception 'events are refused'; end $$;
      create trigger refuse_event before insert on events for each row execute function refuse_event();
    `);
    try {
      const reply = await restore(maya, file);
      expect(reply.status).toBe(500);
    } finally {
      await t.database.pool.query(
        'drop trigger refuse_event on events; drop function refuse_event();',
      );
    }
    expect(await plannerOf(maya)).toEqual({
      assignments: [],
      classes: [],
      events: [],
      schedule: null,
    });
  });
});
