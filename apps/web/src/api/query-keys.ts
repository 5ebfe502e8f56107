/**
 * Cache keys of the planner's server data, one per entity. Screens read and write the cache only
 * through the hooks in this folder, so a key never needs to be spelled twice.
 */
export const queryKeys = {
  assignments: ['assignments'],
  classes: ['classes'],
  events: ['events'],
  /** Followed by the range's from and to: each range is a query of its own. */
  focusSessions: ['focus-sessions'],
  schedule: ['schedule'],
  preferences: ['preferences'],
  profile: ['profile'],
  calendarFeed: ['calendar-feed'],
  pushKey: ['push-key'],
  pushDevices: ['push-devices'],
  googleCalendar: ['google-calendar'],
  signedInDevices: ['signed-in-devices'],
  signInMethods: ['sign-in-methods'],
  subscription: ['subscription'],
  studySets: ['study-sets'],
  /** Each set's cards are cached under this key and the set's id, so this one key covers them all. */
  flashcards: ['flashcards'],
} as const;

/** Shown (once, however many lists fail together) when loading the planner's data fails. */
const LOAD_FAILED_MESSAGE = 'Failed to load your data';

/** Marks a query whose failure should raise the load toast; see lib/query-client.ts. */
export const loadMeta = { errorToast: LOAD_FAILED_MESSAGE } as const;
