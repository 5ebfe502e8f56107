import { describe, expect, it } from 'vitest';
import { PHONE_AGENDA_TABS, phoneAgenda, type PhoneAgendaTab } from './agenda';
import { assignment, event, NOW, NY } from './agenda-test-rows';

describe('phoneAgenda', () => {
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
    expect(phoneAgenda([assignment('item', dueDate)], [], 'today', now, NY)).toHaveLength(
      expected ? 1 : 0,
    );
  });

  // Both clock changes in 2026 fall on a Sunday, the first day of the week.
  const SPRING_FORWARD = new Date('2026-03-08T05:30:00Z'); // 00:30 EST, 2026-03-08
  const FALL_BACK = new Date('2026-11-01T04:30:00Z'); // 00:30 EDT, 2026-11-01
  it.each<[string, Date, string, PhoneAgendaTab[]]>([
    ['23:59 EST the night before', SPRING_FORWARD, '2026-03-08T04:59:00Z', []],
    [
      '23:59 EDT on the spring-forward day',
      SPRING_FORWARD,
      '2026-03-09T03:59:00Z',
      ['upcoming', 'today', 'week'],
    ],
    ['midnight after it', SPRING_FORWARD, '2026-03-09T04:00:00Z', ['upcoming', 'week']],
    ['23:59 EDT on the Saturday', SPRING_FORWARD, '2026-03-15T03:59:00Z', ['upcoming', 'week']],
    ['midnight starting the next week', SPRING_FORWARD, '2026-03-15T04:00:00Z', ['upcoming']],
    ['23:59 EDT the night before', FALL_BACK, '2026-11-01T03:59:00Z', []],
    [
      'midnight EDT starting the fall-back day, before now',
      FALL_BACK,
      '2026-11-01T04:00:00Z',
      ['upcoming', 'today', 'week'],
    ],
    [
      '23:59 EST on the fall-back day',
      FALL_BACK,
      '2026-11-02T04:59:00Z',
      ['upcoming', 'today', 'week'],
    ],
    ['midnight after it', FALL_BACK, '2026-11-02T05:00:00Z', ['upcoming', 'week']],
    ['23:59 EST on the Saturday', FALL_BACK, '2026-11-08T04:59:00Z', ['upcoming', 'week']],
    ['midnight starting the next week', FALL_BACK, '2026-11-08T05:00:00Z', ['upcoming']],
  ])('an event in New York, %s (%s): %j', (_, now, eventDate, tabs) => {
    const shownIn = PHONE_AGENDA_TABS.filter(
      (tab) => phoneAgenda([], [event('item', eventDate)], tab, now, NY).length > 0,
    );
    expect(shownIn).toEqual(tabs);
  });

  // NOW is 07:00 on Saturday 21 November in New York.
  it.each<[string, string, string, PhoneAgendaTab[]]>([
    [
      'a sleepover from Friday 8 PM to Saturday 10 AM is still on today',
      '2026-11-21T01:00:00Z',
      '2026-11-21T15:00:00Z',
      ['upcoming', 'today', 'week'],
    ],
    [
      'one that ended at midnight exactly is over',
      '2026-11-20T23:00:00Z',
      '2026-11-21T05:00:00Z',
      ['week'],
    ],
    [
      'a trip from Saturday into next week is in this week and the next',
      '2026-11-21T14:00:00Z',
      '2026-11-23T22:00:00Z',
      ['upcoming', 'today', 'week'],
    ],
    [
      "a night from last Saturday into this week's Sunday is in Week, on that Sunday",
      '2026-11-15T01:00:00Z',
      '2026-11-15T15:00:00Z',
      ['week'],
    ],
    [
      'a night from the Friday before into last Saturday is in none',
      '2026-11-14T01:00:00Z',
      '2026-11-14T15:00:00Z',
      [],
    ],
  ])('%s', (_, eventDate, endDate, tabs) => {
    const shownIn = PHONE_AGENDA_TABS.filter(
      (tab) => phoneAgenda([], [{ title: 'item', eventDate, endDate }], tab, NOW, NY).length > 0,
    );
    expect(shownIn).toEqual(tabs);
  });
});
