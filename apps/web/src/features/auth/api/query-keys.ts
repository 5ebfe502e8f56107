/** The cache keys this feature's hooks read and write (its manifest's realtime rules use them). */
export const authKeys = {
  publicConfig: ['public-config'],
} as const;
