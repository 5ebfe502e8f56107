import {
  advance,
  initialPomodoro,
  parsePomodoro,
  reset,
  serialisePomodoro,
  setBreakMinutes,
  setWorkMinutes,
  skip,
  toggle,
  type BreakMinutes,
  type PomodoroState,
  type WorkMinutes,
} from '@assignd/core';
import { FOCUS_STORAGE } from './storage-keys';

/*
 * The focus timer lives here, outside any page, so it keeps running while the student opens other
 * screens. Every change is written to localStorage (the machine through core's serialise/parse),
 * which carries it across a reload and, through the storage event, to the student's other tabs.
 * The rules are core's; this only adds what the web needs around them: the work session's id and
 * first start (for the record on the server) and the assignment it is tied to.
 */

const { timer: TIMER_KEY, session: SESSION_KEY, pending: PENDING_KEY } = FOCUS_STORAGE;
/** Finished sessions waiting to reach the server; more than this is not a real backlog. */
const PENDING_MAX = 20;
const DAY_MS = 86_400_000;
const ID_PATTERN = /^[0-9a-f-]{36}$/i;

/** The work session in progress: started (and not reset or skipped) since `startedAt`. */
interface WorkSession {
  id: string;
  startedAt: number;
}

export interface FocusTimer {
  state: PomodoroState;
  session: WorkSession | null;
  /** The open assignment the next finished work session is tied to. */
  assignmentId: string | null;
}

/** A finished work session for POST /api/focus-sessions; `id` guards against posting it twice. */
export interface FocusRecord {
  id: string;
  startedAt: string;
  endedAt: string;
  minutes: number;
  assignmentId: string | null;
}

export interface Finished {
  message: string;
  sessionType: 'work' | 'break';
  /** The instant the session reached zero. */
  endedAt: number;
}

function load(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function save(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the timer still runs in this tab, it only forgets on reload.
  }
}

function parseJson(text: string | null): unknown {
  if (text === null || text.length > 10_000) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const isId = (value: unknown): value is string =>
  typeof value === 'string' && ID_PATTERN.test(value);

function parseExtras(text: string | null, now: number): Omit<FocusTimer, 'state'> {
  const value = parseJson(text) as Record<string, unknown> | null;
  if (!value || typeof value !== 'object') return { session: null, assignmentId: null };
  const raw = value.session as Record<string, unknown> | null | undefined;
  const startedAt = raw?.startedAt;
  const session =
    raw &&
    isId(raw.id) &&
    Number.isInteger(startedAt) &&
    (startedAt as number) <= now &&
    // The server takes sessions of at most a day; an older start is junk.
    (startedAt as number) >= now - DAY_MS
      ? { id: raw.id, startedAt: startedAt as number }
      : null;
  return { session, assignmentId: isId(value.assignmentId) ? value.assignmentId : null };
}

function read(now: number): FocusTimer {
  const state = parsePomodoro(load(TIMER_KEY), now) ?? initialPomodoro();
  const extras = parseExtras(load(SESSION_KEY), now);
  return { ...extras, session: state.sessionType === 'work' ? extras.session : null, state };
}

let current: FocusTimer | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function snapshot(): FocusTimer {
  current ??= read(Date.now());
  return current;
}

function commit(next: FocusTimer): void {
  current = next;
  save(TIMER_KEY, serialisePomodoro(next.state));
  save(SESSION_KEY, JSON.stringify({ session: next.session, assignmentId: next.assignmentId }));
  emit();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== TIMER_KEY && event.key !== SESSION_KEY) return;
  current = read(Date.now());
  emit();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

const newSession = (now: number): WorkSession => ({ id: crypto.randomUUID(), startedAt: now });

export function readPending(): FocusRecord[] {
  const value = parseJson(load(PENDING_KEY));
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (item: Partial<Record<keyof FocusRecord, unknown>> | null): item is FocusRecord =>
        !!item &&
        isId(item.id) &&
        typeof item.startedAt === 'string' &&
        typeof item.endedAt === 'string' &&
        Number.isInteger(item.minutes) &&
        (item.assignmentId === null || isId(item.assignmentId)),
    )
    .slice(-PENDING_MAX);
}

/** Drops a record once the server has it (or refused it for good). */
export function removePending(id: string): void {
  save(PENDING_KEY, JSON.stringify(readPending().filter((record) => record.id !== id)));
}

function addPending(record: FocusRecord): void {
  const pending = readPending().filter((item) => item.id !== record.id);
  save(PENDING_KEY, JSON.stringify([...pending, record].slice(-PENDING_MAX)));
}

export const focusTimer = {
  subscribe,
  getSnapshot: snapshot,

  toggle(now: number): void {
    const timer = snapshot();
    const state = toggle(timer.state, now);
    const startsWork = state.running && state.sessionType === 'work' && timer.session === null;
    commit({ ...timer, state, session: startsWork ? newSession(now) : timer.session });
  },

  reset(now: number): void {
    const timer = snapshot();
    commit({ ...timer, state: reset(timer.state, now), session: null });
  },

  skip(now: number): void {
    const timer = snapshot();
    commit({ ...timer, state: skip(timer.state, now), session: null });
  },

  /** A work session in progress starts over at the new length, so its record starts over too. */
  setWorkMinutes(minutes: WorkMinutes, now: number): void {
    const timer = snapshot();
    const state = setWorkMinutes(timer.state, minutes, now);
    const restarted = timer.state.sessionType === 'work' && state !== timer.state;
    const session = restarted ? (state.running ? newSession(now) : null) : timer.session;
    commit({ ...timer, state, session });
  },

  setBreakMinutes(minutes: BreakMinutes, now: number): void {
    const timer = snapshot();
    commit({ ...timer, state: setBreakMinutes(timer.state, minutes, now) });
  },

  setAssignment(assignmentId: string | null): void {
    commit({ ...snapshot(), assignmentId });
  },

  /**
   * Handles reaching zero. It reads the stored timer first: when another tab already switched the
   * session, this one finds nothing to finish, so the record is queued once, not once per tab.
   */
  advance(now: number): Finished | null {
    const timer = read(now);
    const { state, finished } = advance(timer.state, now);
    if (!finished || timer.state.endsAt === null) return null;
    const endedAt = timer.state.endsAt;
    if (finished.sessionType === 'work' && timer.session) {
      addPending({
        id: timer.session.id,
        startedAt: new Date(timer.session.startedAt).toISOString(),
        endedAt: new Date(endedAt).toISOString(),
        minutes: timer.state.workMinutes,
        assignmentId: timer.assignmentId,
      });
    }
    commit({ ...timer, state, session: null });
    return { message: finished.message, sessionType: finished.sessionType, endedAt };
  },
};
