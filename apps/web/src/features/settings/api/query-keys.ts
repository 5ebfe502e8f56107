/** The cache keys this feature's hooks read and write (its manifest's realtime rules use them). */
export const settingsKeys = {
  preferences: ['preferences'],
  profile: ['profile'],
  signedInDevices: ['signed-in-devices'],
  signInMethods: ['sign-in-methods'],
} as const;
