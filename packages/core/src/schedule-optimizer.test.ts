import { describe, expect, it } from 'vitest';
import type { AssignmentCategory } from './constants';
import type { Period, RotatingSchedule, WeeklySchedule } from './schedule';
import {
  OPTIMIZE_ASSIGNMENTS_MAX,
  optimizeSchedule,
  type OptimizeAssignment,
  type OptimizeInput,
  type StudyPlan,
} from './schedule-optimizer';

const NY = 'America/New_York';
// Tuesday 2026-11-24, 10:00 in New York; the tests themselves run in UTC.
const NOW = new Date('2026-11-24T15:00:00Z');

function assignment(
  id: string,
  category: AssignmentCategory,
  dueDate: string | null,
  completed = false,
): OptimizeAssignment {
  return { id, title: `${category} ${id}`, category, dueDate, completed };
}

function plan(fields: Partial<OptimizeInput>): StudyPlan {
  return optimizeSchedule({
    assignments: [],
    schedule: null,
    classes: [],
    now: NOW,
    timeZone: NY,
    ...fields,
  });
}

/** Each block as 'date start-end id', in plan order. */
function blocksOf(result: StudyPlan): string[] {
  return result.days.flatMap((day) =>
    day.blocks.map((block) => `${day.date} ${block.start}-${block.end} ${block.assignmentId}`),
  );
}

function weekly(days: Partial<Record<string, Period[]>>): WeeklySchedule {
  const empty = { '0': [], '1': [], '2': [], '3': [], '4': [], '5': [], '6': [] };
  return { type: 'weekly', days: { ...empty, ...days } };
}

const period = (start: string, end: string): Period => ({ id: start, label: start, start, end });

/** A two-day rotation with classes all morning on school days. */
function rotation(
  calendar: Pick<RotatingSchedule, 'schoolWeekdays' | 'holidays'>,
): RotatingSchedule {
  const classes = [period('08:00', '15:30')];
  return {
    type: 'rotating',
    numDays: 2,
    dayNamingStyle: 'numbers',
    periodNamingStyle: 'numbers',
    dayLabels: {},
    days: { '1': classes, '2': classes },
    startDate: '2026-09-07',
    ...calendar,
  };
}
const thanksgiving = { name: 'Thanksgiving', startDate: '2026-11-26', endDate: '2026-11-27' };

