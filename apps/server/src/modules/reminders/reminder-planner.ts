import {
  digestDate,
  nextDigestInstant,
  reminderInstants,
  type ReminderKind,
  type ReminderTiming,
} from '@assignd/core';
import type { Executor } from '../../db/client';
import type { Store } from '../../platform/store';
import type { PreferencesRepository } from '../profile/public';
import {
  type NewReminder,
  reminderRepository,
  type ReminderPreferences,
  type ReminderRow,
} from './reminder-repository';

export const SEND_REMINDER_JOB = 'reminders.send';
export const PLAN_DIGESTS_JOB = 'reminders.plan-digests';

/** The jobs reminders send: one per planned reminder, sent and cancelled in the planning transaction. */
export interface ReminderJobs {
  [SEND_REMINDER_JOB]: { reminderId: string };
}

/** What planning needs of the job queue (a JobQueueOf<ReminderJobs> is one; a test records). */
export interface ReminderQueue {
  send(
    name: typeof SEND_REMINDER_JOB,
    payload: ReminderJobs[typeof SEND_REMINDER_JOB],
    options: { startAfter: Date; key: string; tx: Executor },
  ): Promise<void>;
  cancel(name: typeof SEND_REMINDER_JOB, key: string, options: { tx: Executor }): Promise<number>;
}

/** What reminders use of other modules: the student's reminder choices (the profile's). */
export interface ReminderRepositories {
  preferences: PreferencesRepository;
}

export const timingOf = (row: ReminderPreferences): ReminderTiming => ({
  timeZone: row.timeZone,
  eveningBefore: row.eveningBefore,
  eveningTime: row.eveningTime,
  hourBefore: row.hourBefore,
});

/** Assignment reminders go to any channel chosen; the digest is e-mail only. */
export const remindsOfAssignments = (row: ReminderPreferences) =>
  row.notificationsEnabled && (row.emailReminders || row.deviceReminders);
export const sendsDigest = (row: ReminderPreferences) =>
  row.notificationsEnabled && row.emailReminders;

/*
 * Two keys: a reminder's row key names the reminder itself (its instant included), so one already
 * sent is never planned again; its job key names the slot (this assignment's evening reminder,
 * this student's digest), so a replan replaces the waiting job and a cancel finds it, even after
 * the assignment and its rows are gone.
 */
const rowKey = (kind: ReminderKind, owner: string, at: string) => `${kind}:${owner}:${at}`;
const jobKey = (kind: ReminderKind, owner: string) => `${kind}:${owner}`;
const ASSIGNMENT_KINDS = ['evening', 'hour'] as const;

const planned = (reminder: { key: string; dueAt: Date | null }) =>
  `${reminder.key} ${reminder.dueAt?.toISOString() ?? ''}`;

/**
 * Whether `next` is what is planned already. The due instant counts too: the sender drops a
 * reminder planned for another one, and a due time moved within a day keeps the evening's key.
 */
function samePlan(
  current: readonly { key: string; dueAt: Date | null }[],
  next: readonly NewReminder[],
): boolean {
  if (current.length !== next.length) return false;
  const wanted = new Set(next.map(planned));
  return current.every((reminder) => wanted.has(planned(reminder)));
}

/**
 * Plans inside the caller's transaction: the rows and their jobs commit together with the change
 * that caused them, or not at all.
 */
export function reminderPlanner(tx: Executor, queue: ReminderQueue, clock: () => Date) {
  const repository = reminderRepository(tx);

  /** Sends the jobs of `rows` and cancels the other slots of `kinds`. */
  async function schedule(
    owner: string,
    kinds: readonly ReminderKind[],
    rows: readonly ReminderRow[],
  ): Promise<void> {
    for (const kind of kinds) {
      const row = rows.find((planned) => planned.kind === kind);
      const key = jobKey(kind, owner);
      if (row) {
        await queue.send(
          SEND_REMINDER_JOB,
          { reminderId: row.id },
          { startAfter: row.plannedAt, key, tx },
        );
      } else {
        await queue.cancel(SEND_REMINDER_JOB, key, { tx });
      }
    }
  }

  async function planAssignment(
    userId: string,
    assignmentId: string,
    prefs?: ReminderPreferences,
  ): Promise<void> {
    const assignment = await repository.assignment(userId, assignmentId);
    const row = prefs ?? (await repository.recipient(userId))?.preferences;
    let next: NewReminder[] = [];
    if (assignment && row && remindsOfAssignments(row)) {
      next = reminderInstants(
        { dueDate: assignment.dueDate?.toISOString() ?? null, completed: assignment.completed },
        timingOf(row),
        clock(),
      ).map(({ kind, at }) => ({
        kind,
        key: rowKey(kind, assignmentId, at.toISOString()),
        plannedAt: at,
        dueAt: assignment.dueDate,
      }));
    }
    // An edit that moves no reminder (a title, notes, a class) leaves the plan and its jobs be.
    if (assignment && samePlan(await repository.plannedFor(userId, assignmentId), next)) return;
    // A deleted assignment's rows went with it; its waiting jobs are cancelled all the same.
    const rows = assignment ? await repository.replace(userId, assignmentId, next) : [];
    await schedule(assignmentId, ASSIGNMENT_KINDS, rows);
  }

  async function planDigest(userId: string, prefs?: ReminderPreferences): Promise<void> {
    const row = prefs ?? (await repository.recipient(userId))?.preferences;
    let next: NewReminder[] = [];
    if (row && sendsDigest(row)) {
      const at = nextDigestInstant(clock(), row.digestTime, row.timeZone);
      const key = rowKey('digest', userId, digestDate(at, row.timeZone));
      next = [{ kind: 'digest', key, plannedAt: at, dueAt: null }];
    }
    await schedule(userId, ['digest'], await repository.replace(userId, null, next));
  }

  return {
    planAssignment,
    planDigest,

    /** After the student changed their reminder choices: every upcoming reminder again. */
    async replanUser(userId: string): Promise<void> {
      const row = (await repository.recipient(userId))?.preferences;
      const ids = new Set<string>();
      for (const { assignmentId } of await repository.plannedAssignments(userId)) {
        if (assignmentId) ids.add(assignmentId);
      }
      for (const { id } of await repository.upcomingAssignmentIds(userId, clock())) ids.add(id);
      for (const id of ids) await planAssignment(userId, id, row);
      await planDigest(userId, row);
    },
  };
}

/** Reminders off for the student (the unsubscribe link), and what was planned dropped, at once. */
export async function turnOffReminders(
  store: Store<ReminderRepositories>,
  queue: ReminderQueue,
  clock: () => Date,
  userId: string,
): Promise<void> {
  await store.transact(async (repositories, tx) => {
    await repositories.preferences.update(userId, { notificationsEnabled: false });
    await reminderPlanner(tx, queue, clock).replanUser(userId);
  });
}
