import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_FILTERS,
  countAssignments,
  dueBadge,
  dueBadgeText,
  dueUrgency,
  filterByCategory,
  groupAssignments,
  groupOfCategory,
  isOverdue,
  isUpcomingExam,
  matchesFilter,
  sortAssignments,
  type AssignmentFilter,
  type AssignmentLike,
  type DueBadge,
} from './assignments';
import type { AssignmentCategory } from './constants';

const NY = 'America/New_York';
const LA = 'America/Los_Angeles';
const AKL = 'Pacific/Auckland';
const LDN = 'Europe/London';

// Saturday 2026-11-21 12:00 UTC: 04:00 in Los Angeles, Sunday 01:00 in Auckland.
const NOW = new Date('2026-11-21T12:00:00Z');

function assignment(fields: Partial<AssignmentLike> = {}): AssignmentLike {
  return {
    title: 'Worksheet',
    dueDate: null,
    completed: false,
    category: 'Homework',
    createdAt: '2026-11-01T09:00:00Z',
    ...fields,
  };
}

describe('isOverdue', () => {
  it.each([
    ['due a millisecond ago', '2026-11-21T11:59:59.999Z', false, true],
    ['due exactly now', '2026-11-21T12:00:00Z', false, false],
    ['due later today', '2026-11-21T23:59:00Z', false, false],
    ['past but completed', '2026-11-20T23:59:00Z', true, false],
    ['undated', null, false, false],
    ['an unreadable date', 'next week', false, false],
  ])('%s -> %s', (_, dueDate, completed, expected) => {
    expect(isOverdue(assignment({ dueDate, completed }), NOW)).toBe(expected);
  });
});

describe('isUpcomingExam', () => {
  it.each([
    ['a Test due now', 'Test', '2026-11-21T12:00:00Z', false, 'UTC', true],
    ['a Quiz due in exactly 7 days', 'Quiz', '2026-11-28T12:00:00Z', false, 'UTC', true],
    ['a Quiz due 7 days and a minute away', 'Quiz', '2026-11-28T12:01:00Z', false, 'UTC', false],
    ['a Test that is already overdue', 'Test', '2026-11-21T11:59:00Z', false, 'UTC', false],
    ['a completed Test due tomorrow', 'Test', '2026-11-22T12:00:00Z', true, 'UTC', false],
    ['Homework due tomorrow', 'Homework', '2026-11-22T12:00:00Z', false, 'UTC', false],
    ['a Project due tomorrow', 'Project', '2026-11-22T12:00:00Z', false, 'UTC', false],
    ['an undated Quiz', 'Quiz', null, false, 'UTC', false],
  ] as const)('%s -> %s', (_, category, dueDate, completed, zone, expected) => {
    expect(isUpcomingExam(assignment({ category, dueDate, completed }), NOW, zone)).toBe(expected);
  });

  // A week on the wall clock is 167 hours over spring forward and 169 over fall back.
  it.each([
    ['noon a week later, 167 h away', '2026-03-05T17:00:00Z', '2026-03-12T16:00:00Z', true],
    ['12:30 a week later, 167.5 h away', '2026-03-05T17:00:00Z', '2026-03-12T16:30:00Z', false],
    ['noon a week later, 169 h away', '2026-10-29T16:00:00Z', '2026-11-05T17:00:00Z', true],
  ])('in New York: %s -> %s', (_, now, dueDate, expected) => {
    expect(isUpcomingExam(assignment({ category: 'Test', dueDate }), new Date(now), NY)).toBe(
      expected,
    );
  });
});

