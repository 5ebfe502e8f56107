import {
  addLocalDays,
  ASSIGNMENT_CATEGORIES,
  DEFAULT_STORED_CATEGORY,
  digestContent,
  lateDecision,
  nextDigestInstant,
  reminderInstants,
} from '@assignd/core';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer, MailMessage } from '../../mail/mailer';
import type { PushDelivery, PushMessage } from '../push/public';
import {
  assignmentReminderMail,
  digestMail,
  eveningReminderMail,
  type MailLinks,
} from './reminder-mail';
import { assignmentReminderPush, digestPush, eveningPush } from './reminder-push';
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
import type { DeliveryChannel, ReminderState } from './table';
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
  log: { info(message: string): void; warn(message: string): void };
}

/** What became of one reminder job, for the log and the tests. */
export type SendOutcome = ReminderState | 'gone';

/**
 * Runs one reminder job. The row is locked (skip locked) for the whole send, so a second process
 * given the same job, or a duplicate job, finds nothing to do; the mail goes out before the
 * transaction marking it sent commits, so a failed send rolls back and the queue retries it. The
 * mail server's acceptance (and the push services') is written at once on a connection of its
 * own, so a retry after a crash before the commit skips what was already accepted: only a crash
 * in the milliseconds between the acceptance and that write can repeat a message.
 *
 * The evening before, a student's reminders all come at one instant (their evening time before
 * the due day), one job each: the first job to run locks them all and sends one mail and one
 * notification listing everything due tomorrow; the others then find their rows handled.
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
        const peeked = await repository.findPlanned(reminderId);
        if (!peeked) return 'gone';
        const locked =
          peeked.kind === 'evening'
            ? await repository.lockEvening(peeked.userId, peeked.plannedAt)
            : [await repository.lockPlanned(reminderId)].filter((row) => row !== undefined);
        const reminder = locked.find((row) => row.id === reminderId);
        if (!reminder) return 'gone';
        const now = clock();
        const mark = async (row: ReminderRow, state: ReminderState): Promise<ReminderState> => {
          await repository.mark(row.id, state, now);
          if (state !== 'sent') log.info(`Reminder ${row.key}: ${state}`);
          return state;
        };
        const recipient = await repository.recipient(reminder.userId);
        if (!recipient) {
          for (const row of locked) await mark(row, 'skipped');
          return 'skipped';
        }

        if (reminder.kind === 'digest') {
          const { email, preferences } = recipient;
          const finish = (state: ReminderState) => mark(reminder, state);
          const outcome = await digest(repository, reminder, email, preferences, now, finish);
          await repository.forgetAccepted([reminder.key]);
          // The next day's comes after this one is marked, so its key stops a second today.
          const from = new Date(Math.max(now.getTime(), reminder.plannedAt.getTime()));
          await reminderPlanner(tx, queue, () => from).planDigest(reminder.userId, preferences);
          return outcome;
        }
        const states = await assignmentReminders(repository, reminder, locked, recipient, now);
        for (const row of locked) await mark(row, states.get(row.id) ?? 'skipped');
        await repository.forgetAccepted(locked.map((row) => row.key));
        return states.get(reminder.id) ?? 'skipped';
      });
    },
  };

  /**
   * What becomes of each locked reminder of assignments: an hour-before one, or an evening's,
   * whose reminders still due go out together as one mail and one notification.
   */
  async function assignmentReminders(
    repository: ReturnType<typeof reminderRepository>,
    reminder: ReminderRow,
    locked: readonly ReminderRow[],
    { email, preferences }: { email: string; preferences: ReminderPreferences },
    now: Date,
  ): Promise<Map<string, ReminderState>> {
    const states = new Map<string, ReminderState>();
    const due: { row: ReminderRow; assignment: DueAssignment }[] = [];
    const ids = locked.flatMap((row) => (row.assignmentId ? [row.assignmentId] : []));
    const byId = await repository.assignmentsById(reminder.userId, ids);
    for (const row of locked) {
      const assignment = row.assignmentId ? byId.get(row.assignmentId) : undefined;
      const dueDate = assignment?.dueDate;
      if (!assignment || !dueDate || !stillPlanned(row, assignment, preferences)) {
        states.set(row.id, 'skipped');
      } else if (lateDecision(row.plannedAt, now, dueDate) === 'stale') {
        states.set(row.id, 'stale');
      } else {
        due.push({ row, assignment: { ...assignment, dueDate } });
      }
    }
    const [first] = due;
    if (!first) return states;
    const links = linksFor(reminder.userId);
    const messages =
      reminder.kind === 'evening'
        ? eveningMessages(email, due, reminder, preferences, links)
        : hourMessages(email, first, preferences, links);
    const keys = due.map(({ row }) => row.key);
    const state = await deliver(repository, reminder.userId, preferences, keys, messages);
    for (const { row } of due) states.set(row.id, state);
    return states;
  }

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
    return finish(
      await deliver(repository, reminder.userId, preferences, [reminder.key], {
        mail: digestMail(email, content, preferences.timeZone, linksFor(reminder.userId)),
        notification: digestPush(content, reminder.key),
      }),
    );
  }

  /**
   * Through each channel the student chose and that has not taken these reminders yet (an earlier
   * try that died before its commit). The mail goes first: when the SMTP server fails the job is
   * retried, and a push already sent would then arrive twice.
   */
  async function deliver(
    repository: ReturnType<typeof reminderRepository>,
    userId: string,
    preferences: ReminderPreferences,
    keys: readonly string[],
    { mail, notification }: Messages,
  ): Promise<ReminderState> {
    if (!preferences.emailReminders && !preferences.deviceReminders) return 'skipped';
    const accepted = await repository.acceptedChannels(keys);
    if (preferences.emailReminders && !accepted.has('mail')) {
      await mailer.send(mail);
      await noteAccepted(keys, 'mail');
    }
    if (preferences.deviceReminders && !accepted.has('push')) {
      await push.sendToUser(userId, notification);
      await noteAccepted(keys, 'push');
    }
    return 'sent';
  }

  /**
   * Outside the job's transaction (which holds the reminders' row locks; the note does not touch
   * those rows), so it stands even when that transaction never commits. A failed note is only
   * logged: the send went out, and the commit that follows records it anyway.
   */
  async function noteAccepted(keys: readonly string[], channel: DeliveryChannel): Promise<void> {
    try {
      await reminderRepository(db).recordAccepted(keys, channel);
    } catch (error) {
      log.warn(`Reminders ${keys.join(', ')}: ${channel} sent but not noted (${String(error)})`);
    }
  }
}

