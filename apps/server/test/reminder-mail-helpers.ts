import { eq } from 'drizzle-orm';
import { createMailer } from '../src/mail/mailer';
import { pushSender } from '../src/modules/push/push-sender';
import { reminderPlanner, type ReminderQueue } from '../src/modules/reminders/reminder-planner';
import { reminderSender, type SenderDeps } from '../src/modules/reminders/reminder-sender';
import { reminders } from '../src/modules/reminders/table';
import { startFakePushService, type FakePushService } from './fake-push';
import { startFakeSmtp } from './fake-smtp';
import { createTestApp, type TestApp } from './helpers';
import type { Student } from './planner-helpers';

/* What the reminder sending tests (reminders-mail, reminders-digest) share. */

export interface ReminderMailApp {
  t: TestApp;
  smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  pushService: FakePushService;
}

/** A server whose reminders go out through a fake SMTP server and a fake push service. */
export async function startReminderMailApp(): Promise<ReminderMailApp> {
  const [t, smtp, pushService] = await Promise.all([
    createTestApp({ PUSH_SERVICE_HOSTS: '127.0.0.1:*' }),
    startFakeSmtp(),
    startFakePushService(),
  ]);
  return { t, smtp, pushService };
}

export async function stopReminderMailApp({ t, smtp, pushService }: ReminderMailApp) {
  await t.close();
  await smtp.close();
  await pushService.close();
}

/** Records what planning sends to the queue; the queue itself is tested in reminders.test.ts. */
export function recordingQueue() {
  const sent: { reminderId: string; startAfter: Date; key: string }[] = [];
  const queue: ReminderQueue = {
    send: (_name, payload, options) => {
      sent.push({ ...payload, startAfter: options.startAfter, key: options.key });
      return Promise.resolve();
    },
    cancel: () => Promise.resolve(0),
  };
  return { queue, sent };
}

/** The reminder sender as the job queue runs it at `now`, delivering to the fakes (or `push`). */
export function reminderSenderAt(
  { t, smtp, pushService }: ReminderMailApp,
  now: Date,
  { push }: { push?: SenderDeps['push'] } = {},
) {
  return reminderSender({
    db: t.database.db,
    mailer: createMailer({
      smtpUrl: smtp.url,
      from: 'Assignd <no-reply@localhost>',
      outboxDir: '',
      log: () => undefined,
    }),
    push:
      push ??
      pushSender(t.database.db, {
        vapid: t.config.vapid,
        pushServiceHosts: t.config.pushServiceHosts,
        agent: pushService.agent,
        log: { warn: () => undefined },
      }),
    config: t.config,
    clock: () => now,
    queue: recordingQueue().queue,
    log: { info: () => undefined, warn: () => undefined },
  });
}

/**
 * Plans the assignment's reminders at `now` through a recording queue. The app's own follow
 * planned them when the assignment was saved; those rows go first, or the planner, finding its
 * plan in place, would leave it be and record nothing.
 */
export async function planRemindersFor(t: TestApp, maya: Student, assignmentId: string, now: Date) {
  const { queue, sent } = recordingQueue();
  await t.database.db.transaction(async (tx) => {
    await tx.delete(reminders).where(eq(reminders.assignmentId, assignmentId));
    await reminderPlanner(tx, queue, () => now).planAssignment(maya.userId, assignmentId);
  });
  return sent;
}

/** The header block and the decoded body of a raw message. */
export function partsOf(raw: string) {
  const unfolded = raw.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) =>
    new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded.split(/\r?\n\r?\n/)[0] ?? '')?.[1];
  const decoded = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { header, decoded };
}
