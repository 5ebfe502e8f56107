import { describe, expect, it } from 'vitest';
import { phoneAgenda, type EventLike, type PhoneAgendaItem, type PhoneAgendaTab } from './agenda';
import { AKL, assignment, event, NOW, NY, ROWS } from './agenda-test-rows';
import type { AssignmentLike } from './assignments';
import { PHONE_UPCOMING_LIMIT } from './constants';

/** Events on the same clock as ROWS; each name says when it is, in UTC. */
const EVENTS = [
  event('ev undated', null),
  event('ev dec 2', '2026-12-02T12:00:00Z'),
  // 22:00 on Friday the 20th in New York, 16:00 on Saturday the 21st in Auckland.
  event('ev sat 21 03:00 utc', '2026-11-21T03:00:00Z'),
  // 01:00 this Saturday in New York: earlier than now, but today's.
  event('ev sat 21 06:00 utc', '2026-11-21T06:00:00Z'),
  // 23:59 on Sunday the 22nd, Auckland's today; 05:59 that Sunday in New York.
  event('ev sun 22 10:59 utc', '2026-11-22T10:59:00Z'),
  // The same instant as the assignment 'sun 22 noon utc'.
  event('ev sun 22 12:00 utc', '2026-11-22T12:00:00Z'),
  // 23:00 on Saturday the 14th in New York, the week before this one there.
  event('ev sun 15 04:00 utc', '2026-11-15T04:00:00Z'),
];

const names = (list: readonly PhoneAgendaItem<AssignmentLike, EventLike>[]) =>
  list.map((item) => (item.kind === 'assignment' ? item.assignment.title : item.event.title));

