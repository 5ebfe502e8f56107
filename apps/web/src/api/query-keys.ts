/*
 * Each feature declares the cache keys of its server data in its own api/query-keys.ts (its hooks
 * read and write the cache only through them, so a key is never spelled twice) and names them in
 * its manifest, whose realtime rules may only use those keys (lib/web-module.ts).
 */

/** Shown (once, however many lists fail together) when loading the planner's data fails. */
const LOAD_FAILED_MESSAGE = 'Failed to load your data';

/** Marks a query whose failure should raise the load toast; see lib/query-client.ts. */
export const loadMeta = { errorToast: LOAD_FAILED_MESSAGE } as const;
