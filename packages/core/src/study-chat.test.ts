import { describe, expect, it } from 'vitest';
import { localDateTimeToInstant } from './calendar';
import {
  CHAT_NEEDS_MODEL,
  type ChatAssignment,
  type ChatContext,
  studyChatReply,
} from './study-chat';

// The tests run in UTC, like the server; every student here lives elsewhere.
const NEW_YORK = 'America/New_York';
const TOKYO = 'Asia/Tokyo';
const at = (date: string, time: string, zone: string) =>
  localDateTimeToInstant(date, time, zone).toISOString();

const row = (
  title: string,
  category: ChatAssignment['category'],
  dueDate: string | null,
  extra: Partial<ChatAssignment> = {},
): ChatAssignment => ({ title, category, dueDate, completed: false, className: null, ...extra });

// Friday 2026-10-30, 20:00 in New York (Saturday 00:00 UTC); clocks go back on Sunday Nov 1.
const beforeDst: ChatContext = {
  now: new Date(at('2026-10-30', '20:00', NEW_YORK)),
  timeZone: NEW_YORK,
  assignments: [
    row('Essay draft', 'Project', at('2026-10-30', '23:59', NEW_YORK), { className: 'English' }),
    row('Lab questions', 'Homework', at('2026-10-29', '23:59', NEW_YORK), { className: 'Biology' }),
    row('Vocab list', 'Homework', at('2026-10-31', '12:00', NEW_YORK)),
    row('Chemistry test', 'Test', at('2026-11-02', '09:00', NEW_YORK), { className: 'Chemistry' }),
    row('Old quiz', 'Quiz', at('2026-10-28', '09:00', NEW_YORK), { completed: true }),
    row('Read anything', 'Reading', null),
  ],
};

// Tuesday 2026-11-24 15:00 UTC is already Wednesday 00:00 in Tokyo.
const tokyo: ChatContext = {
  now: new Date('2026-11-24T15:00:00Z'),
  timeZone: TOKYO,
  assignments: [
    row('Kanji sheet', 'Homework', '2026-11-24T14:00:00Z'),
    row('History quiz', 'Quiz', at('2026-11-25', '19:00', TOKYO)),
  ],
};

const empty: ChatContext = { ...tokyo, assignments: [] };

describe('studyChatReply: questions about the planner', () => {
  const cases: readonly {
    name: string;
    context: ChatContext;
    message: string;
    reply: string;
  }[] = [
    {
      name: "due today on the student's calendar, not the server's (UTC is already Saturday)",
      context: beforeDst,
      message: 'What is due today?',
      reply:
        'Due today (1):\n- Essay draft (English), due Fri, Oct 30 at 11:59 PM\nAlso overdue: 1 assignment.',
    },
    {
      name: 'due this week ends on Saturday night in New York',
      context: beforeDst,
      message: "What's due this week?",
      reply:
        'Due the rest of this week (2):\n- Essay draft (English), due Fri, Oct 30 at 11:59 PM\n- Vocab list, due Sat, Oct 31 at 12:00 PM',
    },
    {
      name: 'overdue leaves out completed work',
      context: beforeDst,
      message: 'am I behind on anything?',
      reply:
        'You have 1 overdue assignment:\n- Lab questions (Biology), due Thu, Oct 29 at 11:59 PM',
    },
    {
      name: 'the next test across the DST change keeps its wall-clock time',
      context: beforeDst,
      message: 'When is my next exam?',
      reply: 'Your next test is Chemistry test (Chemistry), in 3 days: Mon, Nov 2 at 9:00 AM.',
    },
    {
      name: 'what to do first: the overdue one',
      context: beforeDst,
      message: 'What should I do first?',
      reply:
        'Start with Lab questions (Biology), due Thu, Oct 29 at 11:59 PM: it is overdue.\nThen: Essay draft (English), due Fri, Oct 30 at 11:59 PM.',
    },
    {
      name: "Tokyo: yesterday's is overdue and the quiz is today there",
      context: tokyo,
      message: 'anything due tonight?',
      reply:
        'Due today (1):\n- History quiz, due Wed, Nov 25 at 7:00 PM\nAlso overdue: 1 assignment.',
    },
    {
      name: 'Tokyo: the next quiz is today',
      context: tokyo,
      message: 'when is my next quiz',
      reply: 'Your next quiz is History quiz, today: Wed, Nov 25 at 7:00 PM.',
    },
    {
      name: 'nothing overdue',
      context: empty,
      message: 'Do I have overdue homework?',
      reply: 'Nothing is overdue. Nice work!',
    },
    {
      name: 'no tests',
      context: empty,
      message: 'When is the next test?',
      reply: 'You have no upcoming tests or quizzes in your planner.',
    },
    {
      name: 'nothing to do first',
      context: empty,
      message: 'what should I work on',
      reply: 'Your planner has no open assignments. Enjoy the free time!',
    },
    {
      name: 'a greeting lists what it can answer',
      context: empty,
      message: 'Hello!',
      reply:
        'Hi! I can answer questions about your planner: what is due today or this week, what is overdue, when your next test or quiz is, what to do first, and how to prepare for a test in a few days. Ask me one of those.',
    },
    {
      name: 'an open question needs a model',
      context: beforeDst,
      message: 'Explain photosynthesis',
      reply: CHAT_NEEDS_MODEL,
    },
  ];

  it.each(cases)('$name', ({ context, message, reply }) => {
    expect(studyChatReply(message, context)).toBe(reply);
  });

  it('says what it can answer and who can configure a model', () => {
    expect(CHAT_NEEDS_MODEL).toBe(
      "I can answer questions about your planner: what is due today or this week, what is overdue, when your next test or quiz is, what to do first, and how to prepare for a test in a few days. For open questions, ask your server's admin to configure an AI model.",
    );
  });
});

describe('studyChatReply: preparing for a test', () => {
  it('plans the days named in the question, counted across the DST change', () => {
    const reply = studyChatReply('How do I prepare for a test in 3 days?', beforeDst);
    expect(reply.split('\n')).toEqual([
      'Due in 3 days: the steps are spread from today to Sunday.',
      expect.stringMatching(/^1\. Gather your material \(\d+ min\): .+ Plan it for today\.$/),
      expect.stringMatching(/^2\. /),
      expect.stringMatching(/^3\. /),
      expect.stringMatching(/^4\. /),
      expect.stringMatching(/^5\. Final review the evening before .+ Plan it for Sunday\.$/),
    ]);
  });

  it('plans for the next test in the planner when no day is named', () => {
    const reply = studyChatReply('help me study for my test', beforeDst);
    expect(reply.split('\n')[0]).toBe(
      'A plan for Chemistry test. Due in 3 days: the steps are spread from today to Sunday.',
    );
  });

  it('keeps a test tomorrow to the essentials', () => {
    const reply = studyChatReply('how should I prep for my quiz tomorrow', tokyo);
    expect(reply.split('\n')[0]).toBe('Due tomorrow: only the essentials, all of them today.');
  });

  it('asks when the test is when it cannot tell', () => {
    expect(studyChatReply('how do I study for an exam', empty)).toBe(
      'Tell me when the test is (for example "how do I prepare for a test in 4 days?") and I will make a short plan.',
    );
  });
});