describe('dueBadge', () => {
  const inDays = (days: number): DueBadge => ({ kind: 'in-days', days });
  it.each([
    ['a millisecond ago', NOW, '2026-11-21T11:59:59.999Z', 'UTC', { kind: 'overdue' }],
    ['exactly now', NOW, '2026-11-21T12:00:00Z', 'UTC', { kind: 'today' }],
    ['23:59 today', NOW, '2026-11-21T23:59:00Z', 'UTC', { kind: 'today' }],
    ['midnight tonight', NOW, '2026-11-22T00:00:00Z', 'UTC', { kind: 'tomorrow' }],
    ['23:59 tomorrow', NOW, '2026-11-22T23:59:00Z', 'UTC', { kind: 'tomorrow' }],
    ['the day after tomorrow', NOW, '2026-11-23T00:00:00Z', 'UTC', inDays(2)],
    ['23:59 in exactly 7 days', NOW, '2026-11-28T23:59:00Z', 'UTC', inDays(7)],
    ['8 days away', NOW, '2026-11-29T00:00:00Z', 'UTC', null],
    ['undated', NOW, null, 'UTC', null],
    // The same instants read on other wall clocks.
    ['Sunday 23:59 in Auckland', NOW, '2026-11-22T10:59:00Z', AKL, { kind: 'today' }],
    ['that instant in UTC', NOW, '2026-11-22T10:59:00Z', 'UTC', { kind: 'tomorrow' }],
    ['Saturday 23:59 in Los Angeles', NOW, '2026-11-22T07:59:00Z', LA, { kind: 'today' }],
    ['Sunday 00:00 in Los Angeles', NOW, '2026-11-22T08:00:00Z', LA, { kind: 'tomorrow' }],
    // 22.5 hours after 00:30 on the 23-hour spring-forward day is already the next date.
    [
      'next midnight over spring forward',
      new Date('2026-03-08T05:30:00Z'),
      '2026-03-09T04:00:00Z',
      NY,
      { kind: 'tomorrow' },
    ],
    [
      '23:59 on the spring-forward day',
      new Date('2026-03-08T05:30:00Z'),
      '2026-03-09T03:59:00Z',
      NY,
      { kind: 'today' },
    ],
    // 24.5 hours after 00:30 on the 25-hour fall-back day is still the same date.
    [
      '23:59 on the fall-back day',
      new Date('2026-11-01T04:30:00Z'),
      '2026-11-02T04:59:00Z',
      NY,
      { kind: 'today' },
    ],
    [
      '24 h over London spring forward',
      new Date('2026-03-28T23:30:00Z'),
      '2026-03-29T23:30:00Z',
      LDN,
      inDays(2),
    ],
  ])('%s -> %o', (_, now, dueDate, zone, expected) => {
    expect(dueBadge(dueDate, now, zone)).toEqual(expected);
  });
});

describe('dueBadgeText', () => {
  it.each([
    [{ kind: 'overdue' }, 'Overdue'],
    [{ kind: 'today' }, 'Due Today'],
    [{ kind: 'tomorrow' }, 'Due Tomorrow'],
    [{ kind: 'in-days', days: 2 }, 'Due in 2 days'],
    [{ kind: 'in-days', days: 7 }, 'Due in 7 days'],
  ] satisfies [DueBadge, string][])('%o reads %s', (badge, text) => {
    expect(dueBadgeText(badge)).toBe(text);
  });
});

describe('dueUrgency', () => {
  it.each([
    ['overdue', NOW, '2026-11-20T12:00:00Z', 'UTC', 'overdue'],
    ['a minute ago', NOW, '2026-11-21T11:59:00Z', 'UTC', 'overdue'],
    ['later today', NOW, '2026-11-21T23:59:00Z', 'UTC', 'imminent'],
    ['23:59 tomorrow', NOW, '2026-11-22T23:59:00Z', 'UTC', 'imminent'],
    ['in 2 days', NOW, '2026-11-23T00:00:00Z', 'UTC', 'soon'],
    ['23:59 in 3 days', NOW, '2026-11-24T23:59:00Z', 'UTC', 'soon'],
    ['in 4 days', NOW, '2026-11-25T00:00:00Z', 'UTC', 'later'],
    ['in a month', NOW, '2026-12-21T12:00:00Z', 'UTC', 'later'],
    ['undated', NOW, null, 'UTC', 'later'],
    // Friday 22:00 in Los Angeles; due Sunday 01:00 there, which UTC would call tomorrow.
    ['two LA days ahead', new Date('2026-11-21T06:00:00Z'), '2026-11-22T09:00:00Z', LA, 'soon'],
    [
      'the same instants in UTC',
      new Date('2026-11-21T06:00:00Z'),
      '2026-11-22T09:00:00Z',
      'UTC',
      'imminent',
    ],
    // Saturday noon in New York; Sunday 23:30 there, the night the clocks go back, is tomorrow.
    [
      'across the autumn change in New York',
      new Date('2026-10-31T16:00:00Z'),
      '2026-11-02T04:30:00Z',
      NY,
      'imminent',
    ],
  ])('%s -> %s', (_, now, dueDate, zone, expected) => {
    expect(dueUrgency(dueDate, now, zone)).toBe(expected);
  });
});

