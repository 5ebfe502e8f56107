import { useQuery, useQueryClient } from '@tanstack/react-query';
import { twoFactorEnabled } from '@/features/auth/api/two-factor-actions';
import { loadMeta, queryKeys } from '../../../api/query-keys';

/* Whether sign-in asks for a code (Settings > Sign-in and account). */

export function useTwoFactorStatus() {
  return useQuery({ queryKey: queryKeys.twoFactor, queryFn: twoFactorEnabled, meta: loadMeta });
}

/**
 * After two-factor was turned on or off: Better Auth swapped this device's session for a new one,
 * so the device list changes too.
 */
export function useTwoFactorChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.twoFactor }),
      client.invalidateQueries({ queryKey: queryKeys.signedInDevices }),
    ]);
}
