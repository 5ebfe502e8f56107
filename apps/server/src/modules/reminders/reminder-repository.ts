import type { ReminderKind } from '@assignd/core';
import { and, eq, gt, inArray, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lockUntilCommit } from '../../db/transaction-lock';
import { users } from '../../db/schema';
import { assignments } from '../assignments/public';
import { preferences } from '../profile/public';
import { type DeliveryChannel, reminderDeliveries, reminders, type ReminderState } from './table';

export type ReminderRow = typeof reminders.$inferSelect;
export type ReminderPreferences = typeof preferences.$inferSelect;

export interface NewReminder {
  kind: ReminderKind;
  key: string;
  plannedAt: Date;
  dueAt: Date | null;
}

/** Overdue work older than this is left out of the digest: a forgotten list is not a reminder. */
const OVERDUE_LOOKBACK_DAYS = 30;
/** Bounds one digest's query; the mail lists 20 per section anyway. */
const DIGEST_ROWS_MAX = 500;

export function reminderRepository(db: Executor) {
  return {
    /**
     * Drops what was still planned for one assignment (or, with null, the digest) and plans
     * `next` instead. A key already handled is not planned again. Returns the new rows.
     */
    async replace(
      userId: string,
      assignmentId: string | null,
      next: readonly NewReminder[],
    ): Promise<ReminderRow[]> {
      await db
        .delete(reminders)
        .where(
          and(
            eq(reminders.userId, userId),
            eq(reminders.state, 'planned'),
            assignmentId === null
              ? eq(reminders.kind, 'digest')
              : eq(reminders.assignmentId, assignmentId),
          ),
        );
      if (next.length === 0) return [];
      return db
        .insert(reminders)
        .values(next.map((reminder) => ({ ...reminder, userId, assignmentId })))
        .onConflictDoNothing({ target: reminders.key })
        .returning();
    },

    /** What is still planned for one assignment: each reminder's key and the due instant it was planned for. */
    plannedFor(userId: string, assignmentId: string) {
      return db
        .select({ key: reminders.key, dueAt: reminders.dueAt })
        .from(reminders)
        .where(
          and(
            eq(reminders.userId, userId),
            eq(reminders.assignmentId, assignmentId),
            eq(reminders.state, 'planned'),
          ),
        );
    },

    /** The assignments with reminders still planned, so a replan also drops those. */
    plannedAssignments(userId: string) {
      return db
        .selectDistinct({ assignmentId: reminders.assignmentId })
        .from(reminders)
        .where(
          and(
            eq(reminders.userId, userId),
            eq(reminders.state, 'planned'),
            isNotNull(reminders.assignmentId),
          ),
        );
    },

    /** The still planned reminder, unlocked: what its sender looks at before locking. */
    async findPlanned(id: string): Promise<ReminderRow | undefined> {
      const [row] = await db
        .select()
        .from(reminders)
        .where(and(eq(reminders.id, id), eq(reminders.state, 'planned')));
      return row;
    },

    /**
     * The student's evening reminders of one evening (all their work due the next day), locked
     * for the one sender that mails them together. The student's lock first: another sender of
     * the same evening waits for this one to commit and then finds the rows handled, instead of
     * skipping the rows it holds and splitting the list into two mails.
     */
    async lockEvening(userId: string, plannedAt: Date): Promise<ReminderRow[]> {
      await lockUntilCommit(db, 'reminders:evening', userId);
      return db
        .select()
        .from(reminders)
        .where(
          and(
            eq(reminders.userId, userId),
            eq(reminders.kind, 'evening'),
            eq(reminders.plannedAt, plannedAt),
            eq(reminders.state, 'planned'),
          ),
        )
        .for('update', { skipLocked: true });
    },

    /** The still planned reminder, locked for its sender; undefined when another has it or it is gone. */
    async lockPlanned(id: string): Promise<ReminderRow | undefined> {
      const [row] = await db
        .select()
        .from(reminders)
        .where(and(eq(reminders.id, id), eq(reminders.state, 'planned')))
        .for('update', { skipLocked: true });
      return row;
    },

    async mark(id: string, state: ReminderState, at: Date): Promise<void> {
      await db.update(reminders).set({ state, handledAt: at }).where(eq(reminders.id, id));
    },

    /** Notes that the channel took these reminders' message (see reminderDeliveries). */
    async recordAccepted(keys: readonly string[], channel: DeliveryChannel): Promise<void> {
      await db
        .insert(reminderDeliveries)
        .values(keys.map((reminderKey) => ({ reminderKey, channel })))
        .onConflictDoNothing();
    },

    /** The channels that already took the message of every one of these reminders. */
    async acceptedChannels(keys: readonly string[]): Promise<Set<DeliveryChannel>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ channel: reminderDeliveries.channel, count: sql<number>`count(*)::int` })
        .from(reminderDeliveries)
        .where(inArray(reminderDeliveries.reminderKey, [...keys]))
        .groupBy(reminderDeliveries.channel);
      return new Set(
        rows
          .filter((row) => row.count === keys.length)
          .map((row) => row.channel as DeliveryChannel),
      );
    },

    /** Once the reminders are marked handled, their acceptance notes have served. */
    async forgetAccepted(keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.delete(reminderDeliveries).where(inArray(reminderDeliveries.reminderKey, [...keys]));
    },

    planned(userId: string): Promise<ReminderRow[]> {
      return db
        .select()
        .from(reminders)
        .where(and(eq(reminders.userId, userId), eq(reminders.state, 'planned')))
        .orderBy(reminders.plannedAt, reminders.kind);
    },

    async recipient(
      userId: string,
    ): Promise<{ email: string; preferences: ReminderPreferences } | undefined> {
      const [row] = await db
        .select({ email: users.email, preferences })
        .from(users)
        .innerJoin(preferences, eq(preferences.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    async assignment(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(assignments)
        .where(and(eq(assignments.userId, userId), eq(assignments.id, id)));
      return row;
    },

    /** The student's assignments of these ids, by id (an evening's reminders read in one query). */
    async assignmentsById(userId: string, ids: readonly string[]) {
      if (ids.length === 0) return new Map<string, typeof assignments.$inferSelect>();
      const rows = await db
        .select()
        .from(assignments)
        .where(and(eq(assignments.userId, userId), inArray(assignments.id, [...ids])));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** Incomplete work due from OVERDUE_LOOKBACK_DAYS ago to `until`, for the digest. */
    digestAssignments(userId: string, now: Date, until: Date) {
      const from = new Date(now.getTime() - OVERDUE_LOOKBACK_DAYS * 86_400_000);
      return db
        .select({
          id: assignments.id,
          title: assignments.title,
          dueDate: assignments.dueDate,
          completed: assignments.completed,
          category: assignments.category,
        })
        .from(assignments)
        .where(
          and(
            eq(assignments.userId, userId),
            eq(assignments.completed, false),
            isNotNull(assignments.dueDate),
            gt(assignments.dueDate, from),
            lt(assignments.dueDate, until),
          ),
        )
        .orderBy(assignments.dueDate)
        .limit(DIGEST_ROWS_MAX);
    },

    /** Incomplete assignments still to come, replanned when the student's timing changes. */
    upcomingAssignmentIds(userId: string, now: Date) {
      return db
        .select({ id: assignments.id })
        .from(assignments)
        .where(
          and(
            eq(assignments.userId, userId),
            eq(assignments.completed, false),
            gt(assignments.dueDate, now),
          ),
        );
    },

    /** Students with reminders on whose next digest is not planned (new accounts, say). */
    withoutDigest(limit: number) {
      return db
        .select({ userId: preferences.userId })
        .from(preferences)
        .where(
          and(
            eq(preferences.notificationsEnabled, true),
            eq(preferences.emailReminders, true),
            notExists(
              db
                .select({ one: sql`1` })
                .from(reminders)
                .where(
                  and(
                    eq(reminders.userId, preferences.userId),
                    eq(reminders.kind, 'digest'),
                    eq(reminders.state, 'planned'),
                  ),
                ),
            ),
          ),
        )
        .limit(limit);
    },
  };
}
