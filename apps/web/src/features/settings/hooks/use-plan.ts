import { useSubscription } from '@/features/settings/api/subscription';

/** The student's plan. The one place that says whether someone has Pro. */
export interface Plan {
  isPro: boolean;
  /** 'Pro Plan' or 'Student', as the sidebar and Settings show it. */
  label: string;
  /** True until the first check has answered. */
  checking: boolean;
}

/** Any failure of the subscription check means the free plan (spec 4). */
export function usePlan(): Plan {
  const { data, isError, isPending } = useSubscription();
  const isPro = !isError && data?.subscribed === true;
  return { isPro, label: isPro ? 'Pro Plan' : 'Student', checking: isPending };
}
