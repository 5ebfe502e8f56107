import { z } from 'zod';
import * as zm from 'zod/mini';
import { timeZoneSchema } from './time-zone';
import { instant, named } from './response-parts';

/** The pages a student connects from, and so may be sent back to after Google's consent. */
export const GOOGLE_CALENDAR_RETURN_PATHS = [
  '/calendar',
  '/settings',
  '/tablet/calendar',
  '/tablet/settings',
  '/mobile/calendar',
  '/mobile/settings',
] as const;
export type GoogleCalendarReturnPath = (typeof GOOGLE_CALENDAR_RETURN_PATHS)[number];

/** The query the callback adds to the return page on success (`?google_calendar=connected`). */
export const GOOGLE_CALENDAR_CONNECTED_PARAM = 'google_calendar';
/**
 * The `error` value of a return the server itself could not complete (a state that is not the
 * student's, a refused exchange). Any other `error` is Google's own: the student said no.
 */
export const GOOGLE_CALENDAR_FAILED_ERROR = 'google_calendar_failed';

/** GET /api/calendar/google: what the card shows. */
export const googleCalendarStatusSchema = /* @__PURE__ */ named(
  zm.object({
    /** GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set on the server. */
    configured: zm.boolean(),
    connected: zm.boolean(),
    /** Google refused the stored grant (revoked, expired): connect again. */
    needsReconnect: zm.boolean(),
    lastSync: zm.nullable(instant),
  }),
  'GoogleCalendarStatus',
);
export type GoogleCalendarStatus = zm.infer<typeof googleCalendarStatusSchema>;

/*
 * The request schemas below use classic zod, which only the server reads here. Marked pure, they are
 * dropped from the web's build; unmarked, a page that shows the card would load classic zod.
 */

/** POST /api/calendar/google/connect: where to come back to, and the zone all-day dates are in. */
export const connectGoogleCalendarSchema = /* @__PURE__ */ z
  .object({
    returnTo: z.enum(GOOGLE_CALENDAR_RETURN_PATHS).default('/calendar'),
    timeZone: timeZoneSchema.optional(),
  })
  .strict();
export type ConnectGoogleCalendarInput = z.input<typeof connectGoogleCalendarSchema>;

export const googleCalendarAuthUrlSchema = /* @__PURE__ */ named(
  zm.object({ authUrl: zm.string() }),
  'GoogleCalendarAuthUrl',
);

/** GET /api/calendar/google/callback: what Google adds to the redirect URI. */
// The bundler keeps a pure call's arguments unless they are marked as well.
export const googleCalendarCallbackSchema = /* @__PURE__ */ z.object({
  code: /* @__PURE__ */ z.string().max(2048).optional(),
  state: /* @__PURE__ */ z.string().max(256).optional(),
  error: /* @__PURE__ */ z.string().max(256).optional(),
  // Google also sends scope, authuser, prompt...: read nothing else, refuse nothing.
});

/** POST /api/calendar/google/sync. */
export const googleCalendarSyncResultSchema = /* @__PURE__ */ named(
  zm.object({
    /** Assignments now in the Assignd calendar. */
    syncCount: zm.number(),
    /** Events now in the Assignd calendar. */
    eventCount: zm.number(),
    message: zm.string(),
    lastSync: instant,
  }),
  'GoogleCalendarSyncResult',
);
export type GoogleCalendarSyncResult = zm.infer<typeof googleCalendarSyncResultSchema>;
