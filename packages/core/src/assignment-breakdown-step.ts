/* The shape of a step plan of the built-in task breakdown. */

export const STEP_PRIORITIES = ['high', 'medium', 'low'] as const;
export type StepPriority = (typeof STEP_PRIORITIES)[number];

export interface PlanStep {
  title: string;
  description: string;
  minutes: number;
  priority: StepPriority;
  /** Kept when there is a day or less left; the other steps are what a short plan leaves out. */
  essential: boolean;
  tips: readonly string[];
}

export interface Plan {
  /** What `{what}` becomes when the assignment names no chapter. */
  what: string;
  steps: readonly PlanStep[];
}

export const step = (
  title: string,
  minutes: number,
  priority: StepPriority,
  essential: boolean,
  description: string,
  tips: readonly string[],
): PlanStep => ({ title, description, minutes, priority, essential, tips });
