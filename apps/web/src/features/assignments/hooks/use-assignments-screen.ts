import { useAssignmentActions } from '@/features/assignments/components/use-assignment-actions';
import { useAssignmentList } from './use-assignment-list';

/**
 * What the Assignments screen knows and does on every device: the filtered, sorted groups and
 * their counts, and adding, editing, completing and deleting.
 */
export function useAssignmentsScreen() {
  const list = useAssignmentList();
  const actions = useAssignmentActions();
  // A count that could not be loaded shows a dash rather than a placeholder that never resolves.
  const missing = list.assignments.isError ? null : undefined;
  return { ...list, actions, missing, resetKey: `${list.filter}:${list.sort}` };
}

export type AssignmentsScreen = ReturnType<typeof useAssignmentsScreen>;
