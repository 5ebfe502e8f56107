/*
 * The focus timer (spec 4 and 9) as a state machine over instants. A running timer keeps only the
 * instant it ends at, so the time left is always `endsAt - now`: it stays exact in a background
 * tab that ticks rarely, across screens and across a reload, where counting ticks would drift.
 * Instants are milliseconds since the epoch (Date.now()), which no time zone or DST change moves.
 */

export const POMODORO = {
  workMinutes: 25,
  breakMinutes: 5,
  longBreakMinutes: 15,
  /** Every 4th completed work session ends into the long break. */
  sessionsPerLongBreak: 4,
} as const;

export const WORK_MINUTE_OPTIONS = [15, 25, 30, 45, 60] as const;
export const BREAK_MINUTE_OPTIONS = [5, 10, 15, 20] as const;
export type WorkMinutes = (typeof WORK_MINUTE_OPTIONS)[number];
export type BreakMinutes = (typeof BREAK_MINUTE_OPTIONS)[number];

export const POMODORO_MESSAGES = {
  workDone: 'Work session completed! Time for a break.',
  breakDone: 'Break time over! Ready for another work session?',
} as const;

type SessionType = 'work' | 'break';

export interface PomodoroState {
  sessionType: SessionType;
  isLongBreak: boolean;
  running: boolean;
  /** When running: the instant (ms since the epoch) the session reaches zero; else null. */
  endsAt: number | null;
  /** When paused: the time left. While running it is not read. */
  remainingMs: number;
  workMinutes: WorkMinutes;
  breakMinutes: BreakMinutes;
  sessionsCompleted: number;
}

export interface Advanced {
  state: PomodoroState;
  /** Set when this call crossed zero: the session that ended and the message to show. */
  finished: null | { sessionType: SessionType; message: string };
}

const MINUTE_MS = 60_000;
/** Years of daily sessions; a stored count beyond this is junk, not a student's history. */
const SESSIONS_MAX = 100_000;

/** The full length of the current session. */
export function sessionDurationMs(state: PomodoroState): number {
  if (state.sessionType === 'work') return state.workMinutes * MINUTE_MS;
  return (state.isLongBreak ? POMODORO.longBreakMinutes : state.breakMinutes) * MINUTE_MS;
}

function stoppedAtFull(state: PomodoroState): PomodoroState {
  const next = { ...state, running: false, endsAt: null };
  return { ...next, remainingMs: sessionDurationMs(next) };
}

export function initialPomodoro(): PomodoroState {
  return stoppedAtFull({
    sessionType: 'work',
    isLongBreak: false,
    running: false,
    endsAt: null,
    remainingMs: 0,
    workMinutes: POMODORO.workMinutes,
    breakMinutes: POMODORO.breakMinutes,
    sessionsCompleted: 0,
  });
}

export function remainingMs(state: PomodoroState, now: number): number {
  if (!state.running || state.endsAt === null) return state.remainingMs;
  return Math.max(0, state.endsAt - now);
}

export function start(state: PomodoroState, now: number): PomodoroState {
  if (state.running) return state;
  return { ...state, running: true, endsAt: now + state.remainingMs };
}

export function pause(state: PomodoroState, now: number): PomodoroState {
  if (!state.running) return state;
  return { ...state, running: false, endsAt: null, remainingMs: remainingMs(state, now) };
}

export function toggle(state: PomodoroState, now: number): PomodoroState {
  return state.running ? pause(state, now) : start(state, now);
}

/** Stops and restores the full duration of the current type. */
export function reset(state: PomodoroState, _now: number): PomodoroState {
  return stoppedAtFull(state);
}

/**
 * Moves on to the other type, stopped at its full length. A skipped work session was not
 * completed, so it is not counted and never earns the long break.
 */
export function skip(state: PomodoroState, _now: number): PomodoroState {
  const sessionType: SessionType = state.sessionType === 'work' ? 'break' : 'work';
  return stoppedAtFull({ ...state, sessionType, isLongBreak: false });
}

