import { breakDownAssignment } from './assignment-breakdown';
import { isExamCategory } from './assignments';
import { addLocalDays, daysBetween, endOfLocalDay, weekRange } from './calendar';
import type { AssignmentCategory } from './constants';
import { compareMissingLast, instantOf } from './order';
import { plural } from './wording';

/** Bounds of one chat request (the model's context stays small; the built-in engine reads one line). */
export const CHAT_MESSAGE_MAX = 4000;
export const CHAT_HISTORY_MAX = 20;
// Beyond this a plan for 'a test in N days' starts too early to be useful (as the breakdown's).
const PREPARE_DAYS_MAX = 60;
// A list answer names this many and counts the rest.
const LISTED_MAX = 8;

export interface ChatAssignment {
  title: string;
  category: AssignmentCategory;
  /** ISO instant. */
  dueDate: string | null;
  completed: boolean;
  className: string | null;
}

export interface ChatContext {
  now: Date;
  /** The student's IANA time zone: 'today' and 'this week' are their calendar's. */
  timeZone: string;
  /** The student's own assignments. */
  assignments: readonly ChatAssignment[];
}

const CHAT_CAPABILITIES =
  'I can answer questions about your planner: what is due today or this week, what is overdue, when your next test or quiz is, what to do first, and how to prepare for a test in a few days.';
export const CHAT_NEEDS_MODEL = `${CHAT_CAPABILITIES} For open questions, ask your server's admin to configure an AI model.`;

type Intent = 'prepare' | 'overdue' | 'today' | 'week' | 'next-test' | 'first' | 'help';

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  'a few': 3,
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
};
/** 'in 3 days', 'in a few days': the count is the first group. */
const IN_DAYS = String.raw`\bin\s+(\d+|${Object.keys(NUMBER_WORDS).join('|')})\s+days?\b`;

// First match wins: 'how do I prepare for my test in 3 days' is a plan, not 'when is my test'.
const INTENTS: readonly (readonly [Intent, RegExp])[] = [
  [
    'prepare',
    new RegExp(
      String.raw`\b(prepare|prep|study|studying|ready|revise|review)\b.*\b(test|quiz|exam|midterm|final)s?\b|\b(test|quiz|exam|midterm|final)\b.*` +
        IN_DAYS,
    ),
  ],
  ['overdue', /\b(overdue|late|missed|behind|past due)\b/],
  ['today', /\b(today|tonight)\b/],
  ['week', /\b(this|the) week\b|\bweekly\b|\bthis weekend\b/],
  ['next-test', /\b(tests?|quiz(zes)?|exams?|midterms?|finals?)\b/],
  [
    'first',
    /\b(first|start|begin|priorit\w*|urgent|most important|focus on|work on|what should i do|what do i do)\b/,
  ],
  // A bare 'test' is a question about tests (above), not a greeting.
  [
    'help',
    /^\W*(hi|hello|hey|yo|hiya|good (morning|afternoon|evening)|help|ping|what can you do|who are you)\b/,
  ],
];

function intentOf(message: string): Intent | null {
  const text = message.toLowerCase();
  return INTENTS.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}

// Making a formatter costs about a tenth of a millisecond and a reply formats up to 16 dates;
// one pair per zone (a few hundred IANA zones at most: the API accepts only known ones).
const formatters = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formattersOf(timeZone: string) {
  let found = formatters.get(timeZone);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        timeZone,
      }),
      time: new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }),
    };
    formatters.set(timeZone, found);
  }
  return found;
}

/** 'Fri, Nov 27 at 11:59 PM' on the student's clock. */
function dueText(iso: string, timeZone: string): string {
  const date = new Date(iso);
  const { day, time } = formattersOf(timeZone);
  return `${day.format(date)} at ${time.format(date)}`;
}

function line(assignment: ChatAssignment, timeZone: string): string {
  const what = assignment.className
    ? `${assignment.title} (${assignment.className})`
    : assignment.title;
  return assignment.dueDate
    ? `- ${what}, due ${dueText(assignment.dueDate, timeZone)}`
    : `- ${what}`;
}

function listed(heading: string, rows: readonly ChatAssignment[], timeZone: string): string {
  const shown = rows.slice(0, LISTED_MAX).map((row) => line(row, timeZone));
  const more = rows.length > LISTED_MAX ? [`...and ${rows.length - LISTED_MAX} more.`] : [];
  return [heading, ...shown, ...more].join('\n');
}

/** Open assignments, earliest due first (undated last). */
function openByDue(context: ChatContext): ChatAssignment[] {
  return context.assignments
    .filter((row) => !row.completed)
    .sort((a, b) => compareMissingLast(instantOf(a.dueDate), instantOf(b.dueDate)));
}

function dueBetween(context: ChatContext, from: number, to: number): ChatAssignment[] {
  return openByDue(context).filter((row) => {
    const due = instantOf(row.dueDate);
    return due !== null && due >= from && due <= to;
  });
}

