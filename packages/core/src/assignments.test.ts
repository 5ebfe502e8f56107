import { describe, expect, it } from 'vitest';
import {
  dueBadge,
  dueBadgeText,
  dueUrgency,
  isOverdue,
  isUpcomingExam,
  type DueBadge,
} from './assignments';
import { assignment, NOW } from './assignments-test-rows';
import { AKL, LA, LDN, NY } from './test-zones';

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
