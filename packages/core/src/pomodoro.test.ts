import { describe, expect, it } from 'vitest';
import {
  advance,
  BREAK_MINUTE_OPTIONS,
  focusTime,
  initialPomodoro,
  parsePomodoro,
  pause,
  POMODORO,
  POMODORO_MESSAGES,
  type PomodoroState,
  remainingMs,
  reset,
  serialisePomodoro,
  sessionDurationMs,
  sessionsUntilLongBreak,
  setBreakMinutes,
  setWorkMinutes,
  skip,
  start,
  timerLabel,
  toggle,
  WORK_MINUTE_OPTIONS,
} from './pomodoro';

const MINUTE = 60_000;
const T0 = Date.parse('2026-09-01T08:00:00Z');

/** Runs the current session to zero and a moment past it. */
function finish(state: PomodoroState, now: number) {
  const running = start(state, now);
  const end = now + remainingMs(running, now);
  return { ...advance(running, end + 500), at: end + 500 };
}

describe('the constants of spec 9', () => {
  it('has 25 minutes of work, 5 of break and a 15-minute break after every 4th', () => {
    expect(POMODORO).toEqual({
      workMinutes: 25,
      breakMinutes: 5,
      longBreakMinutes: 15,
      sessionsPerLongBreak: 4,
    });
    expect(WORK_MINUTE_OPTIONS).toEqual([15, 25, 30, 45, 60]);
    expect(BREAK_MINUTE_OPTIONS).toEqual([5, 10, 15, 20]);
  });
});

describe('start, pause and time left', () => {
  it.each([
    ['a new timer is stopped at 25:00', [], 0, 25 * MINUTE, false],
    ['running 10 s leaves 24:50', [['start', 0]], 10_000, 25 * MINUTE - 10_000, true],
    [
      'paused after 10 s keeps 24:50 however long it waits',
      [
        ['start', 0],
        ['pause', 10_000],
      ],
      3_600_000,
      25 * MINUTE - 10_000,
      false,
    ],
    [
      'resumed after a pause goes on from where it stopped',
      [
        ['toggle', 0],
        ['toggle', 10_000],
        ['toggle', 60_000],
      ],
      70_000,
      25 * MINUTE - 20_000,
      true,
    ],
    [
      'start twice does not move the end',
      [
        ['start', 0],
        ['start', 5_000],
      ],
      5_000,
      25 * MINUTE - 5_000,
      true,
    ],
    ['never below zero', [['start', 0]], 30 * MINUTE, 0, true],
  ] as const)('%s', (_case, steps, at, left, running) => {
    let state = initialPomodoro();
    for (const [event, offset] of steps) {
      const act = { start, pause, toggle }[event];
      state = act(state, T0 + offset);
    }
    expect(remainingMs(state, T0 + at)).toBe(left);
    expect(state.running).toBe(running);
  });

  it('counts from the end instant, so one late tick of a background tab shows the true time', () => {
    const running = start(initialPomodoro(), T0);
    expect(running.endsAt).toBe(T0 + 25 * MINUTE);
    expect(timerLabel(remainingMs(running, T0 + 17 * MINUTE + 1))).toBe('08:00');
  });
});

describe('reset and skip', () => {
  it('reset stops and restores the full duration of the current type', () => {
    const onBreak = finish(initialPomodoro(), T0).state;
    const running = start(onBreak, T0);
    const after = reset(running, T0 + 2 * MINUTE);
    expect(after).toMatchObject({ sessionType: 'break', running: false, endsAt: null });
    expect(remainingMs(after, T0 + 9 * MINUTE)).toBe(5 * MINUTE);
  });

  it.each([
    ['work', 'break', 5 * MINUTE],
    ['break', 'work', 25 * MINUTE],
  ] as const)('skip from %s goes to %s, stopped and full, counting nothing', (from, to, left) => {
    const state = from === 'work' ? initialPomodoro() : skip(initialPomodoro(), T0);
    const after = skip(start(state, T0), T0 + MINUTE);
    expect(after).toMatchObject({ sessionType: to, running: false, sessionsCompleted: 0 });
    expect(after.remainingMs).toBe(left);
  });
});