describe('matchesFilter', () => {
  // Wednesday 2026-03-11 12:00 in New York, in the week of the spring-forward change.
  const wednesday = new Date('2026-03-11T16:00:00Z');
  it.each<[string, string | null, boolean, AssignmentFilter[]]>([
    ['23:59 today', '2026-03-12T03:59:00Z', false, ['all', 'today', 'this-week', 'upcoming']],
    [
      '09:00 today, missed',
      '2026-03-11T13:00:00Z',
      false,
      ['all', 'today', 'this-week', 'overdue'],
    ],
    [
      'midnight tomorrow',
      '2026-03-12T04:00:00Z',
      false,
      ['all', 'tomorrow', 'this-week', 'upcoming'],
    ],
    ['done, due tomorrow', '2026-03-12T16:00:00Z', true, ['all', 'tomorrow', 'this-week']],
    ['done, due yesterday', '2026-03-10T16:00:00Z', true, ['all', 'this-week']],
    [
      'Sunday 00:00 (EST), first instant of the week',
      '2026-03-08T05:00:00Z',
      false,
      ['all', 'this-week', 'overdue'],
    ],
    ['the Saturday before, 23:59', '2026-03-08T04:59:00Z', false, ['all', 'overdue']],
    [
      'Saturday 23:59 (EDT), end of the week',
      '2026-03-15T03:59:00Z',
      false,
      ['all', 'this-week', 'upcoming'],
    ],
    ['the next Sunday 00:00', '2026-03-15T04:00:00Z', false, ['all', 'upcoming']],
    ['undated', null, false, ['all']],
  ])('%s', (_, dueDate, completed, expected) => {
    const item = assignment({ dueDate, completed });
    expect(ASSIGNMENT_FILTERS.filter((f) => matchesFilter(item, f, wednesday, NY))).toEqual(
      expected,
    );
  });

  // At NOW it is Sunday 01:00 in Auckland, so a new week has begun there but not in UTC.
  it.each<[string, string, string, AssignmentFilter[]]>([
    ['Saturday 23:00 in Auckland', '2026-11-21T10:00:00Z', AKL, ['all', 'overdue']],
    [
      'that instant in UTC',
      '2026-11-21T10:00:00Z',
      'UTC',
      ['all', 'today', 'this-week', 'overdue'],
    ],
    [
      'Sunday 23:59 in Auckland',
      '2026-11-22T10:59:00Z',
      AKL,
      ['all', 'today', 'this-week', 'upcoming'],
    ],
    ['that instant in UTC', '2026-11-22T10:59:00Z', 'UTC', ['all', 'tomorrow', 'upcoming']],
  ])('%s (%s, %s)', (_, dueDate, zone, expected) => {
    const item = assignment({ dueDate });
    expect(ASSIGNMENT_FILTERS.filter((f) => matchesFilter(item, f, NOW, zone))).toEqual(expected);
  });
});

describe('sortAssignments', () => {
  const list: AssignmentLike[] = [
    assignment({
      title: 'biology lab',
      dueDate: '2026-11-25T10:00:00Z',
      createdAt: '2026-11-01T09:00:00Z',
    }),
    assignment({ title: 'Algebra worksheet', dueDate: null, createdAt: '2026-11-03T09:00:00Z' }),
    assignment({
      title: 'chemistry quiz',
      dueDate: '2026-11-22T10:00:00Z',
      createdAt: '2026-11-02T09:00:00Z',
    }),
    assignment({
      title: 'Algebra Worksheet',
      dueDate: '2026-11-20T10:00:00Z',
      createdAt: '2026-11-04T09:00:00Z',
    }),
    assignment({
      title: 'Essay',
      dueDate: '2026-11-22T10:00:00Z',
      createdAt: '2026-10-30T09:00:00Z',
    }),
  ];
  it.each([
    // Ties on due date go by title; undated items go last.
    [
      'due-date',
      ['Algebra Worksheet', 'chemistry quiz', 'Essay', 'biology lab', 'Algebra worksheet'],
    ],
    [
      'created',
      ['Algebra Worksheet', 'Algebra worksheet', 'chemistry quiz', 'biology lab', 'Essay'],
    ],
    // Case does not matter; titles equal but for case go by due date, the dated one first.
    [
      'alphabetical',
      ['Algebra Worksheet', 'Algebra worksheet', 'biology lab', 'chemistry quiz', 'Essay'],
    ],
  ] as const)('by %s', (sort, titles) => {
    expect(sortAssignments(list, sort).map((a) => a.title)).toEqual(titles);
  });

  it('returns a new array and leaves the input order alone', () => {
    const before = list.map((a) => a.title);
    expect(sortAssignments(list, 'due-date')).not.toBe(list);
    expect(list.map((a) => a.title)).toEqual(before);
  });
});

