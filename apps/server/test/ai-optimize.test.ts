import { randomUUID } from 'node:crypto';
import type { AiOptimizeResult, Assignment, BackupFile } from '@assignd/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restore } from './backup-helpers';
import { createTestApp, type TestApp } from './helpers';
import { bodyOf, expectFieldError, student, type Student } from './planner-helpers';
import { proStudent } from './study-helpers';

// Tuesday 2026-11-24, 10:00 in New York; the server itself runs in UTC.
const NOW = new Date('2026-11-24T15:00:00Z');
const route = '/api/ai/optimize';
const NOTHING = {
  error: 'No assignments to optimize. Please add some assignments first.',
  field: 'assignments',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING_PROVIDER: 'local' }, { clock: () => NOW });
});
afterAll(() => t.close());

async function newAssignment(who: Student, fields: Record<string, unknown>): Promise<Assignment> {
  return bodyOf<Assignment>(await who.browser.post('/api/assignments', fields));
}

/** Each block as 'date start-end title', in plan order. */
function blocksOf(plan: AiOptimizeResult): string[] {
  return plan.days.flatMap((day) =>
    day.blocks.map((block) => `${day.date} ${block.start}-${block.end} ${block.title}`),
  );
}

describe('POST /api/ai/optimize', () => {
  it("plans the student's open assignments around their class periods, in their time zone", async () => {
    const maya = await proStudent(t);
    // Friday 09:00 in New York.
    const test = await newAssignment(maya, {
      title: 'Biology test',
      category: 'Test',
      dueDate: '2026-11-27T14:00:00Z',
    });
    const done = await newAssignment(maya, {
      title: 'Old worksheet',
      category: 'Homework',
      dueDate: '2026-11-25T14:00:00Z',
    });
    await maya.browser.send('PATCH', `/api/assignments/${done.id}`, { completed: true });
    // Tuesdays the last period runs to 15:30; Wednesdays a club meets 15:00-16:00.
    const saved = await maya.browser.send('PUT', '/api/schedule', {
      type: 'weekly',
      days: {
        '0': [],
        '1': [],
        '2': [{ id: 'p7', label: 'Period 7', start: '14:40', end: '15:30', classId: null }],
        '3': [],
        '4': [],
        '5': [],
        '6': [],
      },
    });
    expect(saved.status).toBe(200);
    await maya.browser.post('/api/classes', {
      name: 'Robotics club',
      startTime: '15:00',
      endTime: '16:00',
      daysOfWeek: [3],
    });

    const plan = bodyOf<AiOptimizeResult>(
      await maya.browser.post(route, { timeZone: 'America/New_York' }),
      200,
    );

    expect(blocksOf(plan)).toEqual([
      '2026-11-24 15:30-16:30 Biology test',
      '2026-11-25 16:00-17:00 Biology test',
      // No class periods on Thursday: a day off, planned with day-off hours from 10:00.
      '2026-11-26 10:00-11:00 Biology test',
    ]);
    expect(plan.days[0]?.blocks[0]).toMatchObject({
      assignmentId: test.id,
      minutes: 60,
      reason: 'Due Friday: 1 of 3 blocks for this test',
    });
    expect(plan.unscheduled).toEqual([]);
    expect(plan.leftOut).toBe(0);
    expect(plan.summary).toBe('3 study blocks (3 h) for 1 assignment over 3 days.');
  });

  it('plans only the ids sent that are the student’s own, and says what did not fit', async () => {
    const maya = await proStudent(t);
    const other = await proStudent(t);
    const essay = await newAssignment(maya, {
      title: 'Essay',
      category: 'Project',
      dueDate: '2027-02-01T14:00:00Z',
    });
    const quiz = await newAssignment(maya, { title: 'Quiz', category: 'Quiz' });
    const theirs = await newAssignment(other, {
      title: 'Their test',
      category: 'Test',
      dueDate: '2026-11-26T14:00:00Z',
    });

    // The client sends its assignments as it shows them: only the ids count.
    const plan = bodyOf<AiOptimizeResult>(
      await maya.browser.post(route, {
        assignments: [
          { ...essay, title: 'Renamed on the client' },
          { id: theirs.id, title: theirs.title, category: 'Test', completed: false },
          { id: 'not-a-uuid' },
        ],
      }),
      200,
    );

    expect(plan.days).toEqual([]);
    expect(plan.unscheduled).toEqual([
      {
        assignmentId: essay.id,
        title: 'Essay',
        reason: 'Due Mon, Feb 1: after the 14 days this plan covers',
      },
    ]);
    const planned = JSON.stringify(plan);
    expect(planned).not.toContain(theirs.id);
    expect(planned).not.toContain(quiz.id);
  });

  it('says how many open assignments beyond the 200 a plan covers were left out', async () => {
    const maya = await proStudent(t);
    const file = bodyOf<BackupFile>(await maya.browser.get('/api/backup'), 200);
    const stamp = NOW.toISOString();
    const tasks = Array.from({ length: 205 }, (_, index) => ({
      id: randomUUID(),
      title: `Task ${String(index + 1).padStart(3, '0')}`,
      description: null,
      dueDate: null,
      classId: null,
      category: 'Other' as const,
      completed: false,
      notes: null,
      createdAt: stamp,
      updatedAt: stamp,
    }));
    expect((await restore(maya, { ...file, assignments: tasks })).status).toBe(200);

    const plan = bodyOf<AiOptimizeResult>(await maya.browser.post(route, {}), 200);

    expect(plan.leftOut).toBe(5);
    expect(plan.summary).toMatch(/ 5 more assignments left out: a plan covers at most 200\.$/);
    // Undated work is planned by title: the last five are the ones left out.
    const planned = JSON.stringify(plan);
    expect(planned).toContain('Task 200');
    expect(planned).not.toContain('Task 201');
  });

  it('refuses when nothing open is left to plan', async () => {
    const maya = await proStudent(t);
    expect((await maya.browser.post(route, {})).body).toEqual(NOTHING);
    const other = await proStudent(t);
    const theirs = await newAssignment(other, { title: 'Their quiz', category: 'Quiz' });
    const reply = await maya.browser.post(route, { assignments: [{ id: theirs.id }] });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(NOTHING);
    const done = await newAssignment(maya, { title: 'Done', category: 'Quiz' });
    await maya.browser.send('PATCH', `/api/assignments/${done.id}`, { completed: true });
    expect((await maya.browser.post(route, { assignments: [{ id: done.id }] })).body).toEqual(
      NOTHING,
    );
  });

  it('tells a free student the AI tools need Pro, before reading the body', async () => {
    const free = await student(t);
    await newAssignment(free, { title: 'Essay', category: 'Project' });
    for (const body of [{}, { assignments: 'all' }]) {
      const reply = await free.browser.post(route, body);
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ error: 'Upgrade to Pro to unlock AI study tools!' });
    }
  });

  it('bounds the list, the fields and the time zone, naming the field', async () => {
    const maya = await proStudent(t);
    const many = Array.from({ length: 201 }, (_, index) => ({ id: String(index) }));
    expectFieldError(
      await maya.browser.post(route, { assignments: many }),
      'assignments',
      'At most 200 assignments',
    );
    expectFieldError(
      await maya.browser.post(route, { assignments: [{ id: 'x'.repeat(65) }] }),
      'assignments.0.id',
    );
    expectFieldError(await maya.browser.post(route, { timeZone: 'Mars/Olympus_Mons' }), 'timeZone');
    expectFieldError(await maya.browser.post(route, { extra: 1 }), 'extra');
  });
});