describe('optimizeSchedule', () => {
  const cases: {
    name: string;
    input: Partial<OptimizeInput>;
    blocks: string[];
    unscheduled?: string[];
  }[] = [
    {
      name: 'spreads a test over the school afternoons before it is due, none on the due morning',
      // Friday 09:00 in New York.
      input: { assignments: [assignment('t', 'Test', '2026-11-27T14:00:00Z')] },
      blocks: ['2026-11-24 15:00-16:00 t', '2026-11-25 15:00-16:00 t', '2026-11-26 15:00-16:00 t'],
    },
    {
      name: 'plans around class periods of the weekly schedule and the classes',
      input: {
        assignments: [assignment('h', 'Homework', '2026-11-25T14:00:00Z')],
        schedule: weekly({ '2': [period('14:30', '15:30')] }),
        classes: [{ startTime: '15:30', endTime: '16:15', daysOfWeek: [2] }],
      },
      blocks: ['2026-11-24 16:15-17:00 h'],
    },
    {
      name: 'puts an overdue assignment today, before one due sooner',
      input: {
        assignments: [
          assignment('q', 'Quiz', '2026-11-25T20:00:00Z'),
          assignment('late', 'Homework', '2026-11-23T20:00:00Z'),
        ],
      },
      blocks: ['2026-11-24 15:00-15:45 late', '2026-11-24 15:55-16:55 q'],
    },
    {
      name: 'plans weekend days with weekend hours and keeps the daily limit',
      input: {
        now: new Date('2026-11-28T14:00:00Z'),
        dailyLimitMinutes: 60,
        // Sunday 20:00 in New York; Saturday 09:00 is now.
        assignments: [
          assignment('p', 'Project', '2026-11-30T01:00:00Z'),
          assignment('r', 'Reading', '2026-11-30T01:00:00Z'),
        ],
      },
      blocks: ['2026-11-28 10:00-11:00 p', '2026-11-29 10:00-11:00 p'],
      unscheduled: ['p', 'r'],
    },
    {
      name: 'ignores completed ones and lists undated and far-off ones apart',
      input: {
        assignments: [
          assignment('done', 'Test', '2026-11-26T14:00:00Z', true),
          assignment('far', 'Project', '2027-01-15T14:00:00Z'),
          assignment('undated', 'Other', null),
        ],
      },
      blocks: ['2026-11-24 15:00-15:30 undated'],
      unscheduled: ['far'],
    },
    {
      name: 'spreads over the change from daylight time (2026-11-01) on the local calendar',
      input: {
        // Friday 2026-10-30, 12:00 EDT; due Monday 08:00 EST.
        now: new Date('2026-10-30T16:00:00Z'),
        assignments: [assignment('t', 'Test', '2026-11-02T13:00:00Z')],
      },
      blocks: ['2026-10-30 15:00-16:00 t', '2026-10-31 10:00-11:00 t', '2026-11-01 10:00-11:00 t'],
    },
    {
      name: 'reads the due time after the change in standard time (10:59 EST leaves no hour)',
      input: {
        // Sunday 2026-11-01, 08:00 EST.
        now: new Date('2026-11-01T13:00:00Z'),
        assignments: [
          assignment('fits', 'Quiz', '2026-11-01T16:00:00Z'),
          assignment('tight', 'Reading', '2026-11-01T15:59:00Z'),
        ],
      },
      blocks: ['2026-11-01 10:00-11:00 fits'],
      unscheduled: ['tight'],
    },
    {
      name: 'plans assignments overdue over a week after upcoming work, not in its way',
      input: {
        dailyLimitMinutes: 60,
        // Overdue since Tuesday 2026-11-10; the quiz is due Wednesday 15:00 in New York.
        assignments: [
          assignment('stale', 'Homework', '2026-11-10T20:00:00Z'),
          assignment('q', 'Quiz', '2026-11-25T20:00:00Z'),
        ],
      },
      blocks: ['2026-11-24 15:00-16:00 q', '2026-11-25 15:00-15:45 stale'],
    },
    {
      name: 'keeps recently overdue work to half of the daily limit',
      input: {
        dailyLimitMinutes: 120,
        assignments: [
          assignment('a', 'Homework', '2026-11-23T20:00:00Z'),
          assignment('b', 'Homework', '2026-11-23T20:00:00Z'),
          assignment('q', 'Quiz', '2026-11-25T20:00:00Z'),
        ],
      },
      blocks: ['2026-11-24 15:00-15:45 a', '2026-11-24 15:55-16:55 q', '2026-11-25 15:00-15:45 b'],
    },
    // The overdue half of a short day still holds one of the task's blocks.
    ...(
      [
        [30, 'Other', '15:00-15:30'],
        [60, 'Quiz', '15:00-16:00'],
        [90, 'Quiz', '15:00-16:00'],
        [120, 'Quiz', '15:00-16:00'],
      ] as const
    ).map(([limit, category, time]) => ({
      name: `gives recently overdue work a whole block today with a daily limit of ${limit} minutes`,
      input: {
        dailyLimitMinutes: limit,
        assignments: [assignment('late', category, '2026-11-23T20:00:00Z')],
      },
      blocks: [`2026-11-24 ${time} late`],
    })),
    {
      name: "keeps a rotation's holiday free of class periods, with free-day hours",
      input: {
        // Thanksgiving Thursday, 08:00 in New York; the quiz is due Friday 15:00.
        now: new Date('2026-11-26T13:00:00Z'),
        schedule: rotation({ schoolWeekdays: [1, 2, 3, 4, 5], holidays: [thanksgiving] }),
        classes: [{ startTime: '15:00', endTime: '16:00', daysOfWeek: [1, 2, 3, 4, 5] }],
        assignments: [assignment('q', 'Quiz', '2026-11-27T20:00:00Z')],
      },
      blocks: ['2026-11-26 10:00-11:00 q'],
    },
    {
      name: 'keeps a weekday the rotation does not meet free of class times',
      input: {
        // Friday 2026-11-20, 08:00 in New York; school meets Monday to Thursday.
        now: new Date('2026-11-20T13:00:00Z'),
        schedule: rotation({ schoolWeekdays: [1, 2, 3, 4], holidays: [] }),
        classes: [{ startTime: '10:00', endTime: '11:00', daysOfWeek: [5] }],
        assignments: [assignment('q', 'Quiz', '2026-11-21T20:00:00Z')],
      },
      blocks: ['2026-11-20 10:00-11:00 q'],
    },
    {
      name: 'lays a break over the end of summer time in Berlin (2026-10-25) on the local calendar',
      input: {
        timeZone: 'Europe/Berlin',
        // Saturday 2026-10-24, 09:00 CEST; due Wednesday 09:00 CET, in the autumn break.
        now: new Date('2026-10-24T07:00:00Z'),
        schedule: rotation({
          schoolWeekdays: [1, 2, 3, 4, 5],
          holidays: [{ name: 'Herbstferien', startDate: '2026-10-26', endDate: '2026-10-30' }],
        }),
        classes: [{ startTime: '08:00', endTime: '13:00', daysOfWeek: [1, 2, 3, 4, 5] }],
        assignments: [assignment('t', 'Test', '2026-10-28T08:00:00Z')],
      },
      blocks: ['2026-10-24 10:00-11:00 t', '2026-10-25 10:00-11:00 t', '2026-10-27 10:00-11:00 t'],
    },
  ];

  it.each(cases)('$name', ({ input, blocks, unscheduled = [] }) => {
    const result = plan(input);
    expect(blocksOf(result)).toEqual(blocks);
    expect(result.unscheduled.map((item) => item.assignmentId)).toEqual(unscheduled);
  });

  it('gives each block a one-line reason and each day its total', () => {
    const result = plan({
      assignments: [
        assignment('t', 'Test', '2026-11-27T14:00:00Z'),
        assignment('late', 'Homework', '2026-11-23T20:00:00Z'),
      ],
    });
    expect(result.days[0]).toEqual({
      date: '2026-11-24',
      totalMinutes: 105,
      blocks: [
        {
          assignmentId: 'late',
          title: 'Homework late',
          start: '15:00',
          end: '15:45',
          minutes: 45,
          reason: 'Overdue (was due yesterday): one block for this homework, first',
        },
        {
          assignmentId: 't',
          title: 'Test t',
          start: '15:55',
          end: '16:55',
          minutes: 60,
          reason: 'Due Friday: 1 of 3 blocks for this test',
        },
      ],
    });
    expect(result.days[2]?.blocks[0]?.reason).toBe('Due Friday: 3 of 3 blocks for this test');
    expect(result.summary).toBe('4 study blocks (3 h 45 min) for 2 assignments over 3 days.');
  });

  it('says why an assignment did not fit', () => {
    const result = plan({
      now: new Date('2026-11-01T13:00:00Z'),
      assignments: [
        assignment('tight', 'Reading', '2026-11-01T15:59:00Z'),
        assignment('far', 'Project', '2027-01-15T14:00:00Z'),
      ],
    });
    expect(result.unscheduled).toEqual([
      {
        assignmentId: 'tight',
        title: 'Reading tight',
        reason: 'Not enough free time before it is due today: no block fits',
      },
      {
        assignmentId: 'far',
        title: 'Project far',
        reason: 'Due Fri, Jan 15: after the 14 days this plan covers',
      },
    ]);
    expect(result.summary).toBe('No study blocks fit in the next 14 days.');
  });

  it('says when long overdue work finds no time after upcoming work', () => {
    const result = plan({
      dailyLimitMinutes: 30,
      now: new Date('2026-11-28T14:00:00Z'),
      assignments: [assignment('stale', 'Homework', '2026-11-02T20:00:00Z')],
    });
    expect(result.unscheduled).toEqual([
      {
        assignmentId: 'stale',
        title: 'Homework stale',
        reason:
          'Not enough free time after upcoming work (overdue more than 7 days): no block fits',
      },
    ]);
  });

  it('names long overdue work in the reason of its blocks', () => {
    const result = plan({ assignments: [assignment('stale', 'Quiz', '2026-11-10T20:00:00Z')] });
    expect(result.days[0]?.blocks[0]?.reason).toBe(
      'Overdue since Tue, Nov 10: one block for this quiz, after upcoming work',
    );
  });

  it('answers the same plan whatever order the assignments come in', () => {
    const assignments = [
      assignment('a', 'Test', '2026-11-27T14:00:00Z'),
      assignment('b', 'Quiz', '2026-11-26T14:00:00Z'),
      assignment('c', 'Homework', '2026-11-26T14:00:00Z'),
    ];
    expect(plan({ assignments: [...assignments].reverse() })).toEqual(plan({ assignments }));
  });

  it(`plans at most ${OPTIMIZE_ASSIGNMENTS_MAX} assignments and never passes the daily limit`, () => {
    const assignments = Array.from({ length: 300 }, (_, index) =>
      assignment(String(index).padStart(3, '0'), 'Homework', '2026-12-01T14:00:00Z'),
    );
    const result = plan({ assignments });
    const planned = new Set(result.days.flatMap((day) => day.blocks.map((b) => b.assignmentId)));
    expect(planned.size + result.unscheduled.length).toBe(OPTIMIZE_ASSIGNMENTS_MAX);
    expect(result.leftOut).toBe(100);
    expect(result.summary).toMatch(/ 100 more assignments left out: a plan covers at most 200\.$/);
    expect(Math.max(...result.days.map((day) => day.totalMinutes))).toBeLessThanOrEqual(180);
  });

  it('answers an empty plan when nothing is open', () => {
    expect(plan({ assignments: [assignment('done', 'Quiz', null, true)] })).toEqual({
      days: [],
      unscheduled: [],
      leftOut: 0,
      summary: 'No open assignments to plan.',
    });
  });
});
