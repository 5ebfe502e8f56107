// The classes and assignments `npm run bench` (run.mjs) seeds: varied titles, kinds, colours and
// due dates, the same on every run.

const TOPICS = [
  'Cell respiration',
  'The French Revolution',
  'Quadratic equations',
  'Macbeth, act 3',
  'Newtonian mechanics',
  'Supply and demand',
  'Organic chemistry basics',
  'The Cold War',
  'Probability trees',
  'Poetry analysis',
];
const KINDS = ['Homework', 'Test', 'Quiz', 'Reading', 'Project', 'Other'];
const COLORS = ['#3b82f6', '#ef4444', '#10b981', '#f59e0b', '#8b5cf6', '#ec4899', '#14b8a6'];
const DAY = 24 * 60 * 60 * 1000;

export function classInput(i) {
  return {
    name: `${['Biology', 'History', 'Algebra', 'Literature', 'Physics', 'Economics'][i % 6]} ${100 + i}`,
    color: COLORS[i % COLORS.length],
    room: `Room ${200 + i}`,
    teacher: `Teacher ${String.fromCharCode(65 + (i % 26))}. Smith`,
    startTime: `${String(8 + (i % 8)).padStart(2, '0')}:00`,
    endTime: `${String(8 + (i % 8)).padStart(2, '0')}:50`,
    daysOfWeek: [1 + (i % 5), 1 + ((i + 2) % 5)],
  };
}

export function assignmentInput(i, classIds, now) {
  const topic = TOPICS[i % TOPICS.length];
  const category = KINDS[i % KINDS.length];
  // Due dates from 30 days ago to 90 days ahead; one in twenty has none.
  const due =
    i % 20 === 0 ? null : new Date(now + ((i * 7919) % (120 * 24)) * 3_600_000 - 30 * DAY);
  return {
    title: `${category} ${Math.floor(i / KINDS.length) + 1}: ${topic}`,
    description:
      i % 2 === 0 ? `Read the chapter on ${topic.toLowerCase()} and answer questions 1-12.` : null,
    dueDate: due ? due.toISOString() : null,
    classId: i % 10 === 9 ? null : classIds[i % classIds.length],
    category,
    completed: i % 4 === 3,
    notes: i % 5 === 0 ? 'Bring the worksheet; ask about question 7.' : null,
  };
}