function overdue(context: ChatContext): string {
  const rows = dueBetween(context, -Infinity, context.now.getTime() - 1);
  if (rows.length === 0) return 'Nothing is overdue. Nice work!';
  return listed(`You have ${plural(rows.length, 'overdue assignment')}:`, rows, context.timeZone);
}

function dueToday(context: ChatContext): string {
  const { now, timeZone } = context;
  const rows = dueBetween(context, now.getTime(), endOfLocalDay(now, timeZone).getTime());
  const late = dueBetween(context, -Infinity, now.getTime() - 1).length;
  const lateNote = late > 0 ? `\nAlso overdue: ${plural(late, 'assignment')}.` : '';
  if (rows.length === 0) return `Nothing else is due today.${lateNote}`;
  return listed(`Due today (${rows.length}):`, rows, timeZone) + lateNote;
}

function dueThisWeek(context: ChatContext): string {
  const { now, timeZone } = context;
  const rows = dueBetween(context, now.getTime(), weekRange(now, timeZone).end.getTime());
  if (rows.length === 0) return 'Nothing else is due this week.';
  return listed(`Due the rest of this week (${rows.length}):`, rows, timeZone);
}

function nextTest(context: ChatContext): ChatAssignment | undefined {
  return dueBetween(context, context.now.getTime(), Infinity).find((row) =>
    isExamCategory(row.category),
  );
}

function whenNextTest(context: ChatContext): string {
  const next = nextTest(context);
  if (!next?.dueDate) return 'You have no upcoming tests or quizzes in your planner.';
  const days = daysBetween(context.now, new Date(next.dueDate), context.timeZone);
  const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`;
  const what = next.className ? `${next.title} (${next.className})` : next.title;
  return `Your next ${next.category.toLowerCase()} is ${what}, ${when}: ${dueText(next.dueDate, context.timeZone)}.`;
}

function doFirst(context: ChatContext): string {
  const [first, ...rest] = openByDue(context);
  if (!first) return 'Your planner has no open assignments. Enjoy the free time!';
  const due = instantOf(first.dueDate);
  const why =
    due === null
      ? 'none of your assignments has a due date, so pick this one'
      : due < context.now.getTime()
        ? 'it is overdue'
        : 'it is due soonest';
  const next = rest[0] ? `\nThen: ${line(rest[0], context.timeZone).slice(2)}.` : '';
  return `Start with ${line(first, context.timeZone).slice(2)}: ${why}.${next}`;
}

/** Days before the test the question names ('in 3 days', 'tomorrow'), or null. */
function daysNamed(message: string): number | null {
  const text = message.toLowerCase();
  if (/\btomorrow\b/.test(text)) return 1;
  if (/\btoday\b/.test(text)) return 0;
  const match = new RegExp(IN_DAYS).exec(text);
  if (!match?.[1]) return /\bnext week\b/.test(text) ? 7 : null;
  return NUMBER_WORDS[match[1]] ?? Number(match[1]);
}

function preparePlan(message: string, context: ChatContext): string {
  const { now, timeZone } = context;
  const named = daysNamed(message);
  const next = named === null ? nextTest(context) : undefined;
  const days = named ?? (next?.dueDate ? daysBetween(now, new Date(next.dueDate), timeZone) : null);
  if (days === null) {
    return 'Tell me when the test is (for example "how do I prepare for a test in 4 days?") and I will make a short plan.';
  }
  if (days > PREPARE_DAYS_MAX) {
    return `That is more than ${PREPARE_DAYS_MAX} days away: ask me again closer to the test.`;
  }
  const dueDate =
    next?.dueDate ?? endOfLocalDay(addLocalDays(now, days, timeZone), timeZone).toISOString();
  const plan = breakDownAssignment(
    { title: next?.title ?? 'Test', category: next?.category ?? 'Test', dueDate },
    { now, timeZone },
  );
  const steps = plan.breakdown.map(
    (step) => `${step.step}. ${step.title} (${step.estimatedLabel}): ${step.description}`,
  );
  const heading = next ? `A plan for ${next.title}. ${plan.summary}` : plan.summary;
  return [heading, ...steps].join('\n');
}

/**
 * The built-in study assistant: answers the questions about the student's own planner it
 * recognises, and says plainly that other questions need a model.
 */
export function studyChatReply(message: string, context: ChatContext): string {
  switch (intentOf(message)) {
    case 'prepare':
      return preparePlan(message, context);
    case 'overdue':
      return overdue(context);
    case 'today':
      return dueToday(context);
    case 'week':
      return dueThisWeek(context);
    case 'next-test':
      return whenNextTest(context);
    case 'first':
      return doFirst(context);
    case 'help':
      return `Hi! ${CHAT_CAPABILITIES} Ask me one of those.`;
    case null:
      return CHAT_NEEDS_MODEL;
  }
}
