import { describe, expect, it } from 'vitest';
import { phoneAgenda, upcomingAssignments, upcomingTimeline, type PhoneAgendaTab } from './agenda';
import type { AssignmentLike } from './assignments';
import { PHONE_UPCOMING_LIMIT } from './constants';

const NY = 'America/New_York';
const AKL = 'Pacific/Auckland';

/** Saturday 2026-11-21, 12:00 UTC: 07:00 that Saturday in New York, 01:00 Sunday in Auckland. */
const NOW = new Date('2026-11-21T12:00:00Z');

function assignment(
  title: string,
  dueDate: string | null,
  completed = false,
): AssignmentLike & { id: string } {
  return {
    id: title,
    title,
    dueDate,
    completed,
    category: 'Homework',
    createdAt: '2026-11-01T00:00:00Z',
  };
}

const titles = (list: readonly { title: string }[]) => list.map((item) => item.title);

/** The same rows for every table below; each name says when it is due. */
const ROWS = [
  assignment('undated', null),
  assignment('sun 22 noon utc', '2026-11-22T12:00:00Z'),
  assignment('done sat 21 20:00 utc', '2026-11-21T20:00:00Z', true),
  assignment('sat 21 23:00 utc', '2026-11-21T23:00:00Z'),
  assignment('exactly now', '2026-11-21T12:00:00Z'),
  assignment('a minute ago', '2026-11-21T11:59:00Z'),
  assignment('sun 15 05:00 utc', '2026-11-15T05:00:00Z'),
  assignment('sun 15 04:59 utc', '2026-11-15T04:59:00Z'),
  assignment('sun 22 04:59 utc', '2026-11-22T04:59:00Z'),
  assignment('sat 14 11:00 utc', '2026-11-14T11:00:00Z'),
  assignment('dec 1', '2026-12-01T12:00:00Z'),
];

describe('upcomingAssignments', () => {
  it('keeps open items due from now on, soonest first; not done, overdue or undated ones', () => {
    expect(titles(upcomingAssignments(ROWS, NOW))).toEqual([
      'exactly now',
      'sat 21 23:00 utc',
      'sun 22 04:59 utc',
      'sun 22 noon utc',
      'dec 1',
    ]);
  });

  it('breaks a tie on the due date by title', () => {
    const due = '2026-11-23T12:00:00Z';
    const list = [assignment('Essay', due), assignment('algebra', due), assignment('Biology', due)];
    expect(titles(upcomingAssignments(list, NOW))).toEqual(['algebra', 'Biology', 'Essay']);
  });
});

describe('phoneAgenda', () => {
  it.each<[string, PhoneAgendaTab, string, string[]]>([
    [
      'Upcoming is the upcoming list, whatever the zone',
      'upcoming',
      NY,
      ['exactly now', 'sat 21 23:00 utc', 'sun 22 04:59 utc', 'sun 22 noon utc', 'dec 1'],
    ],
    // New York's Saturday runs from 05:00Z on the 21st to 04:59:59.999Z on the 22nd.
    [
      "Today in New York keeps the day's done and overdue items",
      'today',
      NY,
      [
        'a minute ago',
        'exactly now',
        'done sat 21 20:00 utc',
        'sat 21 23:00 utc',
        'sun 22 04:59 utc',
      ],
    ],
    // In Auckland (UTC+13) it is already 01:00 on Sunday, a day that began at 11:00Z on the 21st.
    [
      'Today in Auckland',
      'today',
      AKL,
      [
        'a minute ago',
        'exactly now',
        'done sat 21 20:00 utc',
        'sat 21 23:00 utc',
        'sun 22 04:59 utc',
      ],
    ],
    [
      'Today in UTC',
      'today',
      'UTC',
      ['a minute ago', 'exactly now', 'done sat 21 20:00 utc', 'sat 21 23:00 utc'],
    ],
    // New York's week: Sunday the 15th 00:00 EST (05:00Z) to Saturday the 21st 23:59:59.999.
    [
      'Week in New York, Sunday to Saturday',
      'week',
      NY,
      [
        'sun 15 05:00 utc',
        'a minute ago',
        'exactly now',
        'done sat 21 20:00 utc',
        'sat 21 23:00 utc',
        'sun 22 04:59 utc',
      ],
    ],
    // Auckland's week began with that Sunday; noon UTC on the 22nd is already its Monday.
    [
      'Week in Auckland',
      'week',
      AKL,
      [
        'a minute ago',
        'exactly now',
        'done sat 21 20:00 utc',
        'sat 21 23:00 utc',
        'sun 22 04:59 utc',
        'sun 22 noon utc',
      ],
    ],
  ])('%s', (_, tab, zone, expected) => {
    expect(titles(phoneAgenda(ROWS, tab, NOW, zone))).toEqual(expected);
  });

  it(`caps Upcoming at the first ${PHONE_UPCOMING_LIMIT} open items by due date`, () => {
    // Listed latest first, as the server answers (newest first), so the order comes from the sort.
    const open = Array.from({ length: 12 }, (_, index) =>
      assignment(`day ${index + 1}`, `2026-11-${String(22 + index).padStart(2, '0')}T12:00:00Z`),
    ).reverse();
    const list = [
      ...open,
      assignment('done soonest', '2026-11-21T13:00:00Z', true),
      assignment('overdue', '2026-11-20T12:00:00Z'),
    ];
    expect(titles(phoneAgenda(list, 'upcoming', NOW, NY))).toEqual(
      Array.from({ length: PHONE_UPCOMING_LIMIT }, (_, index) => `day ${index + 1}`),
    );
  });

  it.each<[string, Date, string, boolean]>([
    // New York springs forward on 2026-03-08: that date runs 05:00Z to 03:59:59.999Z (23 hours).
    [
      '23:59 EDT on the spring-forward day',
      new Date('2026-03-08T05:30:00Z'),
      '2026-03-09T03:59:00Z',
      true,
    ],
    [
      'midnight after the spring-forward day',
      new Date('2026-03-08T05:30:00Z'),
      '2026-03-09T04:00:00Z',
      false,
    ],
    // ...and falls back on 2026-11-01, which runs 04:00Z to 04:59:59.999Z the next day (25 hours).
    [
      '23:59 EST on the fall-back day',
      new Date('2026-11-01T04:30:00Z'),
      '2026-11-02T04:59:00Z',
      true,
    ],
    [
      'midnight after the fall-back day',
      new Date('2026-11-01T04:30:00Z'),
      '2026-11-02T05:00:00Z',
      false,
    ],
  ])('Today in New York, %s -> %s', (_, now, dueDate, expected) => {
    expect(phoneAgenda([assignment('item', dueDate)], 'today', now, NY)).toHaveLength(
      expected ? 1 : 0,
    );
  });
});

