import { usePublicConfig } from '@/features/auth/api/use-public-config';
import { useSubscription } from '../api/subscription';
import { proAccessOf, type ProAccess } from '../utils/pro-access';

/** The student's Pro access: the one place the web decides who has Pro and who may upgrade. */
export function useProAccess(): ProAccess {
  const config = usePublicConfig();
  const subscription = useSubscription();
  return proAccessOf({
    billing: config.data?.billing,
    configPending: config.isPending,
    subscription: {
      subscribed: subscription.data?.subscribed,
      isError: subscription.isError,
      isPending: subscription.isPending,
    },
  });
}
