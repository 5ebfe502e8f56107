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
import { currentSession, subscribeToSession, type SessionState } from '@/lib/session';
import { focusStorageKeys } from './storage-keys';
import { storageListeners } from './storage-store';

/*
 * The focus timer lives here, outside any page, so it keeps running while the student opens other
 * screens. Every change is written to localStorage (the machine through core's serialise/parse),
 * which carries it across a reload and, through the storage event, to the student's other tabs.
 * The rules are core's; this only adds what the web needs around them: the work session's id and
 * first start (for the record on the server) and the assignment it is tied to.
 * It belongs to the signed-in student: it reads and writes only their keys, switches when another
 * student signs in on the same browser, and until it knows who is signed in shows an idle timer.
 */

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

const IDLE: FocusTimer = { state: initialPomodoro(), session: null, assignmentId: null };

const userIdOf = (session: SessionState) =>
  session.status === 'signed-in' ? session.user.id : null;

let userId = userIdOf(currentSession());
let current: FocusTimer | null = null;
const { emit, subscribe } = storageListeners(onStorage);

// Signing out, or in as someone else (here or, once noticed, in another tab), swaps the timer.
subscribeToSession((session) => {
  const next = userIdOf(session);
  if (next === userId) return;
  userId = next;
  current = null;
  emit();
});

function read(now: number): FocusTimer {
  if (userId === null) return IDLE;
  const keys = focusStorageKeys(userId);
  const state = parsePomodoro(load(keys.timer), now) ?? initialPomodoro();
  const extras = parseExtras(load(keys.session), now);
  return { ...extras, session: state.sessionType === 'work' ? extras.session : null, state };
}

function snapshot(): FocusTimer {
  current ??= read(Date.now());
  return current;
}

function commit(next: FocusTimer): void {
  current = next;
  if (userId !== null) {
    const keys = focusStorageKeys(userId);
    save(keys.timer, serialisePomodoro(next.state));
    save(keys.session, JSON.stringify({ session: next.session, assignmentId: next.assignmentId }));
  }
  emit();
}

function onStorage(event: StorageEvent): void {
  if (userId === null) return;
  const keys = focusStorageKeys(userId);
  if (event.key !== null && event.key !== keys.timer && event.key !== keys.session) return;
  current = read(Date.now());
  emit();
}

const newSession = (now: number): WorkSession => ({ id: crypto.randomUUID(), startedAt: now });

/** Whose finished sessions readPending lists: the signed-in student, or nobody yet. */
export const pendingOwner = (): string | null => userId;

export function readPending(owner = userId): FocusRecord[] {
  if (owner === null) return [];
  const value = parseJson(load(focusStorageKeys(owner).pending));
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

/** Drops a record of `owner` once the server has it (or refused it for good). */
export function removePending(id: string, owner = userId): void {
  if (owner === null) return;
  const pending = readPending(owner).filter((record) => record.id !== id);
  save(focusStorageKeys(owner).pending, JSON.stringify(pending));
}

function addPending(owner: string, record: FocusRecord): void {
  const pending = readPending(owner).filter((item) => item.id !== record.id);
  save(focusStorageKeys(owner).pending, JSON.stringify([...pending, record].slice(-PENDING_MAX)));
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
    if (finished.sessionType === 'work' && timer.session && userId !== null) {
      addPending(userId, {
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