describe('upcomingTimeline', () => {
  const summary = (list: readonly AssignmentLike[], now: Date, zone: string) =>
    upcomingTimeline(list, now, zone).map(({ day, start, items }) => ({
      day,
      start: start.toISOString(),
      titles: titles(items),
    }));
  const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

  it.each([
    [
      'New York',
      NOW,
      ROWS,
      NY,
      [
        {
          day: dayNumber('2026-11-21'),
          start: '2026-11-21T05:00:00.000Z',
          titles: ['exactly now', 'sat 21 23:00 utc', 'sun 22 04:59 utc'],
        },
        {
          day: dayNumber('2026-11-22'),
          start: '2026-11-22T05:00:00.000Z',
          titles: ['sun 22 noon utc'],
        },
        { day: dayNumber('2026-12-01'), start: '2026-12-01T05:00:00.000Z', titles: ['dec 1'] },
      ],
    ],
    // The same instants on Auckland's clock (UTC+13) fall a day later, and differently together.
    [
      'Auckland',
      NOW,
      ROWS,
      AKL,
      [
        {
          day: dayNumber('2026-11-22'),
          start: '2026-11-21T11:00:00.000Z',
          titles: ['exactly now', 'sat 21 23:00 utc', 'sun 22 04:59 utc'],
        },
        {
          day: dayNumber('2026-11-23'),
          start: '2026-11-22T11:00:00.000Z',
          titles: ['sun 22 noon utc'],
        },
        { day: dayNumber('2026-12-02'), start: '2026-12-01T11:00:00.000Z', titles: ['dec 1'] },
      ],
    ],
    // The 23-hour spring-forward day in New York starts at 05:00Z; the day after at 04:00Z.
    [
      'New York over spring forward',
      new Date('2026-03-07T17:00:00Z'),
      [
        assignment('mar 9 00:00 edt', '2026-03-09T04:00:00Z'),
        assignment('mar 8 23:59 edt', '2026-03-09T03:59:00Z'),
        assignment('mar 8 00:00 est', '2026-03-08T05:00:00Z'),
        assignment('mar 7 23:59 est', '2026-03-08T04:59:00Z'),
      ],
      NY,
      [
        {
          day: dayNumber('2026-03-07'),
          start: '2026-03-07T05:00:00.000Z',
          titles: ['mar 7 23:59 est'],
        },
        {
          day: dayNumber('2026-03-08'),
          start: '2026-03-08T05:00:00.000Z',
          titles: ['mar 8 00:00 est', 'mar 8 23:59 edt'],
        },
        {
          day: dayNumber('2026-03-09'),
          start: '2026-03-09T04:00:00.000Z',
          titles: ['mar 9 00:00 edt'],
        },
      ],
    ],
  ])('groups the upcoming items by their day in %s', (_, now, list, zone, expected) => {
    expect(summary(list, now, zone)).toEqual(expected);
  });

  it('is empty when nothing is upcoming', () => {
    const list = [
      assignment('done', '2026-11-30T12:00:00Z', true),
      assignment('overdue', '2026-11-20T12:00:00Z'),
      assignment('undated', null),
    ];
    expect(upcomingTimeline(list, NOW, NY)).toEqual([]);
  });
});
