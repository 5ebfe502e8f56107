import type { AiBreakdownResult } from '@assignd/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { bodyOf, expectFieldError, student } from './planner-helpers';
import { proStudent } from './study-helpers';

// Tuesday 2026-11-24, 10:00 in New York; the server itself runs in UTC.
const NOW = new Date('2026-11-24T15:00:00Z');
const route = '/api/ai/breakdown';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING_PROVIDER: 'local' }, { clock: () => NOW });
});
afterAll(() => t.close());

describe('POST /api/ai/breakdown', () => {
  it("breaks a test into steps spread over the days left in the student's time zone", async () => {
    const maya = await proStudent(t);
    const result = bodyOf<AiBreakdownResult>(
      await maya.browser.post(route, {
        assignment: {
          title: 'Chemistry test',
          description: 'Covers chapter 4',
          category: 'Test',
          // Tuesday 2026-12-01 09:00 in New York.
          dueDate: '2026-12-01T14:00:00.000Z',
        },
        timeZone: 'America/New_York',
      }),
      200,
    );
    expect(result).toMatchObject({
      daysLeft: 7,
      // Minutes, as the spec gives them; the label is for people.
      totalEstimatedTime: 185,
      totalEstimatedLabel: '3 h 5 min',
      summary: 'Due in 7 days: the steps are spread from today to Monday.',
    });
    expect(result.breakdown[0]).toEqual({
      step: 1,
      title: 'Gather your material',
      description:
        'Collect notes, handouts, past homework and quizzes on chapter 4. Plan it for today.',
      estimatedTime: 20,
      estimatedLabel: '20 min',
      priority: 'medium',
      tips: [
        'Ask a classmate for any notes you missed.',
        'Write down which topics the test covers.',
      ],
    });
    expect(result.breakdown.map(({ title }) => title)).toEqual([
      'Gather your material',
      'Review your notes topic by topic',
      'Work practice questions',
      'Test yourself',
      'Final review the evening before',
    ]);
  });

  it('counts the days left in UTC when no time zone is sent', async () => {
    const maya = await proStudent(t);
    // 18:00 on Tuesday in UTC, 13:00 in New York: today in both.
    const assignment = {
      title: 'Bio lab report',
      category: 'Project',
      dueDate: '2026-11-24T18:00:00Z',
    };
    const result = bodyOf<AiBreakdownResult>(await maya.browser.post(route, { assignment }), 200);
    expect(result.daysLeft).toBe(0);
    expect(result.summary).toBe('Due today: only the essentials, starting now.');
    expect(result.breakdown.every(({ priority }) => priority === 'high')).toBe(true);
  });

  it('gives a plain plan without a due date, and says when one is overdue', async () => {
    const maya = await proStudent(t);
    const plain = bodyOf<AiBreakdownResult>(
      await maya.browser.post(route, {
        assignment: { title: 'Read ch. 5', description: null, category: 'Reading', dueDate: null },
      }),
      200,
    );
    expect(plain.daysLeft).toBeNull();
    expect(plain.breakdown.map(({ title }) => title)).toEqual([
      'Skim chapter 5',
      'Read chapter 5 and take notes',
      'Summarise',
    ]);
    const late = bodyOf<AiBreakdownResult>(
      await maya.browser.post(route, {
        assignment: { title: 'Worksheet', category: 'Homework', dueDate: '2026-11-20T04:59:00Z' },
        timeZone: 'America/New_York',
      }),
      200,
    );
    expect(late.summary).toBe(
      'This assignment is overdue by 5 days: do the essentials now and check with your teacher.',
    );
  });

  it('tells a free student the AI tools need Pro, before reading the body', async () => {
    const free = await student(t);
    for (const body of [
      { assignment: { title: 'Essay', category: 'Project' } },
      { nothing: true },
    ]) {
      const reply = await free.browser.post(route, body);
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ error: 'Upgrade to Pro to unlock AI study tools!' });
    }
  });

  it('refuses a blank title and other bad fields, naming the field', async () => {
    const maya = await proStudent(t);
    const post = (assignment: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
      maya.browser.post(route, {
        assignment: { title: 'Essay', category: 'Project', ...assignment },
        ...extra,
      });
    expectFieldError(await post({ title: '  ' }), 'assignment.title', 'Please enter a title');
    expectFieldError(
      await post({ title: 'x'.repeat(201) }),
      'assignment.title',
      'Must be at most 200 characters',
    );
    expectFieldError(
      await post({ description: 'x'.repeat(5001) }),
      'assignment.description',
      'Must be at most 5000 characters',
    );
    expectFieldError(await post({ category: 'Chores' }), 'assignment.category');
    expectFieldError(await post({ dueDate: 'next Friday' }), 'assignment.dueDate');
    expectFieldError(await post({ extra: 1 }), 'assignment.extra');
    expectFieldError(await post({}, { timeZone: 'Mars/Olympus_Mons' }), 'timeZone');
    expectFieldError(await maya.browser.post(route, {}), 'assignment');
  });
});
