import { z } from 'zod';
import { HttpError } from '../../lib/http';
import { defineJob, type FollowPart, type JobContext } from '../../jobs/job-types';
import { googleCalendarRepository } from './google-calendar-repository';
import { type GoogleCalendarRepositories, googleCalendarService } from './google-calendar-service';

const SYNC_JOB = 'google-calendar.sync';

/** The job the module sends: a push of one student's calendar. */
interface GoogleCalendarJobs {
  [SYNC_JOB]: { userId: string };
}

/**
 * How long after a change the push waits. Each change in that time moves it (one job per student,
 * keyed by their id), so a burst of edits is one sync, sent well within a minute of the last.
 */
const SYNC_DELAY_MS = 20_000;

/** The background push: quiet when there is nothing to push to, retried when Google failed. */
async function syncInBackground(
  { userId }: { userId: string },
  context: JobContext<GoogleCalendarRepositories>,
) {
  const { store, db, config, clock, pro, log } = context;
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
  [SYNC_JOB]: defineJob<{ userId: string }, JobContext<GoogleCalendarRepositories>>({
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
export const googleCalendarFollows: FollowPart<GoogleCalendarJobs> = {
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
