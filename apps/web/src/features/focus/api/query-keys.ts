/** The cache keys this feature's hooks read and write (its manifest's realtime rules use them). */
export const focusKeys = {
  /** Followed by the range's from and to: each range is a query of its own. */
  focusSessions: ['focus-sessions'],
} as const;