/** The current session, if of `type`, starts over at its new length, running or not. */
function restartIf(state: PomodoroState, type: SessionType, now: number): PomodoroState {
  if (state.sessionType !== type) return state;
  const full = stoppedAtFull(state);
  return state.running ? start(full, now) : full;
}

export function setWorkMinutes(state: PomodoroState, minutes: WorkMinutes, now: number) {
  if (!WORK_MINUTE_OPTIONS.includes(minutes)) return state;
  return restartIf({ ...state, workMinutes: minutes }, 'work', now);
}

/** A long break in progress becomes a break of the chosen length: the student asked for it. */
export function setBreakMinutes(state: PomodoroState, minutes: BreakMinutes, now: number) {
  if (!BREAK_MINUTE_OPTIONS.includes(minutes)) return state;
  return restartIf({ ...state, breakMinutes: minutes, isLongBreak: false }, 'break', now);
}

/** Handles reaching zero: the session switches and the timer stops at the switch. */
export function advance(state: PomodoroState, now: number): Advanced {
  if (!state.running || remainingMs(state, now) > 0) return { state, finished: null };
  if (state.sessionType === 'work') {
    const sessionsCompleted = state.sessionsCompleted + 1;
    const isLongBreak = sessionsCompleted % POMODORO.sessionsPerLongBreak === 0;
    return {
      state: stoppedAtFull({ ...state, sessionType: 'break', isLongBreak, sessionsCompleted }),
      finished: { sessionType: 'work', message: POMODORO_MESSAGES.workDone },
    };
  }
  return {
    state: stoppedAtFull({ ...state, sessionType: 'work', isLongBreak: false }),
    finished: { sessionType: 'break', message: POMODORO_MESSAGES.breakDone },
  };
}

/** Sessions completed x the work duration, in hours and minutes. */
export function focusTime(state: PomodoroState): { hours: number; minutes: number } {
  const total = state.sessionsCompleted * state.workMinutes;
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** Work sessions left until the long break: 4 right after one, 1 when the next earns it. */
export function sessionsUntilLongBreak(state: PomodoroState): number {
  const every = POMODORO.sessionsPerLongBreak;
  return every - (state.sessionsCompleted % every);
}

/** 'mm:ss', rounded up, so '00:00' shows only at zero and a full hour reads '60:00'. */
export function timerLabel(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

export function serialisePomodoro(state: PomodoroState): string {
  return JSON.stringify(state);
}

function oneOf<T extends number>(options: readonly T[], value: unknown): value is T {
  return options.some((option) => option === value);
}

const wholeIn = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/**
 * Reads what serialisePomodoro stored, or null for anything else (another version, an edited
 * value). Every number is bounded: a timer never has more left than its session's length, so a
 * stored end instant further ahead than that is refused rather than shown.
 */
export function parsePomodoro(text: string | null, now: number): PomodoroState | null {
  if (text === null || text.length > 1000) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const source = value as Record<string, unknown>;
  const { sessionType, isLongBreak, running, workMinutes, breakMinutes } = source;
  if (sessionType !== 'work' && sessionType !== 'break') return null;
  if (typeof isLongBreak !== 'boolean' || typeof running !== 'boolean') return null;
  if (!oneOf(WORK_MINUTE_OPTIONS, workMinutes) || !oneOf(BREAK_MINUTE_OPTIONS, breakMinutes)) {
    return null;
  }
  if (!wholeIn(source.sessionsCompleted, 0, SESSIONS_MAX)) return null;
  const base: PomodoroState = {
    sessionType,
    isLongBreak: sessionType === 'break' && isLongBreak,
    running,
    endsAt: null,
    remainingMs: 0,
    workMinutes,
    breakMinutes,
    sessionsCompleted: source.sessionsCompleted,
  };
  const full = sessionDurationMs(base);
  if (running) {
    // A timer that ended while the page was closed is still read; advance() switches it.
    if (!wholeIn(source.endsAt, 0, now + full)) return null;
    return { ...base, endsAt: source.endsAt, remainingMs: full };
  }
  if (!wholeIn(source.remainingMs, 0, full)) return null;
  return { ...base, remainingMs: source.remainingMs };
}
