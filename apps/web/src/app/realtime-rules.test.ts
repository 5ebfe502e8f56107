import { describe, expect, it } from 'vitest';
import {
  parseRealtimeMessage,
  planRealtimeMessage,
  realtimeToast,
  type RealtimeMessage,
  type RealtimeOp,
  type RealtimeTable,
} from '@/api/realtime-changes';
import { assignmentKeys } from '@/features/assignments/api/query-keys';
import { classKeys } from '@/features/classes/api/query-keys';
import { eventKeys } from '@/features/events/api/query-keys';
import { focusKeys } from '@/features/focus/api/query-keys';
import { scheduleKeys } from '@/features/schedule/api/query-keys';
import { profileKeys } from '@/features/profile/api/query-keys';
import { studyKeys } from '@/features/study/api/query-keys';
import { REALTIME_RULES } from './modules';

const queryKeys = {
  ...assignmentKeys,
  ...classKeys,
  ...eventKeys,
  ...focusKeys,
  ...scheduleKeys,
  ...profileKeys,
  ...studyKeys,
};

const ME = 'tab-me';
const row = { id: 'a1', title: 'Lab report' };

const change = (
  table: RealtimeTable,
  op: RealtimeOp,
  changed: object | null = op === 'delete' ? null : row,
  origin: string | null = 'tab-other',
): RealtimeMessage => ({ type: 'change', table, op, id: 'a1', row: changed, origin });

describe('realtimeToast', () => {
  it.each([
    ['assignments', 'insert', 'Assignment synced from another device'],
    ['assignments', 'update', 'Assignment updated from another device'],
    ['assignments', 'delete', 'Assignment deleted from another device'],
    ['classes', 'insert', 'Class synced from another device'],
    ['classes', 'update', 'Class updated from another device'],
    ['classes', 'delete', 'Class deleted from another device'],
    ['events', 'insert', 'Event synced from another device'],
    ['events', 'update', 'Event updated from another device'],
    ['events', 'delete', 'Event deleted from another device'],
    ['profiles', 'insert', 'Profile synced from another device'],
    ['profiles', 'update', 'Profile updated from another device'],
    ['profiles', 'delete', 'Profile deleted from another device'],
    ['schedule', 'insert', 'Schedule synced from another device'],
    ['schedule', 'update', 'Schedule updated from another device'],
    ['schedule', 'delete', 'Schedule removed from another device'],
  ] as const)('%s %s says %s', (table, op, text) => {
    expect(realtimeToast(REALTIME_RULES, table, op)).toBe(text);
  });
});

describe('parseRealtimeMessage', () => {
  it('reads changes and refreshes', () => {
    const change = {
      type: 'change',
      table: 'events',
      op: 'update',
      id: 'e1',
      row: { id: 'e1' },
      origin: null,
    };
    expect(parseRealtimeMessage(change)).toEqual(change);
    expect(parseRealtimeMessage({ type: 'refresh', origin: 'abc' })).toEqual({
      type: 'refresh',
      origin: 'abc',
    });
    expect(parseRealtimeMessage({ type: 'refresh' })).toEqual({ type: 'refresh', origin: null });
  });

  it('drops what it does not understand', () => {
    const valid = { type: 'change', table: 'classes', op: 'delete', id: 'c1', row: null };
    for (const message of [
      null,
      'refresh',
      { type: 'ready' },
      { type: 'ping' },
      { ...valid, table: 'no_such_table' },
      { ...valid, table: 'toString' },
      { ...valid, op: 'upsert' },
      { ...valid, id: 7 },
      { ...valid, row: 'text' },
      { ...valid, origin: 5 },
    ]) {
      expect(parseRealtimeMessage(message)).toBeNull();
    }
  });
});

