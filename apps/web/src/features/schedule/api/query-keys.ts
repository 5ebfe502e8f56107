/** The cache keys of this feature's hooks, spelled nowhere else (app/query-keys.test.ts checks). */
export const scheduleKeys = {
  schedule: ['schedule'],
} as const;
