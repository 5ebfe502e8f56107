import { z } from 'zod';
import { HttpError } from '../../lib/http';
import { defineJob, type FollowPart, type JobContext } from '../../jobs/job-types';
import { proAccess } from '../billing/pro-access';
import { subscriptionService } from '../billing/subscription-service';
import { googleCalendarRepository } from './google-calendar-repository';
import { googleCalendarService } from './google-calendar-service';

const SYNC_JOB = 'google-calendar.sync';

/**
 * How long after a change the push waits. Each change in that time moves it (one job per student,
 * keyed by their id), so a burst of edits is one sync, sent well within a minute of the last.
 */
const SYNC_DELAY_MS = 20_000;

/** The background push: quiet when there is nothing to push to, retried when Google failed. */
async function syncInBackground({ userId }: { userId: string }, context: JobContext) {
  const { store, db, config, clock, log } = context;
  const pro = proAccess(config.billing, subscriptionService(store, config.billing, clock), clock);
  // A plan that ended keeps the connection for when it comes back, but pushes nothing.
  if (!config.google || !(await pro.has(userId))) return;
  try {
    const result = await googleCalendarService(store, { db, config, clock }).sync(userId);
    log.info(`Google Calendar sync of ${userId}: ${result.message}`);
  } catch (error) {
    // Not connected any more, or the grant was refused: the card says so; retrying cannot help.
    if (error instanceof HttpError && error.statusCode === 409) return;
    throw error;
  }
}

export const googleCalendarJobs = {
  [SYNC_JOB]: defineJob({
    payload: z.object({ userId: z.string().uuid() }),
    handler: syncInBackground,
    options: { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 300 },
    schedule: null,
  }),
};

/**
 * Every write to what the Assignd calendar shows (and every restore or clear all) plans a push
 * for its student, if they have a working connection.
 */
export const googleCalendarFollows: FollowPart = {
  tables: ['assignments', 'events', 'classes'],
  async onChange(tx, notice, jobs) {
    const row = await googleCalendarRepository(tx).find(notice.userId);
    if (!row?.enabled || row.needsReconnect) return;
    await jobs.send(
      SYNC_JOB,
      { userId: notice.userId },
      { tx, key: notice.userId, startAfter: new Date(Date.now() + SYNC_DELAY_MS) },
    );
  },
};
