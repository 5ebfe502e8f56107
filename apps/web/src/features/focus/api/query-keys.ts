/** The cache keys of this feature's hooks, spelled nowhere else (app/query-keys.test.ts checks). */
export const focusKeys = {
  /** Followed by the range's from and to: each range is a query of its own. */
  focusSessions: ['focus-sessions'],
} as const;
