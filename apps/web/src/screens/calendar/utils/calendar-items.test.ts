import { calendarDay } from '@assignd/core';
import type { Assignment, PlannerEvent } from '@assignd/schemas';
import { describe, expect, it } from 'vitest';
import { itemsByDay, relativeDayText } from './calendar-items';

const ZONE = 'America/Los_Angeles';

function assignment(id: string, title: string, dueDate: string | null): Assignment {
  return {
    id,
    title,
    description: null,
    dueDate,
    classId: null,
    category: 'Homework',
    completed: false,
    notes: null,
    pointsEarned: null,
    pointsPossible: null,
    gradeCategoryId: null,
    excused: false,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
}

function event(id: string, title: string, eventDate: string | null, allDay = false): PlannerEvent {
  return {
    id,
    title,
    description: null,
    eventDate,
    endDate: null,
    allDay,
    location: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  };
}

describe('itemsByDay', () => {
  it('shows an event running past midnight on each day it touches, first among the timed', () => {
    // 9 PM Friday to 9 AM Saturday in Los Angeles.
    const sleepover = {
      ...event('e1', 'Sleepover', '2026-11-21T05:00:00.000Z'),
      endDate: '2026-11-21T17:00:00.000Z',
    };
    const days = itemsByDay(
      [assignment('a1', 'Reading', '2026-11-21T20:00:00.000Z')],
      [sleepover],
      ZONE,
    );
    const friday = calendarDay(new Date('2026-11-20T20:00:00.000Z'), ZONE);
    expect([...days.keys()].sort()).toEqual([friday, friday + 1]);
    expect(days.get(friday)?.map((item) => item.title)).toEqual(['Sleepover']);
    expect(days.get(friday + 1)?.map((item) => item.title)).toEqual(['Sleepover', 'Reading']);
  });

  it('puts items on the local day of their instant, in time order then by title', () => {
    const days = itemsByDay(
      [
        // 23:59 on Nov 21 in Los Angeles is already Nov 22 in UTC.
        assignment('a1', 'Essay', '2026-11-22T07:59:00.000Z'),
        assignment('a2', 'Lab report', '2026-11-21T17:00:00.000Z'),
        assignment('a3', 'No date', null),
      ],
      [
        event('e1', 'Assembly', '2026-11-22T07:59:00.000Z'),
        event('e2', 'Trip', null),
        // An all-day event goes first, whatever time its instant holds.
        event('e3', 'Spirit day', '2026-11-22T07:59:00.000Z', true),
      ],
      ZONE,
    );
    const nov21 = calendarDay(new Date('2026-11-21T12:00:00.000Z'), ZONE);
    expect([...days.keys()]).toEqual([nov21]);
    expect(days.get(nov21)?.map((item) => `${item.kind}:${item.title}`)).toEqual([
      'event:Spirit day',
      'assignment:Lab report',
      'event:Assembly',
      'assignment:Essay',
    ]);
  });

  it('skips unreadable dates', () => {
    expect(itemsByDay([assignment('a', 'x', 'not a date')], [], ZONE).size).toBe(0);
  });
});

describe('relativeDayText', () => {
  it.each([
    [0, 'Today'],
    [1, 'Tomorrow'],
    [-1, 'Yesterday'],
    [5, 'In 5 days'],
    [-3, '3 days ago'],
  ])('%i days is %s', (days, text) => {
    expect(relativeDayText(days)).toBe(text);
  });
});
