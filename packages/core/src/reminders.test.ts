import { describe, expect, it } from 'vitest';
import {
  digestContent,
  digestDate,
  lateDecision,
  nextDigestInstant,
  reminderInstants,
  type DigestAssignment,
  type ReminderTiming,
} from './reminders';

const NY = 'America/New_York';
const AKL = 'Pacific/Auckland';
const KOLKATA = 'Asia/Kolkata';

const timing = (fields: Partial<ReminderTiming> = {}): ReminderTiming => ({
  timeZone: NY,
  eveningBefore: true,
  eveningTime: '18:00',
  hourBefore: true,
  ...fields,
});

const iso = (instants: { kind: string; at: Date }[]) =>
  instants.map(({ kind, at }) => `${kind} ${at.toISOString()}`);

describe('reminderInstants', () => {
  // The test process may run in any zone; every expectation is in the student's zone.
  const NOW = new Date('2026-11-20T12:00:00Z');
  const cases: {
    name: string;
    due: string | null;
    completed?: boolean;
    timing?: Partial<ReminderTiming>;
    now?: Date;
    expected: string[];
  }[] = [
    {
      name: 'a timed due date: the evening before at 18:00 and an hour before',
      due: '2026-11-24T14:30:00Z', // 09:30 in New York
      expected: ['evening 2026-11-23T23:00:00.000Z', 'hour 2026-11-24T13:30:00.000Z'],
    },
    {
      name: 'due "that day" (23:59): no hour-before reminder',
      due: '2026-11-25T04:59:00Z', // 23:59 on the 24th in New York
      expected: ['evening 2026-11-23T23:00:00.000Z'],
    },
    {
      name: 'the evening before falls on the other side of the autumn change',
      // Due Monday 2 November 09:00 EST; Sunday 1 November 18:00 is EST (UTC-5), after the change.
      due: '2026-11-02T14:00:00Z',
      now: new Date('2026-10-30T12:00:00Z'),
      expected: ['evening 2026-11-01T23:00:00.000Z', 'hour 2026-11-02T13:00:00.000Z'],
    },
    {
      name: 'spring forward: 18:00 the evening before is still 18:00 local (EDT)',
      due: '2027-03-15T13:00:00Z', // Monday 09:00 EDT
      now: new Date('2027-03-10T12:00:00Z'),
      expected: ['evening 2027-03-14T22:00:00.000Z', 'hour 2027-03-15T12:00:00.000Z'],
    },
    {
      name: "the student's zone, not the server's: Auckland's evening before",
      due: '2026-11-24T20:00:00Z', // Wednesday 25th 09:00 NZDT
      timing: { timeZone: AKL },
      expected: ['evening 2026-11-24T05:00:00.000Z', 'hour 2026-11-24T19:00:00.000Z'],
    },
    {
      name: 'a changed evening time and the hour-before switched off',
      due: '2026-11-24T14:30:00Z',
      timing: { eveningTime: '20:30', hourBefore: false },
      expected: ['evening 2026-11-24T01:30:00.000Z'],
    },
    {
      name: 'the evening reminder switched off',
      due: '2026-11-24T14:30:00Z',
      timing: { eveningBefore: false },
      expected: ['hour 2026-11-24T13:30:00.000Z'],
    },
    {
      name: 'created after the evening before: only the hour-before is left',
      due: '2026-11-21T14:30:00Z',
      now: new Date('2026-11-21T00:00:00Z'),
      expected: ['hour 2026-11-21T13:30:00.000Z'],
    },
    {
      name: 'an evening time later than a due date just after midnight is left out',
      due: '2026-11-24T05:30:00Z', // 00:30 on the 24th; 23:30 the evening before is fine
      timing: { eveningTime: '23:30' },
      expected: ['evening 2026-11-24T04:30:00.000Z', 'hour 2026-11-24T04:30:00.000Z'],
    },
    { name: 'completed: none', due: '2026-11-24T14:30:00Z', completed: true, expected: [] },
    { name: 'no due date: none', due: null, expected: [] },
    { name: 'already due: none', due: '2026-11-20T11:00:00Z', expected: [] },
  ];
  it.each(cases)('$name', ({ due, completed = false, timing: fields, now = NOW, expected }) => {
    expect(iso(reminderInstants({ dueDate: due, completed }, timing(fields), now))).toEqual(
      expected,
    );
  });
});

describe('lateDecision', () => {
  const planned = new Date('2026-11-23T23:00:00Z');
  const due = new Date('2026-11-24T14:30:00Z');
  const cases: { name: string; now: string; due: Date | null; expected: string }[] = [
    { name: 'before its time: wait', now: '2026-11-23T22:59:59Z', due, expected: 'wait' },
    { name: 'on time: send', now: '2026-11-23T23:00:00Z', due, expected: 'send' },
    {
      name: 'two hours late, still useful: send',
      now: '2026-11-24T01:00:00Z',
      due,
      expected: 'send',
    },
    { name: 'three hours late exactly: send', now: '2026-11-24T02:00:00Z', due, expected: 'send' },
    { name: 'over three hours late: stale', now: '2026-11-24T02:00:01Z', due, expected: 'stale' },
    {
      name: 'within the grace but the work is already due: stale',
      now: '2026-11-24T14:30:00Z',
      due: new Date('2026-11-24T00:00:00Z'),
      expected: 'stale',
    },
    {
      name: 'a digest an hour late: send',
      now: '2026-11-24T00:00:00Z',
      due: null,
      expected: 'send',
    },
    {
      name: 'a digest a day late: stale',
      now: '2026-11-24T23:00:00Z',
      due: null,
      expected: 'stale',
    },
  ];
  it.each(cases)('$name', ({ now, due: dueAt, expected }) => {
    expect(lateDecision(planned, new Date(now), dueAt)).toBe(expected);
  });
});

