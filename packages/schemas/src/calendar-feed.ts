import { z } from 'zod';
import * as zm from 'zod/mini';
import { DEFAULT_TIME_ZONE, timeZoneSchema } from './time-zone';
import { named } from './response-parts';

/** The feed's zone until the student's browser tells the server theirs (preferences keep none). */
export const CALENDAR_FEED_DEFAULT_TIME_ZONE = DEFAULT_TIME_ZONE;

/** GET /api/calendar/feed: the secret URL and what the feed holds. */
export const calendarFeedSchema = /* @__PURE__ */ named(
  zm.object({
    url: zm.string(),
    includeCompleted: zm.boolean(),
    includeSchedule: zm.boolean(),
    timeZone: zm.string(),
  }),
  'CalendarFeed',
);
export type CalendarFeedSettings = zm.infer<typeof calendarFeedSchema>;

/** PATCH /api/calendar/feed: any of the settings (pure: the web's build drops it, see google-calendar.ts). */
export const updateCalendarFeedSchema = /* @__PURE__ */ z
  .object({
    includeCompleted: z.boolean(),
    includeSchedule: z.boolean(),
    timeZone: timeZoneSchema,
  })
  .partial()
  .strict();
export type UpdateCalendarFeedInput = z.input<typeof updateCalendarFeedSchema>;
