import { describe, expect, it } from 'vitest';
import { backupFileSchema } from './backup';

const parse = (file: unknown) => backupFileSchema.safeParse(file);

describe('backup files', () => {
  it('need at least one of assignments, classes or schedule', () => {
    expect(parse({ assignments: [] }).success).toBe(true);
    expect(parse({ classes: [] }).success).toBe(true);
    expect(parse({ schedule: [] }).success).toBe(true);
    expect(parse({ events: [], exportDate: '2026-01-01', version: '1.0' }).success).toBe(false);
    expect(parse('{"assignments": []}').success).toBe(false);
  });

  it('keep the class id an assignment pointed at and drop its own id and owner', () => {
    const result = parse({
      assignments: [
        {
          id: 'a-1',
          user_id: 'someone',
          title: ' Essay ',
          class_id: 'c-1',
          due_date: '2026-11-22 07:59:00+00',
          created_at: '2026-11-01T10:00:00.123456+00:00',
          updated_at: '2026-11-02T10:00:00+00:00',
          completed: null,
          category: null,
        },
      ],
    });
    expect(result.data?.assignments).toEqual([
      {
        oldClassId: 'c-1',
        createdAt: '2026-11-01T10:00:00.123Z',
        title: 'Essay',
        dueDate: '2026-11-22T07:59:00.000Z',
        category: 'Other',
        completed: false,
        pointsEarned: null,
        pointsPossible: null,
        oldGradeCategoryId: null,
        excused: false,
      },
    ]);
  });

  it('read camelCase rows of our own export the same way', () => {
    const result = parse({
      assignments: [
        {
          id: 'a-1',
          title: 'Essay',
          classId: 'c-1',
          dueDate: '2026-11-22T07:59:00.000Z',
          category: 'Test',
          completed: true,
          description: null,
          notes: 'Bring notes',
          createdAt: '2026-11-01T10:00:00.000Z',
          updatedAt: '2026-11-01T10:00:00.000Z',
        },
      ],
    });
    expect(result.data?.assignments?.[0]).toEqual({
      oldClassId: 'c-1',
      createdAt: '2026-11-01T10:00:00.000Z',
      title: 'Essay',
      description: null,
      dueDate: '2026-11-22T07:59:00.000Z',
      category: 'Test',
      completed: true,
      notes: 'Bring notes',
      pointsEarned: null,
      pointsPossible: null,
      oldGradeCategoryId: null,
      excused: false,
    });
  });

  it('treat an empty or missing class and due date as none', () => {
    const result = parse({ assignments: [{ title: 'A', class_id: '', due_date: '' }] });
    expect(result.data?.assignments?.[0]).toMatchObject({ oldClassId: null, dueDate: null });
  });

  it('drop a creation time that cannot be read rather than refuse the file', () => {
    const result = parse({ assignments: [{ title: 'A', created_at: 'last Tuesday' }] });
    expect(result.success).toBe(true);
    expect(result.data?.assignments?.[0]?.createdAt).toBeUndefined();
  });

  it('keep the old id of a class and fill in its defaults', () => {
    const result = parse({
      classes: [{ id: 'c-1', name: 'Math', color: null, icon: null, days_of_week: [3, 1] }],
    });
    expect(result.data?.classes).toEqual([
      {
        oldId: 'c-1',
        name: 'Math',
        color: '#3b82f6',
        icon: 'Book',
        daysOfWeek: [1, 3],
        oldTermId: null,
        credits: 1,
        level: 'regular',
      },
    ]);
  });

  it.each([
    ['08:30', '08:30'],
    ['8:30', '08:30'],
    ['08:30:00', '08:30'],
    ['8:30 AM', '08:30'],
    ['1:05 PM', '13:05'],
    ['', null],
  ])('read a class time written as %j', (written, read) => {
    const result = parse({ classes: [{ name: 'Math', start_time: written }] });
    expect(result.data?.classes?.[0]?.startTime).toBe(read);
  });

  it('refuse a class time that is not one', () => {
    const result = parse({ classes: [{ name: 'Math', start_time: 'after lunch' }] });
    expect(result.error?.issues[0]?.path).toEqual(['classes', 0, 'startTime']);
  });

  it('read a schedule row whose data is JSON text, and a schedule object as exported, storing its 12-hour times as HH:MM', () => {
    const weekly = {
      type: 'weekly',
      days: { '1': [{ id: 'p', label: 'Period 1', start: '8:00 AM', end: '9:00 AM' }] },
    };
    const fromRow = parse({
      schedule: [
        { id: 's', user_id: 'u', schedule_type: 'weekly', schedule_data: JSON.stringify(weekly) },
      ],
    });
    const fromExport = parse({ schedule: [weekly] });
    expect(fromRow.data?.schedule).toEqual(fromExport.data?.schedule);
    expect(fromRow.data?.schedule?.[0]?.days['1']).toEqual([
      { id: 'p', label: 'Period 1', start: '08:00', end: '09:00', classId: null },
    ]);
  });

  it.each([
    [
      "the original product's row (JSON text)",
      (data: object) => ({ schedule_data: JSON.stringify(data) }),
      [0, 1, 2, 3, 4, 5, 6],
    ],
    [
      "the original product's row (an object)",
      (data: object) => ({ schedule_data: data }),
      [0, 1, 2, 3, 4, 5, 6],
    ],
    ['our own export without school days', (data: object) => data, [1, 2, 3, 4, 5]],
  ])('read a rotation from %s as counting %j', (_, row, weekdays) => {
    const rotation = {
      type: 'rotating',
      numDays: 2,
      dayNamingStyle: 'letters',
      periodNamingStyle: 'numbers',
      dayLabels: { '1': 'A Day', '2': 'B Day' },
      days: {},
      startDate: '2025-09-01',
    };
    expect(parse({ schedule: [row(rotation)] }).data?.schedule?.[0]).toMatchObject({
      schoolWeekdays: weekdays,
      holidays: [],
    });
  });

  it('keep the school days a rotation in the original row already names', () => {
    const rotation = {
      type: 'rotating',
      numDays: 2,
      dayNamingStyle: 'letters',
      periodNamingStyle: 'numbers',
      dayLabels: {},
      days: {},
      startDate: '2025-09-01',
      schoolWeekdays: [1, 3, 5],
    };
    const row = { schedule_data: JSON.stringify(rotation) };
    expect(parse({ schedule: [row] }).data?.schedule?.[0]).toMatchObject({
      schoolWeekdays: [1, 3, 5],
    });
  });

  it('refuse more than one schedule, and schedule data that is not JSON', () => {
    const weekly = { type: 'weekly', days: {} };
    expect(parse({ schedule: [weekly, weekly] }).error?.issues[0]?.path).toEqual(['schedule']);
    expect(parse({ schedule: [{ schedule_data: '{' }] }).success).toBe(false);
  });

  it('name the row and field that is wrong', () => {
    const result = parse({
      events: [],
      assignments: [{ title: 'A' }, { title: '', category: 'Exam' }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['assignments', 1, 'title']);
  });

  it('read events by either spelling and keep their creation time', () => {
    const result = parse({
      classes: [],
      events: [
        {
          id: 'e',
          title: 'Fair',
          event_date: '2026-12-04T17:00:00-05:00',
          created_at: '2026-11-01T00:00:00Z',
        },
        { title: 'Concert', eventDate: null },
        {
          title: 'Play',
          event_date: '2026-12-05T19:00:00-05:00',
          end_date: '2026-12-05T21:00:00-05:00',
          all_day: false,
          location: 'Hall',
        },
      ],
    });
    // Rows from before times existed come back all-day, without end or location.
    const untimed = { endDate: null, allDay: true };
    expect(result.data?.events).toEqual([
      {
        title: 'Fair',
        eventDate: '2026-12-04T22:00:00.000Z',
        createdAt: '2026-11-01T00:00:00.000Z',
        ...untimed,
      },
      { title: 'Concert', eventDate: null, ...untimed },
      {
        title: 'Play',
        eventDate: '2026-12-06T00:00:00.000Z',
        endDate: '2026-12-06T02:00:00.000Z',
        allDay: false,
        location: 'Hall',
      },
    ]);
  });
});

describe('focus sessions in backup files', () => {
  it('read them by either spelling; files without them still restore', () => {
    const result = parse({
      classes: [],
      focusSessions: [
        {
          started_at: '2026-11-17T10:00:00-05:00',
          ended_at: '2026-11-17T10:25:00-05:00',
          minutes: 25,
          assignmentId: 'a-gone',
        },
      ],
    });
    expect(result.data?.focusSessions).toEqual([
      { startedAt: '2026-11-17T15:00:00.000Z', endedAt: '2026-11-17T15:25:00.000Z', minutes: 25 },
    ]);
    expect(parse({ classes: [] }).data?.focusSessions).toBeUndefined();
  });

  it.each([
    ['an end before the start', { endedAt: '2026-11-17T14:00:00Z' }, 'endedAt'],
    ['fewer minutes than the options', { minutes: 5 }, 'minutes'],
    ['an end sooner than its minutes', { endedAt: '2026-11-17T15:10:00Z' }, 'endedAt'],
  ])('refuse %s and name the field', (_case, change, field) => {
    const session = {
      startedAt: '2026-11-17T15:00:00Z',
      endedAt: '2026-11-17T15:25:00Z',
      minutes: 25,
      ...change,
    };
    const result = parse({ classes: [], focusSessions: [session] });
    expect(result.error?.issues[0]?.path).toEqual(['focusSessions', 0, field]);
  });
});

describe('backup files read strictly', () => {
  it.each([
    ['a 30 February', { assignments: [{ title: 'A', due_date: '2026-02-30T10:00:00Z' }] }],
    ['the year 0', { assignments: [{ title: 'A', dueDate: '0' }] }],
    [
      'a time without an offset',
      { events: [], assignments: [{ title: 'A', dueDate: '2026-11-22T10:00:00' }] },
    ],
    ['the year 0000', { assignments: [{ title: 'A', dueDate: '0000-01-01T00:00:00Z' }] }],
  ])('refuse %s and name the field', (_case, file) => {
    expect(parse(file).error?.issues[0]?.path).toEqual(['assignments', 0, 'dueDate']);
  });

  it('refuse an event date that does not exist', () => {
    const result = parse({
      classes: [],
      events: [{ title: 'Fair', event_date: '2026-04-31 10:00:00+00' }],
    });
    expect(result.error?.issues[0]?.path).toEqual(['events', 0, 'eventDate']);
  });

  it('refuse lone surrogates instead of storing U+FFFD', () => {
    const result = parse({ classes: [{ name: 'Math', teacher: 'Mr \uD800' }] });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['classes', 0, 'teacher'],
      message: 'Must not contain unpaired surrogate characters',
    });
  });

  it('guard JSON held in schedule_data text like a request body', () => {
    const weekly = JSON.stringify({
      type: 'weekly',
      days: { '1': [{ id: 'p', label: 'A\u0000', start: '8:00 AM', end: '9:00 AM' }] },
    });
    const result = parse({ schedule: [{ schedule_data: weekly }] });
    expect(result.error?.issues[0]?.path).toEqual([
      'schedule',
      0,
      'schedule_data',
      'days',
      '1',
      0,
      'label',
    ]);
    let deep = '"x"';
    for (let level = 0; level < 40; level += 1) deep = `{"a":${deep}}`;
    const tooDeep = parse({ schedule: [{ scheduleData: deep }] });
    expect(tooDeep.error?.issues[0]?.message).toBe('Nested more than 32 levels deep');
  });

  it('refuse more than 5,000 rows of a table before reading any of them', () => {
    const assignments = Array.from({ length: 5001 }, () => ({ title: '' }));
    const started = Date.now();
    const result = parse({ assignments });
    expect(Date.now() - started).toBeLessThan(50);
    expect(result.error?.issues).toHaveLength(1);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['assignments'],
      message: 'At most 5000 rows',
    });
  });
});

describe('schedule_data text', () => {
  it.each([
    ['300,000 characters', `"${'x'.repeat(300_000)}"`, 'Must be at most 262144 characters'],
    [
      '100,000 lists deep',
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
      'Nested more than 32 levels deep',
    ],
    ['50,000 values', `[${'0,'.repeat(50_000)}0]`, 'Holds more than 10000 values'],
  ])('is refused unparsed when it holds %s', (_case, text, message) => {
    const started = Date.now();
    const result = parse({ schedule: [{ schedule_data: text }] });
    expect(Date.now() - started).toBeLessThan(50);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['schedule', 0, 'schedule_data'],
      message,
    });
  });
});
