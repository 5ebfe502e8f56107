// The classes and assignments `npm run bench:phone` (phone.mjs) seeds, the same on every run.

export const CLASS_NAMES = [
  'Biology',
  'Algebra II',
  'World History',
  'English',
  'Chemistry',
  'Spanish',
];
export const COLORS = ['#10b981', '#3b82f6', '#ef4444', '#a855f7', '#f59e0b', '#ec4899'];
const KINDS = ['Homework', 'Test', 'Quiz', 'Reading', 'Project', 'Other'];
const TASKS = ['Worksheet', 'Chapter review', 'Lab notes', 'Essay outline', 'Problem set'];
const DAY = 24 * 60 * 60 * 1000;

export function assignmentInput(i, classIds, now) {
  const category = KINDS[i % KINDS.length];
  // Due from 10 days ago to 50 days ahead at varied hours; one in seventeen has none.
  const due = i % 17 === 0 ? null : new Date(now + ((i % 60) - 10) * DAY + (i % 24) * 3_600_000);
  return {
    // Unique, so the swipe probe can find its row again wherever it goes.
    title: `${category} ${i + 1}: ${TASKS[i % TASKS.length]}`,
    category,
    classId: i % 9 === 0 ? null : classIds[i % classIds.length],
    dueDate: due ? due.toISOString() : null,
    completed: i % 4 === 0,
  };
}
