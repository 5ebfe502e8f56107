import { type OptimizeInput, optimizeSchedule, type StudyPlan } from '@assignd/core';

/**
 * What lays out a study plan. The built-in engine is the default and needs nothing configured; a
 * model engine (issue 13) answers the same question behind the same interface.
 */
export interface OptimizeEngine {
  optimizeSchedule(input: OptimizeInput): Promise<StudyPlan>;
}

/** Offline and deterministic: the rules of optimizeSchedule in @assignd/core (a few ms for 200). */
export const builtInOptimizeEngine: OptimizeEngine = {
  optimizeSchedule: (input) => Promise.resolve(optimizeSchedule(input)),
};
