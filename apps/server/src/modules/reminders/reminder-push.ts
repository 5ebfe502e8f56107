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

/** Titles an evening's grouped notification names before counting the rest. */
const NAMED_TITLES = 3;

/**
 * The evening before as one notification, like its mail: a single assignment opens itself;
 * several are named (the first few) and open the list, under one tag for the student's evening.
 */
export function eveningPush(
  due: readonly { id: string; title: string }[],
  keys: { single: string; evening: string },
): PushMessage {
  const [only] = due;
  if (only && due.length === 1) return assignmentReminderPush(only, 'evening', keys.single);
  const named = due.slice(0, NAMED_TITLES).map((assignment) => assignment.title);
  const rest = due.length - named.length;
  return {
    title: 'Due tomorrow',
    body: rest > 0 ? `${named.join(', ')} and ${rest} more` : named.join(', '),
    url: '/assignments',
    tag: keys.evening,
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