describe('reaching zero', () => {
  it('does nothing before zero or while paused', () => {
    const running = start(initialPomodoro(), T0);
    expect(advance(running, T0 + 25 * MINUTE - 1)).toEqual({ state: running, finished: null });
    const paused = pause(running, T0 + MINUTE);
    expect(advance(paused, T0 + 60 * MINUTE).finished).toBeNull();
  });

  it('runs work -> break -> ... and the 4th work session into a 15-minute break', () => {
    const rows: [string, boolean, number, string | undefined][] = [];
    let state = initialPomodoro();
    let now = T0;
    for (let step = 0; step < 10; step += 1) {
      const next = finish(state, now);
      state = next.state;
      now = next.at;
      rows.push([
        state.sessionType,
        state.isLongBreak,
        state.sessionsCompleted,
        next.finished?.message,
      ]);
      expect(state.running).toBe(false);
      expect(state.remainingMs).toBe(sessionDurationMs(state));
    }
    const work = POMODORO_MESSAGES.workDone;
    const rest = POMODORO_MESSAGES.breakDone;
    expect(rows).toEqual([
      ['break', false, 1, work],
      ['work', false, 1, rest],
      ['break', false, 2, work],
      ['work', false, 2, rest],
      ['break', false, 3, work],
      ['work', false, 3, rest],
      ['break', true, 4, work],
      ['work', false, 4, rest],
      ['break', false, 5, work],
      ['work', false, 5, rest],
    ]);
  });

  it('gives the long break 15 minutes whatever the break length', () => {
    let state = setBreakMinutes(initialPomodoro(), 10, T0);
    for (let step = 0; step < 7; step += 1) state = finish(state, T0).state;
    expect(state).toMatchObject({ sessionType: 'break', isLongBreak: true });
    expect(timerLabel(state.remainingMs)).toBe('15:00');
  });

  it('switches once even when the page was closed for hours', () => {
    const running = start(initialPomodoro(), T0);
    const { state, finished } = advance(running, T0 + 5 * 3_600_000);
    expect(finished?.message).toBe(POMODORO_MESSAGES.workDone);
    expect(state).toMatchObject({ sessionType: 'break', running: false, sessionsCompleted: 1 });
  });
});

describe('changing a duration', () => {
  it.each([
    ['work length while working restarts the time left', 'work', 'work', 45 * MINUTE],
    ['work length on a break leaves the break alone', 'break', 'work', 5 * MINUTE],
    ['break length on a break restarts it', 'break', 'break', 20 * MINUTE],
    ['break length while working leaves the work alone', 'work', 'break', 25 * MINUTE],
  ] as const)('%s', (_case, current, which, left) => {
    const base = current === 'work' ? initialPomodoro() : skip(initialPomodoro(), T0);
    const paused = pause(start(base, T0), T0 + MINUTE);
    const after =
      which === 'work'
        ? setWorkMinutes(paused, 45, T0 + 2 * MINUTE)
        : setBreakMinutes(paused, 20, T0 + 2 * MINUTE);
    const untouched = current === which ? left : left - MINUTE;
    expect(remainingMs(after, T0 + 3 * MINUTE)).toBe(untouched);
  });

  it('a running session changed keeps running from the new length', () => {
    const running = start(initialPomodoro(), T0);
    const after = setWorkMinutes(running, 15, T0 + MINUTE);
    expect(after.running).toBe(true);
    expect(after.endsAt).toBe(T0 + 16 * MINUTE);
  });

  it('refuses lengths that are not options', () => {
    const state = initialPomodoro();
    expect(setWorkMinutes(state, 7 as 15, T0)).toBe(state);
    expect(setBreakMinutes(state, 7 as 5, T0)).toBe(state);
  });
});

