import { z } from 'zod';
import type { Executor } from '../../db/client';
import { defineJob, type FollowPart, type JobContext } from '../../jobs/job-types';
import type { ChangeNotice } from '../../realtime/changes';
import {
  PLAN_DIGESTS_JOB,
  reminderPlanner,
  type ReminderJobs,
  remindsOfAssignments,
  SEND_REMINDER_JOB,
} from './reminder-planner';
import { reminderRepository } from './reminder-repository';
import { pushSender } from '../push/public';
import { reminderSender } from './reminder-sender';

/** What reminders' jobs use of the app's: the queue, to plan and send reminders. */
type ReminderJobContext = JobContext<unknown, ReminderJobs>;

/** Students whose missing digest one sweep plans; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

const sendPayload = z.object({ reminderId: z.string().uuid() });

const sendReminder = defineJob<z.output<typeof sendPayload>, ReminderJobContext>({
  payload: sendPayload,
  async handler({ reminderId }, { db, mailer, pushAgent, config, clock, jobs, log }) {
    const push = pushSender(db, {
      vapid: config.vapid,
      pushServiceHosts: config.pushServiceHosts,
      agent: pushAgent,
      log: { warn: (details, message) => log.warn(`${message}: ${JSON.stringify(details)}`) },
    });
    const sender = reminderSender({ db, mailer, push, config, clock, queue: jobs, log });
    const outcome = await sender.send(reminderId);
    if (outcome !== 'sent') log.info(`Reminder job ${reminderId}: ${outcome}`);
  },
  // A failed send (the SMTP server away) is retried for about an hour; the late rule then
  // decides whether it is still worth sending.
  options: { retryLimit: 6, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 120 },
  schedule: null,
});

/*
 * Each student's digest is one job at their next digest time, which plans the following one when
 * it runs: exact to the minute in any zone, and nothing polls per student. This sweep, every ten
 * minutes, plans the digests nobody has planned yet (a new account, one whose reminders came back
 * on by a restore); a per-minute scan of every student would cost queries all day for nothing.
 */
const sweepPayload = z.object({});

const planDigests = defineJob<z.output<typeof sweepPayload>, ReminderJobContext>({
  payload: sweepPayload,
  async handler(_payload, { db, clock, jobs }) {
    const missing = await reminderRepository(db).withoutDigest(SWEEP_BATCH);
    for (const { userId } of missing) {
      await db.transaction((tx) => reminderPlanner(tx, jobs, clock).planDigest(userId));
    }
  },
  options: { retryLimit: 0, retryDelaySeconds: 60, retryBackoff: false, expireInSeconds: 300 },
  schedule: { cron: '*/10 * * * *', payload: {} },
});

export const REMINDER_JOBS = {
  [SEND_REMINDER_JOB]: sendReminder,
  [PLAN_DIGESTS_JOB]: planDigests,
} as const;

/**
 * Reminders follow assignments and the profile: each create, move, completion or deletion of an
 * assignment replans its reminders in the writing transaction; new reminder choices in the
 * profile (and a refresh: restore, clear all) replan them all.
 */
export const REMINDER_FOLLOWS: FollowPart<ReminderJobs> = {
  tables: ['assignments', 'profiles'],
  async onChange(tx: Executor, notice: ChangeNotice, jobs, clock: () => Date) {
    const planner = reminderPlanner(tx, jobs, clock);
    if (notice.type === 'refresh' || notice.table === 'profiles') {
      await planner.replanUser(notice.userId);
      return;
    }
    // With reminders off nothing is planned (turning them off cancelled every plan), so a write
    // costs one read here instead of a replan.
    const recipient = await reminderRepository(tx).recipient(notice.userId);
    if (!recipient || !remindsOfAssignments(recipient.preferences)) return;
    await planner.planAssignment(notice.userId, notice.id, recipient.preferences);
  },
};
