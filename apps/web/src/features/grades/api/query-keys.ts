/** The cache keys of this feature's hooks, spelled nowhere else (app/query-keys.test.ts checks). */
export const gradeKeys = {
  categories: ['grade-categories'],
  scale: ['grade-scale'],
  /** GET /api/grades as the server computes it: the dashboard's glance. */
  report: ['grades'],
} as const;
