import { expect, type Page } from '@playwright/test';
import { becomePro, biologyHistoryRotation, newStudent, SAME_ORIGIN } from './support';

/* Monday 23 November 2026, 08:00 in New York: the due badges and today's agenda are the same on every run. */
export const TIME_ZONE = 'America/New_York';
export const NOW = new Date('2026-11-23T13:00:00Z');
/** `hour` o'clock in New York, `days` after today. */
const at = (days: number, hour: number) =>
  new Date(Date.UTC(2026, 10, 23 + days, hour + 5)).toISOString();

async function send(page: Page, method: 'post' | 'put', url: string, data: unknown) {
  const response = await page.request[method](url, { data, headers: SAME_ORIGIN });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as { id: string };
}

export interface Seeded {
  classId: string;
  setId: string;
}

/**
 * A Pro student with a week's worth of everything: two classes of the current term in an A/B
 * rotation, an item for every due badge (one done), a graded lab, two events and a study set with
 * cards.
 */
export async function seedStudent(page: Page, firstName: string): Promise<Seeded> {
  const student = newStudent(firstName);
  await send(page, 'post', '/api/auth/sign-up/email', {
    ...student,
    name: `${student.firstName} ${student.lastName}`,
  });
  const fall = await send(page, 'post', '/api/terms', {
    name: 'Fall 2026',
    startDate: '2026-08-24',
    endDate: '2026-12-18',
  });
  const biology = await send(page, 'post', '/api/classes', {
    name: 'Biology',
    color: '#10b981',
    teacher: 'Ms. Reyes',
    room: '204',
    termId: fall.id,
    level: 'honors',
  });
  const history = await send(page, 'post', '/api/classes', {
    name: 'History',
    color: '#f59e0b',
    termId: fall.id,
  });
  const labs = await send(page, 'post', `/api/classes/${biology.id}/grade-categories`, {
    name: 'Labs',
    weight: 40,
  });
  await send(page, 'post', `/api/classes/${biology.id}/grade-categories`, {
    name: 'Tests',
    weight: 60,
  });
  const items = [
    { title: 'Lab report', dueDate: at(-2, 23), category: 'Project', classId: biology.id },
    { title: 'Cell quiz', dueDate: at(0, 23), category: 'Quiz', classId: biology.id },
    { title: 'Essay outline', dueDate: at(1, 23), category: 'Homework', classId: history.id },
    { title: 'Chapter 4', dueDate: at(3, 23), category: 'Reading', classId: history.id },
    { title: 'Unit exam', dueDate: at(6, 23), category: 'Test', classId: biology.id },
    { title: 'Map test', dueDate: at(-1, 23), category: 'Test', completed: true },
    {
      title: 'Microscope lab',
      dueDate: at(-7, 23),
      category: 'Project',
      classId: biology.id,
      completed: true,
      gradeCategoryId: labs.id,
      pointsEarned: 18.5,
      pointsPossible: 20,
    },
  ];
  for (const item of items) await send(page, 'post', '/api/assignments', item);
  await send(page, 'post', '/api/events', { title: 'Science fair', eventDate: at(0, 15) });
  await send(page, 'post', '/api/events', { title: 'Museum trip', eventDate: at(2, 10) });
  await send(page, 'put', '/api/schedule', biologyHistoryRotation(biology, history));
  await becomePro(page);
  const set = await send(page, 'post', '/api/study-sets', { title: 'Cell biology' });
  await send(page, 'post', `/api/study-sets/${set.id}/flashcards/import`, {
    text: ['Mitochondria - Makes energy', 'Ribosome - Makes proteins'].join('\n'),
  });
  return { classId: biology.id, setId: set.id };
}
