/** The student's plan. The one place that says whether someone has Pro. */
export interface Plan {
  isPro: boolean;
  /** 'Pro Plan' or 'Student', as the sidebar and Settings show it. */
  label: string;
}

const FREE_PLAN: Plan = { isPro: false, label: 'Student' };

/**
 * Everyone is on the free plan until billing lands; then this reads the subscription check
 * (spec 4: any failure of the check means free).
 */
export function usePlan(): Plan {
  return FREE_PLAN;
}
