import type { DigestAssignment } from '@assignd/core';
import { describe, expect, it } from 'vitest';
import { digestPush } from './reminder-push';

const item = (title: string): DigestAssignment => ({
  id: title,
  title,
  dueDate: '2030-03-05T14:30:00.000Z',
  completed: false,
  category: 'Homework',
});

describe('digestPush', () => {
  it.each([
    [{ overdue: [item('a')], dueToday: [], dueTomorrow: [], upcomingTests: [] }, '1 overdue'],
    [
      {
        overdue: [],
        dueToday: [item('a'), item('b')],
        dueTomorrow: [item('c')],
        upcomingTests: [item('d'), item('e')],
      },
      '2 due today · 1 due tomorrow · 2 tests and quizzes this week',
    ],
    [
      { overdue: [], dueToday: [], dueTomorrow: [], upcomingTests: [item('d')] },
      '1 test or quiz this week',
    ],
  ])('sums the day up in one line: %j', (content, body) => {
    expect(digestPush(content, 'digest-key')).toEqual({
      title: 'Your day in Assignd',
      body,
      url: '/assignments',
      tag: 'digest-key',
    });
  });
});
