import { useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './query-keys';

/**
 * After two-factor was turned on or off (or new backup codes were made): the status is read
 * again, and Better Auth swapped this device's session for a new one, so the device list changes.
 */
export function useTwoFactorChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: accountKeys.signInMethods }),
      client.invalidateQueries({ queryKey: accountKeys.signedInDevices }),
    ]);
}
