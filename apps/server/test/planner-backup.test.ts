import { randomUUID } from 'node:crypto';
import type { Schedule } from '@assignd/core';
import type {
  Assignment,
  BackupFile,
  PlannerEvent,
  RestoreSummary,
  SchoolClass,
} from '@assignd/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { bodyOf, ISO_INSTANT, student, type Student } from './planner-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Planner {
  assignments: Assignment[];
  classes: SchoolClass[];
  events: PlannerEvent[];
  schedule: Schedule | null;
}

async function plannerOf(who: Student): Promise<Planner> {
  const [assignments, classes, events, schedule] = await Promise.all(
    ['/api/assignments', '/api/classes', '/api/events', '/api/schedule'].map((url) =>
      who.browser.get(url),
    ),
  );
  return {
    assignments: assignments?.body as unknown as Assignment[],
    classes: classes?.body as unknown as SchoolClass[],
    events: events?.body as unknown as PlannerEvent[],
    schedule: schedule?.body as unknown as Schedule | null,
  };
}

/** A student with two classes, four assignments, two events and a rotating schedule. */
async function busyStudent(): Promise<Student> {
  const who = await student(t);
  const post = async <T>(url: string, body: Record<string, unknown>) =>
    bodyOf<T>(await who.browser.post(url, body));
  const math = await post<SchoolClass>('/api/classes', {
    name: 'Math',
    teacher: 'Mr. Park',
    room: '101',
    icon: 'Calculator',
    startTime: '08:00',
    endTime: '08:50',
    daysOfWeek: [1, 3],
  });
  const chemistry = await post<SchoolClass>('/api/classes', {
    name: 'Chemistry',
    color: '#22c55e',
    icon: 'Beaker',
  });
  await post('/api/assignments', {
    title: 'Problem set 3',
    classId: math.id,
    dueDate: '2026-11-24T22:59:00Z',
    category: 'Homework',
  });
  await post('/api/assignments', {
    title: 'Titration lab',
    classId: chemistry.id,
    category: 'Test',
  });
  const done = await post<Assignment>('/api/assignments', {
    title: 'Quiz 2',
    classId: math.id,
    category: 'Quiz',
    notes: 'Bring a calculator',
  });
  await who.browser.send('PATCH', `/api/assignments/${done.id}`, { completed: true });
  await post('/api/assignments', { title: 'Read Hamlet', description: 'Acts 1 and 2' });
  await post('/api/events', { title: 'Field trip', eventDate: '2026-12-02T13:00:00Z' });
  await post('/api/events', { title: 'Winter concert', description: 'Auditorium' });
  const schedule = await who.browser.send('PUT', '/api/schedule', {
    type: 'rotating',
    numDays: 2,
    dayNamingStyle: 'letters',
    periodNamingStyle: 'numbers',
    dayLabels: { '1': 'A Day', '2': 'B Day' },
    days: {
      '1': [{ id: 'a1', label: 'Period 1', start: '8:00 AM', end: '8:50 AM', classId: math.id }],
      '2': [
        { id: 'b1', label: 'Period 1', start: '8:00 AM', end: '8:50 AM', classId: chemistry.id },
        { id: 'b2', label: 'Period 2', start: '9:00 AM', end: '9:50 AM', classId: null },
      ],
    },
    startDate: '2026-09-01',
  });
  expect(schedule.status).toBe(200);
  return who;
}

/** The planner as the student reads it, with each class id replaced by that class's name. */
function byClassName(planner: Planner) {
  const nameOf = new Map(planner.classes.map((c) => [c.id, c.name]));
  const named = (classId: string | null | undefined) => (classId ? nameOf.get(classId) : null);
  const withoutId = <T extends { id: string; updatedAt: string }>({
    id: _id,
    updatedAt: _updatedAt,
    ...rest
  }: T) => rest;
  const schedule = planner.schedule && structuredClone(planner.schedule);
  for (const periods of Object.values(schedule?.days ?? {})) {
    for (const period of periods) period.classId = named(period.classId) ?? null;
  }
  return {
    classes: planner.classes.map(withoutId),
    assignments: planner.assignments.map((a) => ({ ...withoutId(a), classId: named(a.classId) })),
    events: planner.events.map(withoutId),
    schedule,
  };
}

const restore = (who: Student, file: unknown) =>
  who.browser.post('/api/backup', typeof file === 'string' ? file : JSON.stringify(file));

