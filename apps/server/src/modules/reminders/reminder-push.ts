import { plural, type DigestContent } from '@assignd/core';
import type { PushMessage } from '../push/public';

/** The notification of one assignment's reminder; a tap opens that assignment. */
export function assignmentReminderPush(
  assignment: { id: string; title: string },
  kind: 'evening' | 'hour',
  key: string,
): PushMessage {
  return {
    title: kind === 'hour' ? 'Due in an hour' : 'Due tomorrow',
    body: assignment.title,
    url: `/assignments?assignment=${assignment.id}`,
    tag: key,
  };
}

/** The digest as one notification: how much is overdue, due today and tomorrow, and tests ahead. */
export function digestPush(content: DigestContent, key: string): PushMessage {
  const parts = [
    content.overdue.length > 0 && `${content.overdue.length} overdue`,
    content.dueToday.length > 0 && `${content.dueToday.length} due today`,
    content.dueTomorrow.length > 0 && `${content.dueTomorrow.length} due tomorrow`,
    content.upcomingTests.length > 0 &&
      `${plural(content.upcomingTests.length, 'test or quiz', 'tests and quizzes')} this week`,
  ].filter((part): part is string => typeof part === 'string');
  return { title: 'Your day in Assignd', body: parts.join(' · '), url: '/assignments', tag: key };
}
