import type { FocusSession, SchoolClass } from '@assignd/schemas';
import { describe, expect, it } from 'vitest';
import { focusByClass, hoursAndMinutes } from './weekly-focus';

const BIOLOGY = '00000000-0000-4000-8000-000000000001';
const HISTORY = '00000000-0000-4000-8000-000000000002';
const DELETED = '00000000-0000-4000-8000-000000000003';

const schoolClass = (id: string, name: string, color: string) =>
  ({ id, name, color }) as SchoolClass;
const session = (classId: string | null, minutes: number) => ({ classId, minutes }) as FocusSession;

describe('focusByClass', () => {
  const classes = [
    schoolClass(BIOLOGY, 'Biology', '#10b981'),
    schoolClass(HISTORY, 'History', '#f59e0b'),
  ];

  it('adds minutes per class, most first, and groups the rest under No class', () => {
    const sessions = [
      session(HISTORY, 25),
      session(BIOLOGY, 25),
      session(null, 15),
      session(BIOLOGY, 45),
      session(DELETED, 30),
    ];
    expect(focusByClass(sessions, classes)).toEqual([
      { key: BIOLOGY, name: 'Biology', color: '#10b981', minutes: 70 },
      { key: 'none', name: 'No class', color: null, minutes: 45 },
      { key: HISTORY, name: 'History', color: '#f59e0b', minutes: 25 },
    ]);
  });

  it('orders equal totals by name and is empty without sessions', () => {
    const sessions = [session(HISTORY, 25), session(BIOLOGY, 25)];
    expect(focusByClass(sessions, classes).map(({ name }) => name)).toEqual(['Biology', 'History']);
    expect(focusByClass([], classes)).toEqual([]);
  });
});

describe('hoursAndMinutes', () => {
  it.each([
    [0, '0h 0m'],
    [45, '0h 45m'],
    [60, '1h 0m'],
    [100, '1h 40m'],
  ])('%i minutes read %s', (minutes, text) => {
    expect(hoursAndMinutes(minutes)).toBe(text);
  });
});