describe('groups', () => {
  it.each([
    ['Homework', 'Homework'],
    ['Test', 'Exams & Quizzes'],
    ['Quiz', 'Exams & Quizzes'],
    ['Reading', 'Other'],
    ['Project', 'Other'],
    ['Other', 'Other'],
  ] as const)('%s belongs to %s', (category, group) => {
    expect(groupOfCategory(category)).toBe(group);
  });

  it('groups a list keeping its order', () => {
    const titled = (title: string, category: AssignmentCategory) => assignment({ title, category });
    const groups = groupAssignments([
      titled('Read ch. 3', 'Reading'),
      titled('Unit test', 'Test'),
      titled('Problems 1-10', 'Homework'),
      titled('Vocab quiz', 'Quiz'),
      titled('Poster', 'Project'),
    ]);
    expect({
      Homework: groups.Homework.map((a) => a.title),
      'Exams & Quizzes': groups['Exams & Quizzes'].map((a) => a.title),
      Other: groups.Other.map((a) => a.title),
    }).toEqual({
      Homework: ['Problems 1-10'],
      'Exams & Quizzes': ['Unit test', 'Vocab quiz'],
      Other: ['Read ch. 3', 'Poster'],
    });
  });

  it('has every group even when empty', () => {
    expect(groupAssignments([])).toEqual({ Homework: [], 'Exams & Quizzes': [], Other: [] });
  });
});

describe('countAssignments', () => {
  it.each([
    ['an empty list', [], { total: 0, completed: 0, pending: 0, overdue: 0, upcomingExams: 0 }],
    [
      'a mixed list',
      [
        assignment({ dueDate: '2026-11-20T12:00:00Z' }),
        assignment({ dueDate: '2026-11-20T12:00:00Z', completed: true }),
        assignment({ category: 'Test', dueDate: '2026-11-23T12:00:00Z' }),
        assignment({ category: 'Quiz', dueDate: '2026-11-19T12:00:00Z' }),
        assignment({ category: 'Quiz', dueDate: '2026-11-24T12:00:00Z', completed: true }),
        assignment({ category: 'Test', dueDate: '2026-12-24T12:00:00Z' }),
        assignment(),
      ],
      { total: 7, completed: 2, pending: 5, overdue: 2, upcomingExams: 1 },
    ],
  ])('%s', (_, list, expected) => {
    expect(countAssignments(list, NOW, 'UTC')).toEqual(expected);
  });
});

describe('filterByCategory', () => {
  const list = [
    assignment({ title: 'Problems', category: 'Homework' }),
    assignment({ title: 'Essay', category: 'Homework', completed: true }),
    assignment({ title: 'Unit test', category: 'Test' }),
    assignment({ title: 'Old quiz', category: 'Quiz', completed: true }),
  ];
  it.each([
    ['All', false, ['Problems', 'Unit test']],
    ['All', true, ['Problems', 'Essay', 'Unit test', 'Old quiz']],
    ['Homework', false, ['Problems']],
    ['Homework', true, ['Problems', 'Essay']],
    ['Quiz', false, []],
    ['Quiz', true, ['Old quiz']],
    ['Reading', true, []],
  ] as const)('%s, completed shown: %s', (category, showCompleted, titles) => {
    expect(filterByCategory(list, category, showCompleted).map((a) => a.title)).toEqual(titles);
  });
});
