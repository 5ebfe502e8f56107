import { describe, expect, it } from 'vitest';
import {
  type AssignmentBreakdown,
  type BreakdownAssignment,
  breakDownAssignment,
} from './assignment-breakdown';
import { dueUrgency } from './assignments';
import { localDateTimeToInstant } from './calendar';

const ZONE = 'America/New_York';
// Tuesday 2026-11-24, 10:00 in New York; the tests run in UTC, like the server.
const NOW = new Date('2026-11-24T15:00:00Z');
const context = { now: NOW, timeZone: ZONE };

const inNewYork = (date: string, time = '23:59') =>
  localDateTimeToInstant(date, time, ZONE).toISOString();

const titles = (result: AssignmentBreakdown) => result.breakdown.map(({ title }) => title);
const priorities = (result: AssignmentBreakdown) =>
  result.breakdown.map(({ priority }) => priority);

describe('breakDownAssignment: steps from the category and the words', () => {
  const cases: readonly {
    name: string;
    assignment: BreakdownAssignment;
    titles: readonly string[];
  }[] = [
    {
      name: 'a test: gather, review by topic, practise, self-test, final review the evening before',
      assignment: {
        title: 'Chemistry test',
        category: 'Test',
        dueDate: inNewYork('2026-12-01', '09:00'),
      },
      titles: [
        'Gather your material',
        'Review your notes topic by topic',
        'Work practice questions',
        'Test yourself',
        'Final review the evening before',
      ],
    },
    {
      name: 'a project: research, outline, draft, revise, final check',
      assignment: { title: 'Science fair project', category: 'Project', dueDate: null },
      titles: [
        'Research',
        'Make an outline',
        'Write the first draft',
        'Revise',
        'Final check and submit',
      ],
    },
    {
      name: 'an essay, whatever its category',
      assignment: { title: 'History essay', category: 'Homework', dueDate: null },
      titles: [
        'Research and gather sources',
        'Write a thesis and outline',
        'Write the first draft',
        'Revise',
        'Proofread and submit',
      ],
    },
    {
      name: 'a lab report',
      assignment: { title: 'Bio lab report', category: 'Project', dueDate: null },
      titles: [
        'Gather your data and lab notes',
        'Make tables and graphs',
        'Write methods and results',
        'Write introduction, discussion and conclusion',
        'Check and submit',
      ],
    },
    {
      name: 'a presentation named in the description',
      assignment: {
        title: 'Civil war project',
        description: 'Group presentation, 10 minutes',
        category: 'Project',
        dueDate: null,
      },
      titles: [
        'Research the topic',
        'Outline the talk',
        'Make the slides',
        'Rehearse out loud',
        'Final check',
      ],
    },
    {
      name: 'a reading names its chapter',
      assignment: { title: 'Read ch. 5', category: 'Reading', dueDate: null },
      titles: ['Skim chapter 5', 'Read chapter 5 and take notes', 'Summarise'],
    },
    {
      name: 'several chapters',
      assignment: { title: 'Chapters 3 - 4', category: 'Reading', dueDate: null },
      titles: ['Skim chapters 3-4', 'Read chapters 3-4 and take notes', 'Summarise'],
    },
    {
      name: 'homework: read the task, do it in parts, check',
      assignment: { title: 'Math worksheet', category: 'Homework', dueDate: null },
      titles: ['Read the instructions', 'Do it in parts', 'Check your work'],
    },
    {
      name: 'a quiz on a presentation is still studied for',
      assignment: { title: 'Quiz on the presentation', category: 'Quiz', dueDate: null },
      titles: [
        'Gather your material',
        'Review your notes topic by topic',
        'Work practice questions',
        'Test yourself',
        'Final review the evening before',
      ],
    },
    {
      name: 'anything else',
      assignment: { title: 'Permission slip', category: 'Other', dueDate: null },
      titles: ['Understand the task', 'Do the work', 'Check and finish'],
    },
  ];

  it.each(cases)('$name', ({ assignment, titles: expected }) => {
    const result = breakDownAssignment(assignment, context);
    expect(titles(result)).toEqual(expected);
    expect(result.breakdown.map(({ step }) => step)).toEqual(expected.map((_, index) => index + 1));
    for (const step of result.breakdown) expect(step.tips.length).toBeGreaterThan(0);
  });

  it('names the chapter in the descriptions of a test', () => {
    const result = breakDownAssignment(
      { title: 'Quiz', description: 'covers chapter 7', category: 'Quiz', dueDate: null },
      context,
    );
    expect(result.breakdown[0]?.description).toBe(
      'Collect notes, handouts, past homework and quizzes on chapter 7.',
    );
  });
});

