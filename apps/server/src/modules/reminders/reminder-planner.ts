import {
  digestDate,
  nextDigestInstant,
  reminderInstants,
  type ReminderTiming,
} from '@assignd/core';
import type { Executor } from '../../db/client';
import {
  type NewReminder,
  reminderRepository,
  type ReminderPreferences,
  type ReminderRow,
} from './reminder-repository';

export const SEND_REMINDER_JOB = 'reminders.send';

/** What planning needs of the job queue: a job sent in the planning transaction. */
export interface ReminderQueue {
  send(
    name: typeof SEND_REMINDER_JOB,
    payload: { reminderId: string },
    options: { startAfter: Date; singletonKey: string; tx: Executor },
  ): Promise<unknown>;
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

export const assignmentKey = (kind: string, assignmentId: string, at: Date) =>
  `${kind}:${assignmentId}:${at.toISOString()}`;
export const digestKey = (userId: string, date: string) => `digest:${userId}:${date}`;

/**
 * Plans inside the caller's transaction: the rows and their jobs commit together with the change
 * that caused them, or not at all.
 */
export function reminderPlanner(tx: Executor, queue: ReminderQueue, clock: () => Date) {
  const repository = reminderRepository(tx);

  async function enqueue(rows: readonly ReminderRow[]): Promise<void> {
    for (const row of rows) {
      await queue.send(
        SEND_REMINDER_JOB,
        { reminderId: row.id },
        { startAfter: row.plannedAt, singletonKey: row.key, tx },
      );
    }
  }

  async function planAssignment(
    userId: string,
    assignmentId: string,
    prefs?: ReminderPreferences,
  ): Promise<void> {
    const assignment = await repository.assignment(userId, assignmentId);
    const row = prefs ?? (await repository.recipient(userId))?.preferences;
    if (!assignment || !row || !remindsOfAssignments(row)) {
      // A deleted assignment's rows went with it; this drops a completed or switched-off one's.
      if (assignment) await repository.replace(userId, assignmentId, []);
      return;
    }
    const dueDate = assignment.dueDate?.toISOString() ?? null;
    const next: NewReminder[] = reminderInstants(
      { dueDate, completed: assignment.completed },
      timingOf(row),
      clock(),
    ).map(({ kind, at }) => ({
      kind,
      key: assignmentKey(kind, assignmentId, at),
      plannedAt: at,
      dueAt: assignment.dueDate,
    }));
    await enqueue(await repository.replace(userId, assignmentId, next));
  }

  async function planDigest(userId: string, prefs?: ReminderPreferences): Promise<void> {
    const row = prefs ?? (await repository.recipient(userId))?.preferences;
    if (!row || !sendsDigest(row)) {
      await repository.replace(userId, null, []);
      return;
    }
    const at = nextDigestInstant(clock(), row.digestTime, row.timeZone);
    const key = digestKey(userId, digestDate(at, row.timeZone));
    await enqueue(
      await repository.replace(userId, null, [{ kind: 'digest', key, plannedAt: at, dueAt: null }]),
    );
  }

  return {
    planAssignment,
    planDigest,

    /** After the student changed their reminder choices: every upcoming reminder again. */
    async replanUser(userId: string): Promise<void> {
      const row = (await repository.recipient(userId))?.preferences;
      if (!row) return;
      await repository.dropPlanned(userId);
      for (const { id } of await repository.upcomingAssignmentIds(userId, clock())) {
        await planAssignment(userId, id, row);
      }
      await planDigest(userId, row);
    },
  };
}
