import { describe, expect, it } from 'vitest';
import { greeting, greetingName, localHour, timeOfDayGreeting } from './greeting';

describe('timeOfDayGreeting', () => {
  it.each([
    [0, 'Good morning'],
    [5, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [16, 'Good afternoon'],
    [17, 'Good evening'],
    [23, 'Good evening'],
  ] as const)('hour %i greets with %s', (hour, expected) => {
    expect(timeOfDayGreeting(hour)).toBe(expected);
  });
});

describe('greetingName', () => {
  it.each([
    [{ firstName: 'Maya', displayName: 'Maya Chen', email: 'maya@example.com' }, 'Maya'],
    [{ firstName: '  ', displayName: 'Maya Chen', email: 'maya@example.com' }, 'Maya Chen'],
    [{ firstName: null, displayName: null, email: 'maya.chen@example.com' }, 'maya.chen'],
    [{ email: '@example.com' }, 'there'],
    [{}, 'there'],
  ])('%o is greeted as %s', (subject, expected) => {
    expect(greetingName(subject)).toBe(expected);
  });
});

describe('greeting with a pinned clock', () => {
  // 2026-03-29T00:30Z: the night Europe/London moves from GMT to BST (01:00 -> 02:00 local).
  const cases = [
    ['2026-11-21T08:15:00Z', 'UTC', 'Good morning, Maya'],
    ['2026-11-21T12:00:00Z', 'UTC', 'Good afternoon, Maya'],
    ['2026-11-21T16:59:59Z', 'UTC', 'Good afternoon, Maya'],
    ['2026-11-21T17:00:00Z', 'UTC', 'Good evening, Maya'],
    // 10:30 in UTC is evening already in Auckland (UTC+13 in November).
    ['2026-11-21T10:30:00Z', 'Pacific/Auckland', 'Good evening, Maya'],
    // 02:00 UTC is still the previous evening in New York.
    ['2026-11-21T02:00:00Z', 'America/New_York', 'Good evening, Maya'],
    ['2026-03-29T11:30:00Z', 'Europe/London', 'Good afternoon, Maya'],
    ['2026-03-28T11:30:00Z', 'Europe/London', 'Good morning, Maya'],
  ] as const;
  it.each(cases)('%s in %s says %s', (iso, zone, expected) => {
    expect(greeting(new Date(iso), { firstName: 'Maya' }, zone)).toBe(expected);
  });

  it('reads the hour in the given zone, not the runtime zone', () => {
    expect(localHour(new Date('2026-07-01T23:30:00Z'), 'Asia/Tokyo')).toBe(8);
    expect(localHour(new Date('2026-07-01T00:30:00Z'), 'UTC')).toBe(0);
  });
});
