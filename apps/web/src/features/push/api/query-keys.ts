/** The cache keys of this feature's hooks, spelled nowhere else (app/query-keys.test.ts checks). */
export const pushKeys = {
  pushKey: ['push-key'],
  pushDevices: ['push-devices'],
} as const;
