import {
  addLocalDays,
  ASSIGNMENT_CATEGORIES,
  DEFAULT_STORED_CATEGORY,
  digestContent,
  lateDecision,
  nextDigestInstant,
  reminderInstants,
  type ReminderKind,
} from '@assignd/core';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer, MailMessage } from '../../mail/mailer';
import type { PushDelivery, PushMessage } from '../push/public';
import { assignmentReminderMail, digestMail, type MailLinks } from './reminder-mail';
import { assignmentReminderPush, digestPush } from './reminder-push';
import {
  type ReminderQueue,
  reminderPlanner,
  remindsOfAssignments,
  sendsDigest,
  timingOf,
} from './reminder-planner';
import {
  reminderRepository,
  type ReminderPreferences,
  type ReminderRow,
} from './reminder-repository';
import { oneOf } from '../../platform/planner-mappers';
import type { ReminderState } from './table';
import { unsubscribeUrl } from './unsubscribe-token';

// The digest reaches a week ahead for tests and quizzes; a day more covers any zone's week end.
const DIGEST_DAYS_AHEAD = 8;

export interface SenderDeps {
  db: Database;
  mailer: Mailer;
  /** Delivers to the student's devices; it reports failures instead of throwing them. */
  push: { sendToUser(userId: string, message: PushMessage): Promise<PushDelivery> };
  config: Pick<Config, 'publicUrl' | 'authSecret'>;
  clock: () => Date;
  queue: ReminderQueue;
  log: { info(message: string): void };
}

/** What became of one reminder job, for the log and the tests. */
export type SendOutcome = ReminderState | 'gone';

/**
 * Runs one reminder job. The row is locked (skip locked) for the whole send, so a second process
 * given the same job, or a duplicate job, finds nothing to do; the mail goes out before the
 * transaction marking it sent commits, so a failed send rolls back and the queue retries it. Only
 * a crash in the instant between the SMTP server's acceptance and the commit could repeat one.
 */
export function reminderSender(deps: SenderDeps) {
  const { db, mailer, push, config, clock, queue, log } = deps;

  const linksFor = (userId: string): MailLinks => ({
    app: `${config.publicUrl}/assignments`,
    unsubscribe: unsubscribeUrl(config.publicUrl, config.authSecret, userId),
  });

  return {
    async send(reminderId: string): Promise<SendOutcome> {
      return db.transaction(async (tx) => {
        const repository = reminderRepository(tx);
        const reminder = await repository.lockPlanned(reminderId);
        if (!reminder) return 'gone';
        const now = clock();
        const finish = async (state: ReminderState): Promise<ReminderState> => {
          await repository.mark(reminder.id, state, now);
          if (state !== 'sent') log.info(`Reminder ${reminder.key}: ${state}`);
          return state;
        };
        const recipient = await repository.recipient(reminder.userId);
        if (!recipient) return finish('skipped');
        const { email, preferences } = recipient;
        const kind = reminder.kind as ReminderKind;

        if (kind === 'digest') {
          const outcome = await digest(repository, reminder, email, preferences, now, finish);
          // The next day's comes after this one is marked, so its key stops a second today.
          const from = new Date(Math.max(now.getTime(), reminder.plannedAt.getTime()));
          await reminderPlanner(tx, queue, () => from).planDigest(reminder.userId, preferences);
          return outcome;
        }

        const assignment = reminder.assignmentId
          ? await repository.assignment(reminder.userId, reminder.assignmentId)
          : undefined;
        if (!assignment?.dueDate || !stillPlanned(reminder, assignment, preferences, kind)) {
          return finish('skipped');
        }
        if (lateDecision(reminder.plannedAt, now, assignment.dueDate) === 'stale') {
          return finish('stale');
        }
        const when = kind === 'hour' ? 'hour' : 'evening';
        return deliver(
          reminder.userId,
          preferences,
          assignmentReminderMail(
            email,
            { title: assignment.title, dueDate: assignment.dueDate },
            when,
            preferences.timeZone,
            linksFor(reminder.userId),
          ),
          assignmentReminderPush(assignment, when, reminder.key),
          finish,
        );
      });
    },
  };

  async function digest(
    repository: ReturnType<typeof reminderRepository>,
    reminder: ReminderRow,
    email: string,
    preferences: ReminderPreferences,
    now: Date,
    finish: (state: ReminderState) => Promise<ReminderState>,
  ): Promise<ReminderState> {
    const current =
      sendsDigest(preferences) &&
      nextDigestInstant(
        new Date(reminder.plannedAt.getTime() - 1),
        preferences.digestTime,
        preferences.timeZone,
      ).getTime() === reminder.plannedAt.getTime();
    if (!current) return finish('skipped');
    if (lateDecision(reminder.plannedAt, now, null) === 'stale') return finish('stale');
    const until = addLocalDays(now, DIGEST_DAYS_AHEAD, preferences.timeZone);
    // On the send's own transaction: a second connection per digest would crowd the pool.
    const rows = await repository.digestAssignments(reminder.userId, now, until);
    const content = digestContent(
      rows.map((row) => ({
        ...row,
        category: oneOf(ASSIGNMENT_CATEGORIES, row.category, DEFAULT_STORED_CATEGORY),
        dueDate: row.dueDate?.toISOString() ?? null,
      })),
      now,
      preferences.timeZone,
    );
    if (!content) return finish('skipped');
    return deliver(
      reminder.userId,
      preferences,
      digestMail(email, content, preferences.timeZone, linksFor(reminder.userId)),
      digestPush(content, reminder.key),
      finish,
    );
  }

  /**
   * Through each channel the student chose. The mail goes first: when the SMTP server fails the
   * job is retried, and a push already sent would then arrive twice.
   */
  async function deliver(
    userId: string,
    preferences: ReminderPreferences,
    mail: MailMessage,
    notification: PushMessage,
    finish: (state: ReminderState) => Promise<ReminderState>,
  ): Promise<ReminderState> {
    if (!preferences.emailReminders && !preferences.deviceReminders) return finish('skipped');
    if (preferences.emailReminders) await mailer.send(mail);
    if (preferences.deviceReminders) await push.sendToUser(userId, notification);
    return finish('sent');
  }
}

/**
 * Whether the plan made now would still hold this reminder: the assignment is not completed, is
 * due when it was, and the student's timing still puts a reminder of this kind at this instant.
 */
function stillPlanned(
  reminder: ReminderRow,
  assignment: { dueDate: Date | null; completed: boolean },
  preferences: ReminderPreferences,
  kind: ReminderKind,
): boolean {
  if (!remindsOfAssignments(preferences) || assignment.completed || !assignment.dueDate) {
    return false;
  }
  if (reminder.dueAt?.getTime() !== assignment.dueDate.getTime()) return false;
  const before = new Date(reminder.plannedAt.getTime() - 1);
  return reminderInstants(
    { dueDate: assignment.dueDate.toISOString(), completed: false },
    timingOf(preferences),
    before,
  ).some(
    (planned) => planned.kind === kind && planned.at.getTime() === reminder.plannedAt.getTime(),
  );
}
