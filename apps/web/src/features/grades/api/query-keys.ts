/** The cache keys of this feature's hooks, spelled nowhere else (app/query-keys.test.ts checks). */
export const gradeKeys = {
  categories: ['grade-categories'],
  scale: ['grade-scale'],
} as const;