describe('planRealtimeMessage', () => {
  it("ignores this tab's own changes and refreshes", () => {
    expect(
      planRealtimeMessage(REALTIME_RULES, change('assignments', 'insert', row, ME), ME),
    ).toEqual({
      steps: [],
      toast: null,
    });
    expect(planRealtimeMessage(REALTIME_RULES, { type: 'refresh', origin: ME }, ME)).toEqual({
      steps: [],
      toast: null,
    });
  });

  it('refetches everything, silently, on refresh from elsewhere', () => {
    expect(planRealtimeMessage(REALTIME_RULES, { type: 'refresh', origin: null }, ME)).toEqual({
      steps: [{ kind: 'invalidate' }],
      toast: null,
    });
  });

  it.each([
    ['assignments', queryKeys.assignments],
    ['events', queryKeys.events],
  ] as const)('upserts and removes %s rows in their list', (table, key) => {
    expect(planRealtimeMessage(REALTIME_RULES, change(table, 'insert'), ME).steps).toEqual([
      { kind: 'upsert', key, row },
    ]);
    expect(planRealtimeMessage(REALTIME_RULES, change(table, 'update'), ME).steps).toEqual([
      { kind: 'upsert', key, row },
    ]);
    expect(planRealtimeMessage(REALTIME_RULES, change(table, 'delete'), ME).steps).toEqual([
      { kind: 'remove', key, id: 'a1' },
    ]);
  });

  it('unfiles the assignments of a deleted class', () => {
    expect(planRealtimeMessage(REALTIME_RULES, change('classes', 'delete'), ME)).toEqual({
      steps: [
        { kind: 'remove', key: queryKeys.classes, id: 'a1' },
        { kind: 'unfile', classId: 'a1' },
      ],
      toast: 'Class deleted from another device',
    });
  });

  it("keeps study sets in their list, refetching a deleted set's cards", () => {
    expect(planRealtimeMessage(REALTIME_RULES, change('study_sets', 'update'), ME)).toEqual({
      steps: [{ kind: 'upsert', key: queryKeys.studySets, row }],
      toast: 'Study set updated from another device',
    });
    expect(planRealtimeMessage(REALTIME_RULES, change('study_sets', 'delete'), ME).steps).toEqual([
      { kind: 'remove', key: queryKeys.studySets, id: 'a1' },
      { kind: 'invalidate', key: [...queryKeys.flashcards, 'a1'] },
    ]);
  });

  it.each(['insert', 'update', 'delete'] as const)(
    'refetches the cached card lists on a flashcard %s',
    (op) => {
      expect(planRealtimeMessage(REALTIME_RULES, change('flashcards', op), ME).steps).toEqual([
        { kind: 'invalidate', key: queryKeys.flashcards },
      ]);
    },
  );

  it('sets the profile and the schedule, null when the schedule is deleted', () => {
    const profile = { displayName: 'Maya', firstName: 'Maya', lastName: 'Chen', email: 'm@x.io' };
    expect(
      planRealtimeMessage(REALTIME_RULES, change('profiles', 'update', profile), ME).steps,
    ).toEqual([{ kind: 'set', key: queryKeys.profile, data: profile }]);
    const schedule = { type: 'weekly', days: {} };
    expect(
      planRealtimeMessage(REALTIME_RULES, change('schedule', 'insert', schedule), ME).steps,
    ).toEqual([{ kind: 'set', key: queryKeys.schedule, data: schedule }]);
    expect(planRealtimeMessage(REALTIME_RULES, change('schedule', 'delete'), ME)).toEqual({
      steps: [{ kind: 'set', key: queryKeys.schedule, data: null }],
      toast: 'Schedule removed from another device',
    });
  });

  it('refetches a list when the row is missing or has no id', () => {
    expect(
      planRealtimeMessage(REALTIME_RULES, change('assignments', 'update', null), ME).steps,
    ).toEqual([{ kind: 'invalidate', key: queryKeys.assignments }]);
    expect(
      planRealtimeMessage(REALTIME_RULES, change('classes', 'insert', { name: 'Art' }), ME).steps,
    ).toEqual([{ kind: 'invalidate', key: queryKeys.classes }]);
  });
});

describe('focus sessions, cached per range', () => {
  it('refetches every cached range, since the server says which ranges a session is in', () => {
    expect(planRealtimeMessage(REALTIME_RULES, change('focus_sessions', 'insert'), ME)).toEqual({
      steps: [{ kind: 'invalidate', key: queryKeys.focusSessions }],
      toast: 'Focus session synced from another device',
    });
  });
});
