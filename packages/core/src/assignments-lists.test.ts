import { describe, expect, it } from 'vitest';
import {
  ASSIGNMENT_FILTERS,
  countAssignments,
  filterByCategory,
  groupAssignments,
  groupOfCategory,
  matchesFilter,
  sortAssignments,
  type AssignmentFilter,
  type AssignmentLike,
} from './assignments';
import type { AssignmentCategory } from './constants';
import { assignment, NOW } from './assignments-test-rows';
import { AKL, NY } from './test-zones';

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
