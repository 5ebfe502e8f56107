import { toastError } from '@/api/mutation-helpers';
import { AI_OPTIMIZE_NOTHING, type Assignment } from '@assignd/schemas';
import { useAssignments } from '@/features/assignments/api/assignments';
import { errorMessage, useAiOptimize } from '../api/ai';

const failed = (message: string) => `Schedule Optimizer Error: ${message}`;

const openAssignments = (list: Assignment[]) => list.filter((row) => !row.completed);

/** Schedule Optimizer: a study plan by day for the student's open assignments. */
export function useScheduleOptimizer() {
  const assignments = useAssignments(openAssignments);
  const optimize = useAiOptimize();
  const open = assignments.data ?? [];
  return {
    assignments,
    openCount: open.length,
    nothingToOptimize: AI_OPTIMIZE_NOTHING,
    plan: optimize.data,
    running: optimize.isPending,
    // The panel offers Run only once the list has loaded with open assignments.
    run: () =>
      optimize.mutate(open, {
        onError: (error) =>
          toastError(error, undefined, failed(errorMessage(error, 'Failed to optimize'))),
      }),
  };
}