describe('breakDownAssignment: sized to the days left', () => {
  it('spreads a test over the days before it, the final review on the evening before', () => {
    const result = breakDownAssignment(
      { title: 'Chemistry test', category: 'Test', dueDate: inNewYork('2026-12-01', '09:00') },
      context,
    );
    expect(result.daysLeft).toBe(7);
    expect(
      result.breakdown.map(({ description }) => description.split('. Plan it for ')[1]),
    ).toEqual(['today.', 'tomorrow.', 'Friday.', 'Saturday.', 'Monday.']);
    expect(result.summary).toBe('Due in 7 days: the steps are spread from today to Monday.');
    expect(result.breakdown.map(({ estimatedTime }) => estimatedTime)).toEqual([
      20, 60, 45, 30, 30,
    ]);
    expect(result.breakdown.map(({ estimatedLabel }) => estimatedLabel)).toEqual([
      '20 min',
      '1 h',
      '45 min',
      '30 min',
      '30 min',
    ]);
    expect(result).toMatchObject({ totalEstimatedTime: 185, totalEstimatedLabel: '3 h 5 min' });
  });

  it('gives a final or midterm half as much time again, and a quiz about half', () => {
    const exam = breakDownAssignment({ title: 'Calc final exam', category: 'Test' }, context);
    const quiz = breakDownAssignment({ title: 'Vocab quiz', category: 'Quiz' }, context);
    expect(exam.totalEstimatedLabel).toBe('4 h 40 min');
    expect(quiz.totalEstimatedLabel).toBe('1 h 35 min');
  });

  it('keeps only the essential steps, all high priority, when due today or tomorrow', () => {
    for (const dueDate of [inNewYork('2026-11-24'), inNewYork('2026-11-25', '08:00')]) {
      const result = breakDownAssignment({ title: 'Bio test', category: 'Test', dueDate }, context);
      expect(result.breakdown.length).toBe(3);
      expect(priorities(result)).toEqual(['high', 'high', 'high']);
    }
    const today = breakDownAssignment(
      { title: 'Bio test', category: 'Test', dueDate: inNewYork('2026-11-24', '14:00') },
      context,
    );
    expect(titles(today)).toEqual([
      'Review your notes topic by topic',
      'Work practice questions',
      'Quick final review',
    ]);
    expect(today.summary).toBe('Due today: only the essentials, starting now.');
    expect(today.breakdown[0]?.description).toMatch(/ Do it today\.$/);
  });

  it('raises low priorities to medium within three days', () => {
    const reading = { title: 'Read chapter 2', category: 'Reading' } as const;
    expect(priorities(breakDownAssignment(reading, context))).toEqual(['low', 'high', 'medium']);
    const soon = breakDownAssignment({ ...reading, dueDate: inNewYork('2026-11-27') }, context);
    expect(priorities(soon)).toEqual(['medium', 'high', 'medium']);
  });

  it('says an overdue assignment is overdue and starts with the teacher', () => {
    const result = breakDownAssignment(
      { title: 'Math worksheet', category: 'Homework', dueDate: inNewYork('2026-11-22') },
      context,
    );
    expect(result.daysLeft).toBe(-2);
    expect(result.summary).toBe(
      'This assignment is overdue by 2 days: do the essentials now and check with your teacher.',
    );
    expect(titles(result)).toEqual([
      'Check with your teacher',
      'Read the instructions',
      'Do it in parts',
    ]);
    expect(priorities(result)).toEqual(['high', 'high', 'high']);
  });

  it.each([
    // Due 09:00 today, an hour ago: the list shows it overdue, and so does the breakdown.
    ['earlier today', inNewYork('2026-11-24', '09:00'), 'overdue', 0],
    ['later today', inNewYork('2026-11-24', '14:00'), 'imminent', 0],
    ['tomorrow morning', inNewYork('2026-11-25', '08:00'), 'imminent', 1],
    ['in three days', inNewYork('2026-11-27'), 'soon', 3],
    ['in four days', inNewYork('2026-11-28'), 'later', 4],
  ] as const)('agrees with the planner’s urgency when due %s', (_, dueDate, urgency, daysLeft) => {
    expect(dueUrgency(dueDate, NOW, ZONE)).toBe(urgency);
    const result = breakDownAssignment(
      { title: 'Worksheet', category: 'Homework', dueDate },
      context,
    );
    expect(result.daysLeft).toBe(daysLeft);
    expect(titles(result)[0] === 'Check with your teacher').toBe(urgency === 'overdue');
    expect(priorities(result).every((priority) => priority === 'high')).toBe(
      urgency === 'overdue' || urgency === 'imminent',
    );
  });

  it('says an assignment due earlier today is overdue', () => {
    const result = breakDownAssignment(
      { title: 'Math worksheet', category: 'Homework', dueDate: inNewYork('2026-11-24', '09:00') },
      context,
    );
    expect(result.summary).toBe(
      'This assignment is overdue since earlier today: do the essentials now and check with your teacher.',
    );
  });

  it('gives a plain plan without a due date', () => {
    const result = breakDownAssignment({ title: 'Essay', category: 'Project' }, context);
    expect(result.daysLeft).toBeNull();
    expect(result.summary).toBe('No due date: work through the steps in order.');
    expect(result.breakdown[0]?.description).not.toMatch(/Plan it for|Do it/);
  });

  it('starts a plan due far away two weeks before its last step, with dates', () => {
    const result = breakDownAssignment(
      { title: 'Term paper', category: 'Project', dueDate: inNewYork('2027-01-29') },
      context,
    );
    expect(result.daysLeft).toBe(66);
    expect(result.breakdown[0]?.description).toMatch(/Plan it for Thu, Jan 14\.$/);
    expect(result.summary).toBe(
      'Due in 66 days: the steps are spread from Thu, Jan 14 to Thu, Jan 28.',
    );
  });

  it("counts days on the student's calendar, not the server's", () => {
    // 22:00 on Monday in New York is already Tuesday in UTC; due Tuesday 18:00 New York time.
    const late = new Date('2026-11-24T03:00:00Z');
    const assignment = {
      title: 'Essay',
      category: 'Project',
      dueDate: inNewYork('2026-11-24', '18:00'),
    } as const;
    expect(breakDownAssignment(assignment, { now: late, timeZone: ZONE }).daysLeft).toBe(1);
    expect(breakDownAssignment(assignment, { now: late, timeZone: 'UTC' }).daysLeft).toBe(0);
  });

  it('counts calendar days across the spring DST change', () => {
    // Saturday 2026-03-07 00:30 EST; due Monday 00:15 EDT: 46 hours away, yet two days.
    const now = new Date('2026-03-07T05:30:00Z');
    const result = breakDownAssignment(
      { title: 'Spanish test', category: 'Test', dueDate: inNewYork('2026-03-09', '00:15') },
      { now, timeZone: ZONE },
    );
    expect(result.daysLeft).toBe(2);
    expect(result.breakdown.at(-1)?.description).toMatch(/Plan it for tomorrow\.$/);
  });

  it('is deterministic', () => {
    const assignment = {
      title: 'Lab report',
      category: 'Project',
      dueDate: inNewYork('2026-12-03'),
    } as const;
    expect(breakDownAssignment(assignment, context)).toEqual(
      breakDownAssignment(assignment, context),
    );
  });
});
