import type { Schedule } from '@assignd/core';
import { abRotation } from '@assignd/core/schedule-test-rows';
import type { Assignment, PlannerEvent, RestoreSummary, SchoolClass } from '@assignd/schemas';
import { expect } from 'vitest';
import type { TestApp } from './helpers';
import { bodyOf, student, type Student } from './planner-helpers';

/* What the backup tests (data-backup.test.ts, data-backup-files.test.ts) share. */

export interface Planner {
  assignments: Assignment[];
  classes: SchoolClass[];
  events: PlannerEvent[];
  schedule: Schedule | null;
}

export async function plannerOf(who: Student): Promise<Planner> {
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
export async function busyStudent(t: TestApp): Promise<Student> {
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
  await post('/api/events', {
    title: 'Field trip',
    eventDate: '2026-12-02T13:00:00Z',
    endDate: '2026-12-02T15:30:00Z',
    allDay: false,
    location: 'Science museum',
  });
  await post('/api/events', { title: 'Winter concert', description: 'Auditorium' });
  const schedule = await who.browser.send(
    'PUT',
    '/api/schedule',
    abRotation('2026-09-01', {
      days: {
        '1': [{ id: 'a1', label: 'Period 1', start: '8:00 AM', end: '8:50 AM', classId: math.id }],
        '2': [
          { id: 'b1', label: 'Period 1', start: '8:00 AM', end: '8:50 AM', classId: chemistry.id },
          { id: 'b2', label: 'Period 2', start: '9:00 AM', end: '9:50 AM', classId: null },
        ],
      },
    }),
  );
  expect(schedule.status).toBe(200);
  return who;
}

/** What a restore that adds nothing answers; a test spreads over it the counts it expects. */
export const NOTHING_RESTORED: RestoreSummary = {
  assignments: 0,
  classes: 0,
  events: 0,
  focusSessions: 0,
  gradeCategories: 0,
  gradeScale: false,
  schedule: false,
  studySets: 0,
  flashcards: 0,
  terms: 0,
};

export const restore = (who: Student, file: unknown) =>
  who.browser.post('/api/backup', typeof file === 'string' ? file : JSON.stringify(file));