type DueAssignment = { id: string; title: string; category: string; dueDate: Date };

interface Messages {
  mail: MailMessage;
  notification: PushMessage;
}

function hourMessages(
  email: string,
  { row, assignment }: { row: ReminderRow; assignment: DueAssignment },
  preferences: ReminderPreferences,
  links: MailLinks,
): Messages {
  return {
    mail: assignmentReminderMail(email, assignment, 'hour', preferences.timeZone, links),
    notification: assignmentReminderPush(assignment, 'hour', row.key),
  };
}

/** Everything due tomorrow, in due order, as one mail and one notification. */
function eveningMessages(
  email: string,
  due: readonly { row: ReminderRow; assignment: DueAssignment }[],
  reminder: ReminderRow,
  preferences: ReminderPreferences,
  links: MailLinks,
): Messages {
  const listed = due
    .map(({ assignment }) => ({
      ...assignment,
      category: oneOf(ASSIGNMENT_CATEGORIES, assignment.category, DEFAULT_STORED_CATEGORY),
    }))
    .sort((a, b) => a.dueDate.getTime() - b.dueDate.getTime() || a.title.localeCompare(b.title));
  const keys = {
    single: due[0]?.row.key ?? reminder.key,
    // Push tags are cut at 64 characters: milliseconds keep this one whole.
    evening: `evening:${reminder.userId}:${reminder.plannedAt.getTime()}`,
  };
  return {
    mail: eveningReminderMail(email, listed, preferences.timeZone, links),
    notification: eveningPush(listed, keys),
  };
}

/**
 * Whether the plan made now would still hold this reminder: the assignment is not completed, is
 * due when it was, and the student's timing still puts a reminder of this kind at this instant.
 */
function stillPlanned(
  reminder: ReminderRow,
  assignment: { dueDate: Date | null; completed: boolean },
  preferences: ReminderPreferences,
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
    (planned) =>
      planned.kind === reminder.kind && planned.at.getTime() === reminder.plannedAt.getTime(),
  );
}
