/** The cache keys of this feature's hooks, spelled nowhere else (app/query-keys.test.ts checks). */
export const accountKeys = {
  signedInDevices: ['signed-in-devices'],
  signInMethods: ['sign-in-methods'],
  pendingEmailChange: ['pending-email-change'],
} as const;
