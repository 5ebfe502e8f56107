import { describe, expect, it } from 'vitest';
import { backupExportSchema } from './backup-answers';
import { realtimeMessageSchema, realtimeRowSchemas } from './realtime';
import {
  assignmentSchema,
  errorSchema,
  listAnswerSchema,
  noContentSchema,
  savedScheduleSchema,
  scheduleAnswerSchema,
  schoolClassSchema,
  subscriptionStatusSchema,
} from './responses';

// Shaped as the server's mappers (planner-mappers.ts) answer.
const at = '2026-11-22T07:59:00.000Z';
const assignment = {
  id: '6f1c2b9e-0b7a-4c1e-9a55-0d3c1b2a0001',
  title: 'Lab report',
  description: null,
  dueDate: at,
  classId: null,
  category: 'Homework',
  completed: false,
  notes: null,
  pointsEarned: 17.5,
  pointsPossible: 20,
  gradeCategoryId: null,
  excused: false,
  createdAt: at,
  updatedAt: at,
};
const schoolClass = {
  id: '6f1c2b9e-0b7a-4c1e-9a55-0d3c1b2a0002',
  name: 'Biology',
  color: '#10b981',
  icon: 'Book',
  room: null,
  teacher: 'Ms. Rivera',
  startTime: '08:00',
  endTime: '08:50',
  daysOfWeek: [1, 3, 5],
  termId: null,
  credits: 1.5,
  level: 'honors',
  createdAt: at,
  updatedAt: at,
};
const weekly = {
  type: 'weekly',
  days: Object.fromEntries(
    ['0', '1', '2', '3', '4', '5', '6'].map((day) => [
      day,
      day === '1'
        ? [{ id: 'p1', label: 'Period 1', start: '8:00 AM', end: '8:50 AM', classId: null }]
        : [],
    ]),
  ),
};

describe('response schemas', () => {
  it('read the rows the server answers', () => {
    expect(assignmentSchema.parse(assignment)).toEqual(assignment);
    expect(schoolClassSchema.parse(schoolClass)).toEqual(schoolClass);
    expect(savedScheduleSchema.parse(weekly)).toEqual(weekly);
    expect(scheduleAnswerSchema.parse(null)).toBeNull();
    expect(noContentSchema.parse(null)).toBeNull();
  });

  it('read a list whole or as a page', () => {
    const list = listAnswerSchema(assignmentSchema);
    expect(list.parse([assignment])).toEqual([assignment]);
    expect(list.parse({ items: [assignment], nextCursor: null })).toEqual({
      items: [assignment],
      nextCursor: null,
    });
  });

  it('read a backup file and the error body', () => {
    const file = {
      assignments: [assignment],
      classes: [schoolClass],
      schedule: [weekly],
      events: [],
      focusSessions: [],
      gradeCategories: [],
      gradeScale: [],
      studySets: [],
      flashcards: [],
      terms: [],
      exportDate: at,
      version: '1.0',
    };
    expect(backupExportSchema.parse(file)).toEqual(file);
    expect(errorSchema.parse({ error: 'title: Please enter a title', field: 'title' })).toEqual({
      error: 'title: Please enter a title',
      field: 'title',
    });
  });

  it.each([
    ['a missing field', assignmentSchema, { ...assignment, notes: undefined }],
    ['an unknown category', assignmentSchema, { ...assignment, category: 'Essay' }],
    ['a date that is not an instant', assignmentSchema, { ...assignment, dueDate: '2026-11-22' }],
    [
      'an unknown tier',
      subscriptionStatusSchema,
      {
        subscribed: true,
        subscriptionTier: 'pro',
        subscriptionEnd: null,
        isCancelled: false,
      },
    ],
    ['a weekly schedule without every weekday', savedScheduleSchema, { type: 'weekly', days: {} }],
  ] as const)('refuse %s', (_case, schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});

describe('realtime messages', () => {
  it('read what the server sends', () => {
    for (const message of [
      { type: 'ready' },
      { type: 'refresh', origin: null },
      {
        type: 'change',
        table: 'assignments',
        op: 'insert',
        id: assignment.id,
        row: assignment,
        origin: 'tab-1',
      },
      { type: 'change', table: 'schedule', op: 'delete', id: 'user-1', row: null, origin: null },
    ]) {
      expect(realtimeMessageSchema.parse(message)).toEqual(message);
    }
  });

  it('pair each table with the row its changes carry', () => {
    expect(realtimeRowSchemas.classes.parse(schoolClass)).toEqual(schoolClass);
    expect(realtimeRowSchemas.schedule.parse(weekly)).toEqual(weekly);
    expect(Object.keys(realtimeRowSchemas)).toEqual([
      'assignments',
      'classes',
      'events',
      'focus_sessions',
      'grade_categories',
      'grade_scales',
      'profiles',
      'schedule',
      'study_sets',
      'flashcards',
      'terms',
    ]);
  });

  it.each([
    { type: 'change', table: 'no_such_table', op: 'insert', id: 'x', row: null },
    { type: 'change', table: 'classes', op: 'upsert', id: 'x', row: null },
    { type: 'change', table: 'classes', op: 'delete', id: 7, row: null },
    { type: 'refresh', origin: 5 },
    { type: 'ping' },
  ])('refuse %j', (message) => {
    expect(realtimeMessageSchema.safeParse(message).success).toBe(false);
  });
});