describe('selectors', () => {
  it.each([
    [0, 25, { hours: 0, minutes: 0 }, 4],
    [1, 25, { hours: 0, minutes: 25 }, 3],
    [3, 25, { hours: 1, minutes: 15 }, 1],
    [4, 25, { hours: 1, minutes: 40 }, 4],
    [5, 60, { hours: 5, minutes: 0 }, 3],
  ] as const)(
    '%i sessions of %i min: focus %o, %i until the long break',
    (done, work, time, until) => {
      const state = { ...setWorkMinutes(initialPomodoro(), work, T0), sessionsCompleted: done };
      expect(focusTime(state)).toEqual(time);
      expect(sessionsUntilLongBreak(state)).toBe(until);
    },
  );

  it.each([
    [25 * MINUTE, '25:00'],
    [60 * MINUTE, '60:00'],
    [61_000, '01:01'],
    [999, '00:01'],
    [0, '00:00'],
    [-5, '00:00'],
  ])('%i ms reads %s', (ms, label) => {
    expect(timerLabel(ms)).toBe(label);
  });
});

describe('across a daylight-saving change, in a time zone that is not the server one', () => {
  // New York springs forward at 02:00 local on 8 March 2026 (07:00 UTC): 01:50 -> 03:15 is 25 min.
  const beforeChange = Date.parse('2026-03-08T06:50:00Z');
  const localClock = (instant: number) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
    }).format(instant);

  it('ends 25 minutes after it starts; the end instant does not shift', () => {
    const running = start(initialPomodoro(), beforeChange);
    expect(localClock(beforeChange)).toBe('01:50');
    expect(running.endsAt).toBe(beforeChange + 25 * MINUTE);
    expect(localClock(running.endsAt ?? 0)).toBe('03:15');
    const stored = parsePomodoro(serialisePomodoro(running), beforeChange + 20 * MINUTE);
    expect(stored?.endsAt).toBe(running.endsAt);
    expect(timerLabel(remainingMs(running, beforeChange + 20 * MINUTE))).toBe('05:00');
    expect(advance(running, beforeChange + 25 * MINUTE).finished?.message).toBe(
      POMODORO_MESSAGES.workDone,
    );
  });
});

describe('storing the timer across reloads', () => {
  it('round-trips a running and a paused timer', () => {
    const running = start(initialPomodoro(), T0);
    const paused = pause(running, T0 + MINUTE);
    expect(parsePomodoro(serialisePomodoro(running), T0 + MINUTE)).toEqual(running);
    expect(parsePomodoro(serialisePomodoro(paused), T0 + MINUTE)).toEqual(paused);
  });

  const good = { ...initialPomodoro() };
  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['not an object', '25'],
    ['an unknown type', JSON.stringify({ ...good, sessionType: 'nap' })],
    ['a work length not offered', JSON.stringify({ ...good, workMinutes: 9999 })],
    ['a break length not offered', JSON.stringify({ ...good, breakMinutes: 0 })],
    ['a negative count', JSON.stringify({ ...good, sessionsCompleted: -1 })],
    ['a fractional count', JSON.stringify({ ...good, sessionsCompleted: 1.5 })],
    ['more left than the session', JSON.stringify({ ...good, remainingMs: 26 * MINUTE })],
    ['time left as text', JSON.stringify({ ...good, remainingMs: '100' })],
    [
      'an end further ahead than a session',
      JSON.stringify({ ...good, running: true, endsAt: T0 + 26 * MINUTE }),
    ],
    ['a running timer without an end', JSON.stringify({ ...good, running: true, endsAt: null })],
    ['a huge text', `"${'x'.repeat(5000)}"`],
  ])('refuses %s', (_case, text) => {
    expect(parsePomodoro(text, T0)).toBeNull();
  });
});