describe('export', () => {
  it("downloads the student's own planner as a version 1.0 backup file", async () => {
    const maya = await busyStudent();
    await busyStudent();
    const reply = await maya.browser.get('/api/backup');
    expect(reply.status).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="assignd-backup-\d{4}-\d{2}-\d{2}T[\d-]+Z\.json"$/,
    );
    const file = reply.body as unknown as BackupFile;
    expect(file.version).toBe('1.0');
    expect(file.exportDate).toMatch(ISO_INSTANT);
    const planner = await plannerOf(maya);
    expect(file.assignments).toEqual(planner.assignments);
    expect(file.classes).toEqual(planner.classes);
    expect(file.events).toEqual(planner.events);
    expect(file.schedule).toEqual([planner.schedule]);
  });

  it('holds an empty schedule list when there is no schedule', async () => {
    const maya = await student(t);
    const file = (await maya.browser.get('/api/backup')).body as unknown as BackupFile;
    expect(file).toMatchObject({ assignments: [], classes: [], events: [], schedule: [] });
  });
});

describe('restore', () => {
  it('brings everything back after clearing, linked to the new classes', async () => {
    const maya = await busyStudent();
    const before = await plannerOf(maya);
    const file = (await maya.browser.get('/api/backup')).body;
    expect((await maya.browser.send('DELETE', '/api/data')).status).toBe(204);
    expect(await plannerOf(maya)).toEqual({
      assignments: [],
      classes: [],
      events: [],
      schedule: null,
    });

    const reply = await restore(maya, file);
    expect(bodyOf<RestoreSummary>(reply, 200)).toEqual({
      assignments: 4,
      classes: 2,
      events: 2,
      schedule: true,
    });
    const after = await plannerOf(maya);
    expect(byClassName(after)).toEqual(byClassName(before));
    // Every row is new, so ids from the file never reach the database.
    const oldIds = new Set(
      [...before.classes, ...before.assignments, ...before.events].map((r) => r.id),
    );
    for (const row of [...after.classes, ...after.assignments, ...after.events]) {
      expect(oldIds.has(row.id)).toBe(false);
    }
    const newMath = after.classes.find((c) => c.name === 'Math');
    expect(after.schedule?.days['1']?.[0]?.classId).toBe(newMath?.id);
    expect(after.assignments.find((a) => a.title === 'Quiz 2')).toMatchObject({
      classId: newMath?.id,
      completed: true,
      notes: 'Bring a calculator',
    });
  });

  it('adds nothing when the same file is restored again', async () => {
    const maya = await busyStudent();
    const file = (await maya.browser.get('/api/backup')).body;
    await maya.browser.send('DELETE', '/api/data');
    await restore(maya, file);
    const once = await plannerOf(maya);

    const again = await restore(maya, file);
    expect(bodyOf<RestoreSummary>(again, 200)).toEqual({
      assignments: 0,
      classes: 0,
      events: 0,
      schedule: false,
    });
    expect(await plannerOf(maya)).toEqual(once);
  });

  it('adds nothing when the planner still holds what the file holds', async () => {
    const maya = await busyStudent();
    const before = await plannerOf(maya);
    const reply = await restore(maya, (await maya.browser.get('/api/backup')).body);
    expect(bodyOf<RestoreSummary>(reply, 200)).toEqual({
      assignments: 0,
      classes: 0,
      events: 0,
      schedule: false,
    });
    expect(await plannerOf(maya)).toEqual(before);
  });

  it('adds only what is missing and replaces a different schedule', async () => {
    const maya = await busyStudent();
    const file = (await maya.browser.get('/api/backup')).body as unknown as BackupFile;
    const [hamlet] = file.assignments.filter((a) => a.title === 'Read Hamlet');
    await maya.browser.send('DELETE', `/api/assignments/${hamlet?.id ?? ''}`);
    await maya.browser.send('PUT', '/api/schedule', { type: 'weekly', days: {} });
    const reply = await restore(maya, file);
    expect(bodyOf<RestoreSummary>(reply, 200)).toEqual({
      assignments: 1,
      classes: 0,
      events: 0,
      schedule: true,
    });
    const after = await plannerOf(maya);
    expect(after.assignments.map((a) => a.title).sort()).toEqual(
      file.assignments.map((a) => a.title).sort(),
    );
    expect(after.schedule?.type).toBe('rotating');
  });

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
      assignments: 3,
      classes: 1,
      events: 0,
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
    const maya = await busyStudent();
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
    const maya = await busyStudent();
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
