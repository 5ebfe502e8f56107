import { createHash } from 'node:crypto';
import { serializeCalendar, startOfLocalDay } from '@assignd/core';
import type { CalendarFeedSettings, UpdateCalendarFeedInput } from '@assignd/schemas';
import type { Store } from '../../platform/store';
import type { ScheduleRepository } from '../schedule/public';
import {
  assignmentEntry,
  type EntryContext,
  eventEntry,
  periodEntries,
} from './calendar-feed-entries';
import type { CalendarFeedRow, calendarFeedRepository } from './calendar-feed-repository';
import { feedToken, newNonce, tokenHash, tokenOfFileName } from './calendar-feed-token';
import { exportSpan } from '../../platform/dated-window';

const SCHEDULE_DAYS = 28;
/** At most 5,000 entries in all, so a feed stays a few megabytes at worst. */
const ASSIGNMENTS_MAX = 3000;
const EVENTS_MAX = 1500;
const PERIODS_MAX = 500;

export interface CalendarFeedOptions {
  secret: string;
  publicUrl: string;
  clock: () => Date;
}

export interface FeedFile {
  body: string;
  etag: string;
}

/** What the feed reads: its own settings, and the schedule it shows. */
export interface CalendarFeedRepositories {
  calendarFeeds: ReturnType<typeof calendarFeedRepository>;
  schedules: ScheduleRepository;
}

export function calendarFeedService(
  store: Store<CalendarFeedRepositories>,
  options: CalendarFeedOptions,
) {
  const { repositories } = store;
  const { secret, publicUrl, clock } = options;

  const urlOf = (row: CalendarFeedRow) =>
    `${publicUrl}/api/calendar/feed/${feedToken(secret, row.userId, row.secretNonce)}.ics`;

  const settingsOf = (row: CalendarFeedRow): CalendarFeedSettings => ({
    url: urlOf(row),
    includeCompleted: row.includeCompleted,
    includeSchedule: row.includeSchedule,
    timeZone: row.timeZone,
  });

  const fresh = (userId: string) => {
    const secretNonce = newNonce();
    return { secretNonce, tokenHash: tokenHash(feedToken(secret, userId, secretNonce)) };
  };

  async function feedOf(userId: string): Promise<CalendarFeedRow> {
    return (
      (await repositories.calendarFeeds.find(userId)) ??
      repositories.calendarFeeds.create(userId, fresh(userId))
    );
  }

  async function entriesOf(row: CalendarFeedRow) {
    const now = clock();
    const window = exportSpan(now);
    const context: EntryContext = { timeZone: row.timeZone, publicUrl };
    const feeds = repositories.calendarFeeds;
    const [assignments, events] = await Promise.all([
      feeds.assignments(row.userId, { ...window, limit: ASSIGNMENTS_MAX }, row.includeCompleted),
      feeds.events(row.userId, { ...window, limit: EVENTS_MAX }),
    ]);
    const entries = [
      ...assignments.flatMap((assignment) => assignmentEntry(assignment, context)),
      ...events.flatMap((event) => eventEntry(event, context)),
    ];
    if (!row.includeSchedule) return entries;
    const schedule = await repositories.schedules.find(row.userId);
    if (!schedule) return entries;
    const classNames = new Map(
      (await feeds.classNames(row.userId)).map((entry) => [entry.id, entry.name]),
    );
    const periods = periodEntries(
      {
        schedule: schedule.scheduleData,
        updatedAt: schedule.updatedAt,
        classNames,
        from: startOfLocalDay(now, row.timeZone),
        days: SCHEDULE_DAYS,
        limit: PERIODS_MAX,
      },
      context,
    );
    return [...entries, ...periods];
  }

  return {
    async get(userId: string): Promise<CalendarFeedSettings> {
      return settingsOf(await feedOf(userId));
    },

    /** A new token: the old URL stops working with this write. */
    async regenerate(userId: string): Promise<CalendarFeedSettings> {
      await feedOf(userId);
      const row = await repositories.calendarFeeds.update(userId, fresh(userId));
      if (!row) throw new Error('Regenerating a calendar feed found no row');
      return settingsOf(row);
    },

    async update(userId: string, input: UpdateCalendarFeedInput): Promise<CalendarFeedSettings> {
      await feedOf(userId);
      if (Object.keys(input).length === 0) return settingsOf(await feedOf(userId));
      const row = await repositories.calendarFeeds.update(userId, input);
      if (!row) throw new Error('Updating a calendar feed found no row');
      return settingsOf(row);
    },

    /** The calendar of the feed file `<token>.ics`, or null for any name that is not a live feed. */
    async file(fileName: string): Promise<FeedFile | null> {
      const token = tokenOfFileName(fileName);
      if (!token) return null;
      const row = await repositories.calendarFeeds.findByTokenHash(tokenHash(token));
      if (!row) return null;
      const body = serializeCalendar({
        name: 'Assignd',
        timeZone: row.timeZone,
        entries: await entriesOf(row),
      });
      const etag = `"${createHash('sha256').update(body).digest('base64url')}"`;
      return { body, etag };
    },
  };
}