describe('nextDigestInstant', () => {
  const cases: { name: string; after: string; time: string; zone: string; expected: string }[] = [
    {
      name: 'later today',
      after: '2026-11-20T10:00:00Z', // 05:00 in New York
      time: '07:00',
      zone: NY,
      expected: '2026-11-20T12:00:00.000Z',
    },
    {
      name: 'exactly at the time: tomorrow',
      after: '2026-11-20T12:00:00Z',
      time: '07:00',
      zone: NY,
      expected: '2026-11-21T12:00:00.000Z',
    },
    {
      name: 'across the autumn change: 07:00 EST is an hour later in UTC',
      after: '2026-10-31T11:30:00Z', // Saturday 07:30 EDT
      time: '07:00',
      zone: NY,
      expected: '2026-11-01T12:00:00.000Z',
    },
    {
      name: 'a time skipped by spring forward comes at the end of the gap',
      after: '2027-03-13T12:00:00Z',
      time: '02:30',
      zone: NY,
      expected: '2027-03-14T07:00:00.000Z', // 03:00 EDT
    },
    {
      name: 'a time repeated by fall back comes once, the first time',
      after: '2026-10-31T12:00:00Z',
      time: '01:30',
      zone: NY,
      expected: '2026-11-01T05:30:00.000Z', // 01:30 EDT
    },
    {
      name: 'after the first of a repeated time: the next day, not the repeat',
      after: '2026-11-01T05:30:00Z',
      time: '01:30',
      zone: NY,
      expected: '2026-11-02T06:30:00.000Z',
    },
    {
      name: 'Kolkata, a half-hour zone far from the server',
      after: '2026-11-20T02:00:00Z', // 07:30 in Kolkata
      time: '07:00',
      zone: KOLKATA,
      expected: '2026-11-21T01:30:00.000Z',
    },
  ];
  it.each(cases)('$name', ({ after, time, zone, expected }) => {
    expect(nextDigestInstant(new Date(after), time, zone).toISOString()).toBe(expected);
  });

  it('names the date on the student calendar', () => {
    expect(digestDate(new Date('2026-11-20T20:00:00Z'), AKL)).toBe('2026-11-21');
  });
});

describe('digestContent', () => {
  // Friday 20 November 07:00 in New York.
  const NOW = new Date('2026-11-20T12:00:00Z');
  const rows: DigestAssignment[] = [
    {
      id: 'late',
      title: 'Late essay',
      dueDate: '2026-11-19T15:00:00Z',
      completed: false,
      category: 'Homework',
    },
    {
      id: 'done',
      title: 'Done lab',
      dueDate: '2026-11-19T15:00:00Z',
      completed: true,
      category: 'Project',
    },
    {
      id: 'today',
      title: 'Worksheet',
      dueDate: '2026-11-21T04:59:00Z',
      completed: false,
      category: 'Homework',
    },
    {
      id: 'tomorrow',
      title: 'Reading',
      dueDate: '2026-11-21T15:00:00Z',
      completed: false,
      category: 'Reading',
    },
    {
      id: 'quiz',
      title: 'Quiz 3',
      dueDate: '2026-11-24T14:00:00Z',
      completed: false,
      category: 'Quiz',
    },
    {
      id: 'test-far',
      title: 'Final',
      dueDate: '2026-11-28T14:00:00Z',
      completed: false,
      category: 'Test',
    },
    {
      id: 'project',
      title: 'Project',
      dueDate: '2026-11-24T14:00:00Z',
      completed: false,
      category: 'Project',
    },
    { id: 'none', title: 'Someday', dueDate: null, completed: false, category: 'Other' },
  ];
  const ids = (list: DigestAssignment[]) => list.map((row) => row.id);

  const cases: {
    name: string;
    now: Date;
    zone: string;
    expected: Record<string, string[]> | null;
  }[] = [
    {
      name: 'New York, Friday morning',
      now: NOW,
      zone: NY,
      expected: {
        overdue: ['late'],
        dueToday: ['today'],
        dueTomorrow: ['tomorrow'],
        upcomingTests: ['quiz'],
      },
    },
    {
      name: 'Auckland, already Saturday: the same instants are a day nearer on its calendar',
      now: NOW, // Saturday 01:00 NZDT
      zone: AKL,
      expected: {
        overdue: ['late'],
        dueToday: ['today'],
        dueTomorrow: ['tomorrow'],
        upcomingTests: ['quiz'],
      },
    },
    {
      name: 'a week later the far test is in range and the rest is overdue',
      now: new Date('2026-11-22T12:00:00Z'),
      zone: NY,
      expected: {
        overdue: ['late', 'today', 'tomorrow'],
        dueToday: [],
        dueTomorrow: [],
        upcomingTests: ['quiz', 'test-far'],
      },
    },
  ];
  it.each(cases)('$name', ({ now, zone, expected }) => {
    const content = digestContent(rows, now, zone);
    expect(
      content && {
        overdue: ids(content.overdue),
        dueToday: ids(content.dueToday),
        dueTomorrow: ids(content.dueTomorrow),
        upcomingTests: ids(content.upcomingTests),
      },
    ).toEqual(expected);
  });

  it('is null on a day with nothing to say', () => {
    expect(digestContent([rows[1]!, rows[6]!, rows[7]!], NOW, NY)).toBeNull();
  });
});
