import {
  type AssignmentBreakdown,
  type BreakdownAssignment,
  type BreakdownContext,
  breakDownAssignment,
} from '@assignd/core';

/**
 * What breaks an assignment into steps. The built-in engine is the default and needs nothing
 * configured; a model engine (issue 13) answers the same question behind the same interface.
 */
export interface BreakdownEngine {
  breakDown(
    assignment: BreakdownAssignment,
    context: BreakdownContext,
  ): Promise<AssignmentBreakdown>;
}

/** Offline and deterministic: the rules of breakDownAssignment in @assignd/core. */
export const builtInBreakdownEngine: BreakdownEngine = {
  breakDown: (assignment, context) => Promise.resolve(breakDownAssignment(assignment, context)),
};
