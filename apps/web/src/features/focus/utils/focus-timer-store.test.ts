// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { POMODORO_MESSAGES } from '@assignd/core';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionState } from '@/lib/session';
import type { FocusRecord } from './focus-timer-store';

/* Who is signed in, shared by every tab the test opens; `signIn(null)` signs out. */
const session = vi.hoisted(() => {
  let state: SessionState = { status: 'loading' };
  const listeners = new Set<(next: SessionState) => void>();
  return {
    current: () => state,
    subscribe: (listener: (next: SessionState) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(id: string | null) {
      state = id
        ? { status: 'signed-in', user: { id, email: `${id}@x.test`, name: id } }
        : { status: 'signed-out' };
      for (const listener of listeners) listener(state);
    },
  };
});
vi.mock('@/lib/session', () => ({
  currentSession: session.current,
  subscribeToSession: session.subscribe,
  refreshSession: () => Promise.resolve(session.current()),
}));

/* Each import is a fresh tab (or a reload): the store starts from what localStorage holds. */
async function openTab() {
  vi.resetModules();
  return import('./focus-timer-store');
}

const T0 = Date.UTC(2026, 10, 23, 14, 0);
const MINUTE = 60_000;
const ASSIGNMENT = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

beforeEach(() => {
  localStorage.clear();
  session.signIn('student-a');
});

describe('focus timer store', () => {
  it('keeps a running timer across a reload, its time left from the end instant', async () => {
    const first = await openTab();
    first.focusTimer.toggle(T0);
    const reloaded = await openTab();
    const { state } = reloaded.focusTimer.getSnapshot();
    expect(state.running).toBe(true);
    expect(state.endsAt).toBe(T0 + 25 * MINUTE);
  });

  it('queues a finished work session once, even when a second tab reaches zero too', async () => {
    const laptop = await openTab();
    laptop.focusTimer.setAssignment(ASSIGNMENT);
    laptop.focusTimer.toggle(T0);
    laptop.focusTimer.toggle(T0 + 5 * MINUTE);
    laptop.focusTimer.toggle(T0 + 10 * MINUTE);
    const end = T0 + 30 * MINUTE;
    expect(laptop.focusTimer.advance(end - 1)).toBeNull();
    expect(laptop.focusTimer.advance(end + 500)).toEqual({
      message: POMODORO_MESSAGES.workDone,
      sessionType: 'work',
      endedAt: end,
    });
    const [record] = laptop.readPending();
    expect(record?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(laptop.readPending()).toEqual([
      {
        id: record?.id,
        startedAt: new Date(T0).toISOString(),
        endedAt: new Date(end).toISOString(),
        minutes: 25,
        assignmentId: ASSIGNMENT,
      },
    ]);
    const other = await openTab();
    expect(other.focusTimer.advance(end + 900)).toBeNull();
    expect(other.readPending()).toHaveLength(1);
    expect(other.focusTimer.getSnapshot().state).toMatchObject({
      sessionType: 'break',
      sessionsCompleted: 1,
      running: false,
    });
  });

  it('records nothing for a break, a skipped or a reset work session', async () => {
    const tab = await openTab();
    tab.focusTimer.toggle(T0);
    tab.focusTimer.reset(T0 + MINUTE);
    tab.focusTimer.toggle(T0 + 2 * MINUTE);
    tab.focusTimer.skip(T0 + 3 * MINUTE);
    tab.focusTimer.toggle(T0 + 4 * MINUTE);
    expect(tab.focusTimer.advance(T0 + 9 * MINUTE)?.message).toBe(POMODORO_MESSAGES.breakDone);
    expect(tab.readPending()).toEqual([]);
    expect(tab.focusTimer.getSnapshot().state.sessionsCompleted).toBe(0);
  });

  it('starts the record over when the length of the running work session changes', async () => {
    const tab = await openTab();
    tab.focusTimer.toggle(T0);
    tab.focusTimer.setWorkMinutes(15, T0 + 10 * MINUTE);
    tab.focusTimer.advance(T0 + 25 * MINUTE);
    expect(tab.readPending()).toEqual([
      expect.objectContaining({
        startedAt: new Date(T0 + 10 * MINUTE).toISOString(),
        endedAt: new Date(T0 + 25 * MINUTE).toISOString(),
        minutes: 15,
      }),
    ]);
    tab.removePending(tab.readPending()[0]?.id ?? '');
    expect(tab.readPending()).toEqual([]);
  });

  it("follows another tab's changes through the storage event", async () => {
    const tab = await openTab();
    const listener = vi.fn();
    const unsubscribe = tab.focusTimer.subscribe(listener);
    expect(tab.focusTimer.getSnapshot().state.running).toBe(false);
    localStorage.setItem(
      'assignd.focus.timer.student-a',
      JSON.stringify({ ...tab.focusTimer.getSnapshot().state, running: true, endsAt: Date.now() }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'assignd.focus.timer.student-a' }));
    expect(listener).toHaveBeenCalled();
    expect(tab.focusTimer.getSnapshot().state.running).toBe(true);
    unsubscribe();
  });

  it("never shows or hands over one student's timer and unsent sessions to the next", async () => {
    const tab = await openTab();
    tab.focusTimer.toggle(T0);
    tab.focusTimer.advance(T0 + 25 * MINUTE);
    tab.focusTimer.skip(T0 + 25 * MINUTE);
    tab.focusTimer.toggle(T0 + 26 * MINUTE);
    const [recordOfA] = tab.readPending();
    expect(recordOfA).toBeDefined();
    const listener = vi.fn();
    tab.focusTimer.subscribe(listener);

    session.signIn(null);
    expect(listener).toHaveBeenCalled();
    expect(tab.focusTimer.getSnapshot().state.running).toBe(false);
    expect(tab.readPending()).toEqual([]);

    session.signIn('student-b');
    expect(tab.focusTimer.getSnapshot()).toMatchObject({
      state: { running: false, sessionsCompleted: 0, remainingMs: 25 * MINUTE },
      session: null,
    });
    expect(tab.readPending()).toEqual([]);
    expect(tab.pendingOwner()).toBe('student-b');
    // A reload while B is signed in does not find A's timer either.
    const reloaded = await openTab();
    expect(reloaded.focusTimer.getSnapshot().state.running).toBe(false);
    reloaded.focusTimer.toggle(T0 + 27 * MINUTE);
    reloaded.focusTimer.advance(T0 + 52 * MINUTE);
    expect(reloaded.readPending()).toHaveLength(1);

    session.signIn('student-a');
    expect(tab.focusTimer.getSnapshot().state).toMatchObject({
      running: true,
      endsAt: T0 + 51 * MINUTE,
      sessionsCompleted: 1,
    });
    expect(tab.readPending()).toEqual([recordOfA]);
  });

  it('reads nothing while nobody is signed in, nor from the keys of before', async () => {
    localStorage.setItem(
      'assignd.focus.pending',
      JSON.stringify([
        {
          id: ASSIGNMENT,
          startedAt: new Date(T0).toISOString(),
          endedAt: new Date(T0 + 25 * MINUTE).toISOString(),
          minutes: 25,
          assignmentId: null,
        },
      ]),
    );
    const first = await openTab();
    first.focusTimer.toggle(T0);
    session.signIn(null);
    const tab = await openTab();
    expect(tab.focusTimer.getSnapshot().state.running).toBe(false);
    expect(tab.readPending()).toEqual([]);
    session.signIn('student-a');
    expect(tab.focusTimer.getSnapshot().state.running).toBe(true);
    expect(tab.readPending()).toEqual([]);
  });

  it("posts only the signed-in student's unsent sessions, stopping when they sign out", async () => {
    const tab = await openTab();
    for (const start of [T0, T0 + 26 * MINUTE]) {
      tab.focusTimer.toggle(start);
      tab.focusTimer.advance(start + 25 * MINUTE);
      tab.focusTimer.skip(start + 25 * MINUTE);
    }
    const [first, second] = tab.readPending();
    const { flushFocusRecords } = await import('./record-sessions');
    const posted: { user: string | null; body: FocusRecord }[] = [];
    vi.stubGlobal('fetch', (_path: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as FocusRecord;
      posted.push({ user: tab.pendingOwner(), body });
      // A signs out (and B in) while the first post is on its way.
      if (posted.length === 1) session.signIn('student-b');
      const saved = {
        ...body,
        id: ASSIGNMENT,
        kind: 'work',
        classId: null,
        createdAt: body.endedAt,
      };
      return Promise.resolve(Response.json(saved));
    });
    const queryClient = new QueryClient();

    await flushFocusRecords(queryClient);
    expect(posted.map(({ user }) => user)).toEqual(['student-a']);
    expect(posted[0]?.body.startedAt).toBe(first?.startedAt);
    expect(tab.readPending()).toEqual([]);

    session.signIn('student-a');
    expect(tab.readPending()).toEqual([second]);
    await flushFocusRecords(queryClient);
    expect(posted.map(({ user }) => user)).toEqual(['student-a', 'student-a']);
    expect(posted[1]?.body.startedAt).toBe(second?.startedAt);
    expect(tab.readPending()).toEqual([]);
    vi.unstubAllGlobals();
  });

  it('keeps an unsent session while the student is signed out elsewhere or without Pro', async () => {
    const tab = await openTab();
    tab.focusTimer.toggle(T0);
    tab.focusTimer.advance(T0 + 25 * MINUTE);
    const pending = tab.readPending();
    expect(pending).toHaveLength(1);
    const { flushFocusRecords } = await import('./record-sessions');
    let status = 403;
    vi.stubGlobal('fetch', () =>
      Promise.resolve(Response.json({ error: 'Signed out or no longer Pro' }, { status })),
    );
    await flushFocusRecords(new QueryClient());
    // The plan ended: the focus time waits here for the student.
    expect(tab.readPending()).toEqual(pending);

    // Signed out elsewhere: the outbox keeps it for this student until they are back.
    status = 401;
    await flushFocusRecords(new QueryClient());
    const outbox = await import('@/lib/outbox/outbox');
    await outbox.whenIdle();
    expect(tab.readPending()).toEqual([]);
    const { readQueue } = await import('@/lib/outbox/outbox-store');
    expect((await readQueue('student-a')).map((entry) => entry.key)).toEqual([
      `focus-session:${pending[0]?.id ?? ''}`,
    ]);
    vi.unstubAllGlobals();
  });

  it('starts afresh from stored junk', async () => {
    localStorage.setItem('assignd.focus.timer.student-a', '{"sessionType":"nap"}');
    localStorage.setItem('assignd.focus.session.student-a', 'not json');
    localStorage.setItem('assignd.focus.pending.student-a', '[{"id":1}]');
    const tab = await openTab();
    expect(tab.focusTimer.getSnapshot()).toMatchObject({
      state: { sessionType: 'work', running: false, remainingMs: 25 * MINUTE },
      session: null,
      assignmentId: null,
    });
    expect(tab.readPending()).toEqual([]);
  });
});