describe('phoneAgenda', () => {
  it('puts an all-day event first in its day, whatever time its instant holds', () => {
    // Saturday the 21st in New York: the all-day one was saved at 23:59 local time.
    const spiritDay = { title: 'Spirit day', eventDate: '2026-11-22T04:59:00Z', allDay: true };
    const list = phoneAgenda(ROWS, [spiritDay], 'today', NOW, NY);
    expect(names(list)[0]).toBe('Spirit day');
  });

  it.each<[string, PhoneAgendaTab, string, string[]]>([
    // Whatever the zone: the overdue ones first, then the rest by due date, the undated one last.
    [
      'Upcoming is every open assignment, overdue and undated ones too',
      'upcoming',
      NY,
      [
        'sat 14 11:00 utc',
        'sun 15 04:59 utc',
        'sun 15 05:00 utc',
        'a minute ago',
        'exactly now',
        'sat 21 23:00 utc',
        'sun 22 04:59 utc',
        'sun 22 noon utc',
        'dec 1',
        'undated',
      ],
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
  ])('assignments: %s', (_, tab, zone, expected) => {
    expect(names(phoneAgenda(ROWS, [], tab, NOW, zone))).toEqual(expected);
  });

  it.each<[string, PhoneAgendaTab, string, string[]]>([
    // From today on: a past event is not open, one earlier today still is; undated ones never.
    [
      'Upcoming in New York',
      'upcoming',
      NY,
      ['ev sat 21 06:00 utc', 'ev sun 22 10:59 utc', 'ev sun 22 12:00 utc', 'ev dec 2'],
    ],
    [
      'Upcoming in Auckland, whose Saturday is over',
      'upcoming',
      AKL,
      ['ev sun 22 10:59 utc', 'ev sun 22 12:00 utc', 'ev dec 2'],
    ],
    [
      'Upcoming in UTC',
      'upcoming',
      'UTC',
      [
        'ev sat 21 03:00 utc',
        'ev sat 21 06:00 utc',
        'ev sun 22 10:59 utc',
        'ev sun 22 12:00 utc',
        'ev dec 2',
      ],
    ],
    ['Today in New York', 'today', NY, ['ev sat 21 06:00 utc']],
    ['Today in Auckland', 'today', AKL, ['ev sun 22 10:59 utc']],
    ['Today in UTC', 'today', 'UTC', ['ev sat 21 03:00 utc', 'ev sat 21 06:00 utc']],
    ['Week in New York', 'week', NY, ['ev sat 21 03:00 utc', 'ev sat 21 06:00 utc']],
    ['Week in Auckland', 'week', AKL, ['ev sun 22 10:59 utc', 'ev sun 22 12:00 utc']],
    [
      'Week in UTC',
      'week',
      'UTC',
      ['ev sun 15 04:00 utc', 'ev sat 21 03:00 utc', 'ev sat 21 06:00 utc'],
    ],
  ])('events: %s', (_, tab, zone, expected) => {
    expect(names(phoneAgenda([], EVENTS, tab, NOW, zone))).toEqual(expected);
  });

  it.each<[PhoneAgendaTab, string[]]>([
    // Ten in all: 'sun 22 noon utc', 'dec 1', 'ev dec 2' and 'undated' are past the cap.
    [
      'upcoming',
      [
        'sat 14 11:00 utc',
        'sun 15 04:59 utc',
        'sun 15 05:00 utc',
        'ev sat 21 06:00 utc',
        'a minute ago',
        'exactly now',
        'sat 21 23:00 utc',
        'sun 22 04:59 utc',
        'ev sun 22 10:59 utc',
        'ev sun 22 12:00 utc',
      ],
    ],
    [
      'today',
      [
        'ev sat 21 06:00 utc',
        'a minute ago',
        'exactly now',
        'done sat 21 20:00 utc',
        'sat 21 23:00 utc',
        'sun 22 04:59 utc',
      ],
    ],
    [
      'week',
      [
        'sun 15 05:00 utc',
        'ev sat 21 03:00 utc',
        'ev sat 21 06:00 utc',
        'a minute ago',
        'exactly now',
        'done sat 21 20:00 utc',
        'sat 21 23:00 utc',
        'sun 22 04:59 utc',
      ],
    ],
  ])('mixes assignments and events by date in %s, New York', (tab, expected) => {
    const list = phoneAgenda(ROWS, EVENTS, tab, NOW, NY);
    expect(names(list)).toEqual(expected);
    expect(list.map((item) => item.kind)).toEqual(
      expected.map((name) => (name.startsWith('ev ') ? 'event' : 'assignment')),
    );
  });

  it('orders an assignment and an event on the same instant by title, whatever the kind', () => {
    const due = '2026-11-23T12:00:00Z';
    const list = phoneAgenda(
      [assignment('Biology lab', due), assignment('Reading', due)],
      [event('Assembly', due), event('Choir', due)],
      'upcoming',
      NOW,
      NY,
    );
    expect(names(list)).toEqual(['Assembly', 'Biology lab', 'Choir', 'Reading']);
  });

  it(`caps Upcoming at the first ${PHONE_UPCOMING_LIMIT} open items by due date`, () => {
    // Listed latest first, as the server answers (newest first), so the order comes from the sort.
    const open = Array.from({ length: 12 }, (_, index) =>
      assignment(`day ${index + 1}`, `2026-11-${String(22 + index).padStart(2, '0')}T12:00:00Z`),
    ).reverse();
    const list = [
      assignment('undated', null),
      ...open,
      assignment('done soonest', '2026-11-21T13:00:00Z', true),
      assignment('overdue', '2026-11-20T12:00:00Z'),
    ];
    expect(names(phoneAgenda(list, [], 'upcoming', NOW, NY))).toEqual([
      'overdue',
      ...Array.from({ length: PHONE_UPCOMING_LIMIT - 1 }, (_, index) => `day ${index + 1}`),
    ]);
  });

  it('lists a student whose only open work is overdue under Upcoming', () => {
    const list = [
      assignment('done', '2026-11-30T12:00:00Z', true),
      assignment('overdue', '2026-11-20T12:00:00Z'),
    ];
    expect(names(phoneAgenda(list, [], 'upcoming', NOW, NY))).toEqual(['overdue']);
  });
});
