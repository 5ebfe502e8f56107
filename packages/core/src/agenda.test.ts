import { describe, expect, it } from 'vitest';
import { upcomingAssignments, upcomingTimeline } from './agenda';
import { assignment, NOW, NY, AKL, ROWS, titles } from './agenda-test-rows';
import type { AssignmentLike } from './assignments';

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

describe('upcomingTimeline', () => {
  const summary = (list: readonly AssignmentLike[], now: Date, zone: string) =>
    upcomingTimeline(list, [], now, zone).map(({ day, start, items }) => ({
      day,
      start: start.toISOString(),
      titles: titles(
        items.flatMap((item) => (item.kind === 'assignment' ? [item.assignment] : [])),
      ),
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
    expect(upcomingTimeline(list, [], NOW, NY)).toEqual([]);
  });

  it("adds the events of today and later days, a day's all-day events first", () => {
    const events = [
      { title: 'Concert', eventDate: '2026-11-23T23:00:00Z' },
      { title: 'Spirit day', eventDate: '2026-11-24T04:59:00Z', allDay: true },
      { title: 'Yesterday', eventDate: '2026-11-20T15:00:00Z' },
      { title: 'Undated', eventDate: null },
    ];
    const list = [assignment('Essay', '2026-11-23T17:00:00Z')];
    const days = upcomingTimeline(list, events, NOW, NY).map(({ day, items }) => ({
      day,
      items: items.map((item) =>
        item.kind === 'event' ? `event:${item.event.title}` : item.assignment.title,
      ),
    }));
    expect(days).toEqual([
      { day: dayNumber('2026-11-23'), items: ['event:Spirit day', 'Essay', 'event:Concert'] },
    ]);
  });

  it('lists an event still going since yesterday under today, with what is due today', () => {
    const sleepover = {
      title: 'Sleepover',
      eventDate: '2026-11-21T01:00:00Z',
      endDate: '2026-11-21T15:00:00Z',
    };
    const days = upcomingTimeline(
      [assignment('Essay', '2026-11-21T20:00:00Z')],
      [sleepover],
      NOW,
      NY,
    );
    expect(days).toHaveLength(1);
    expect(days[0]?.start.toISOString()).toBe('2026-11-21T05:00:00.000Z');
    expect(days[0]?.items.map((item) => item.kind)).toEqual(['event', 'assignment']);
  });
});
