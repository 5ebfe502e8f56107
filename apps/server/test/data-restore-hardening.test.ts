import { QUOTAS, type RestoreSummary } from '@assignd/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers';
import {
  expectBackupRefused,
  expectRefused,
  measured,
  restore,
  rotating,
} from './input-hardening-helpers';
import { appWithStudent, bodyOf, student, type Student } from './planner-helpers';

let t: TestApp;
let maya: Student;
beforeAll(async () => {
  ({ t, maya } = await appWithStudent());
  bodyOf(await maya.browser.post('/api/assignments', { title: 'Already here' }));
  bodyOf(await maya.browser.send('PUT', '/api/schedule', rotating()), 200);
});
afterAll(() => t.close());

const essay = (overrides: Record<string, unknown> = {}) => ({
  title: 'Essay',
  due_date: '2026-11-22T07:59:00+00:00',
  ...overrides,
});

describe('a restore file with values the routes refuse', () => {
  it.each([
    [
      '30 February',
      { assignments: [essay(), essay({ due_date: '2026-02-30T10:00:00Z' })] },
      'assignments.1.dueDate',
    ],
    ['the date "0"', { assignments: [essay({ dueDate: '0' })] }, 'assignments.0.dueDate'],
    [
      'a time without an offset',
      { assignments: [essay({ due_date: '2026-11-22 10:00:00' })] },
      'assignments.0.dueDate',
    ],
    [
      'the year 0000',
      { classes: [], events: [{ title: 'Fair', event_date: '0000-01-01T00:00:00Z' }] },
      'events.0.eventDate',
    ],
    [
      'a lone surrogate',
      { classes: [{ name: 'Math', teacher: 'Mr \uD800' }] },
      'classes.0.teacher',
    ],
    [
      'NUL in a title',
      { assignments: [essay(), essay(), essay({ title: 'Ess\u0000ay' })] },
      'assignments.2.title',
    ],
    [
      'a prototype key',
      '{"assignments":[{"title":"A","__proto__":{"completed":true}}]}',
      'assignments.0.__proto__',
    ],
    [
      '1e308 in a list of days',
      '{"classes":[{"name":"Math","days_of_week":[1e308]}]}',
      'classes.0.days_of_week.0',
    ],
    [
      'nesting 5,000 deep',
      `{"assignments":[{"title":"A","notes":${'['.repeat(5000)}${']'.repeat(5000)}}]}`,
      'assignments.0',
    ],
    [
      'a lone surrogate in schedule_data text',
      { schedule: [{ schedule_data: JSON.stringify(rotating({ dayLabels: { '1': '\uD800' } })) }] },
      'schedule.0.schedule_data.dayLabels.1',
    ],
  ])('refuses %s, naming the field and writing nothing', async (_case, file, field) => {
    const { blockedMs } = await expectRefused(
      maya,
      () => restore(maya, file),
      expectBackupRefused(field),
    );
    expect(blockedMs).toBeLessThan(50);
  });
});

describe('restore files of absurd size', () => {
  it('refuses 5,001 rows of a table before reading any of them', async () => {
    const file = { assignments: Array.from({ length: 5001 }, () => essay({ title: '' })) };
    const { ms, blockedMs } = await expectRefused(
      maya,
      () => restore(maya, file),
      (reply) => {
        expect(reply.status).toBe(413);
        expect(reply.body).toEqual({
          error: 'This backup holds more than the 5,000 assignments an account can keep.',
          field: 'assignments',
        });
      },
    );
    expect(ms).toBeLessThan(1000);
    expect(blockedMs).toBeLessThan(50);
  });

  it.each([
    [
      'a million rows of a field backups do not have',
      `{"classes":[],"junk":[${'0,'.repeat(1e6)}0]}`,
      'junk',
    ],
    [
      'one row of 1.5 million values',
      `{"assignments":[{"title":"A","x":[${'0,'.repeat(1.5e6)}0]}]}`,
      'assignments.0',
    ],
    ['a root with 100,000 fields', `{"classes":[]${',"k":0'.repeat(1e5)}}`, undefined],
    [
      'a row of 3 million characters',
      `{"assignments":[{"title":"${'x'.repeat(3e6)}"}]}`,
      'assignments.0',
    ],
    [
      'an export date of 3 million characters',
      `{"classes":[],"exportDate":"${'x'.repeat(3e6)}"}`,
      undefined,
    ],
  ])('refuses %s without holding the event loop', async (_case, text, field) => {
    const { blockedMs } = await expectRefused(
      maya,
      () => restore(maya, text),
      (reply) => {
        expect(reply.status).toBe(400);
        expect(reply.body).toEqual({
          error: 'Invalid backup file format',
          ...(field ? { field } : {}),
        });
      },
    );
    expect(blockedMs).toBeLessThan(50);
  });

  it('restores a file at every quota without holding the event loop for 50 ms', async () => {
    const omar = await student(t);
    const at = '2026-11-22T07:59:00.000Z';
    const file = {
      classes: Array.from({ length: QUOTAS.classes.limit }, (_, i) => ({
        id: `c-${i}`,
        name: `Class ${i}`,
        teacher: 'Ms Rivera',
        room: `R${i}`,
        startTime: '08:00',
        endTime: '08:50',
        daysOfWeek: [1, 2, 3, 4, 5],
        createdAt: at,
      })),
      assignments: Array.from({ length: 5000 }, (_, i) => ({
        title: `Essay ${i}`,
        description: 'Read the chapter and write a page about it.',
        dueDate: at,
        classId: `c-${i % QUOTAS.classes.limit}`,
        category: 'Homework',
        completed: i % 2 === 0,
        notes: 'Bring notes',
        createdAt: at,
      })),
      events: Array.from({ length: 5000 }, (_, i) => ({ title: `Fair ${i}`, eventDate: at })),
      schedule: [rotating()],
      exportDate: at,
      version: '1.0',
    };
    const text = JSON.stringify(file);
    const { reply, ms, blockedMs, loopDelayMaxMs, gcMaxMs } = await measured(() =>
      restore(omar, text),
    );
    expect(bodyOf<RestoreSummary>(reply, 200)).toEqual({
      assignments: 5000,
      classes: QUOTAS.classes.limit,
      events: 5000,
      focusSessions: 0,
      gradeCategories: 0,
      gradeScale: false,
      schedule: true,
      studySets: 0,
      flashcards: 0,
      terms: 0,
    });
    const figures =
      `restore of 10,200 rows (${(text.length / 1e6).toFixed(1)} MB): ${Math.round(ms)} ms, ` +
      `event loop held at most ${blockedMs.toFixed(1)} ms ` +
      `(monitorEventLoopDelay max ${loopDelayMaxMs.toFixed(1)} ms, longest GC ${gcMaxMs.toFixed(1)} ms)`;
    expect(blockedMs, figures).toBeLessThan(50);
  });
});
