import { countAssignments } from '@assignd/core';
import type { Assignment } from '@assignd/schemas';
import { useMemo } from 'react';
import { useAssignments } from '@/features/assignments/api/assignments';
import { classesById, useClasses } from '@/features/classes/api/classes';
import { useProfile } from '@/features/profile/api/profile';
import { useDayToDayRows } from '@/features/terms/public/use-day-to-day';
import { useAssignmentActions } from '@/features/assignments/components/use-assignment-actions';
import { useNow } from '@/hooks/use-now';
import { useSession } from '@/lib/session';

/**
 * What the dashboard knows and does on every device: the greeting's name, the assignments with
 * their classes and counts, and adding, editing, completing and deleting them. Assignments of an
 * archived class (one of another term than the current one) are neither listed nor counted.
 */
export function useDashboardScreen() {
  const session = useSession();
  const profileQuery = useProfile();
  // Null once it has failed, so the greeting stops waiting for the name (greeting-banner.tsx).
  const profile = profileQuery.isError && !profileQuery.data ? null : profileQuery.data;
  const email = session.status === 'signed-in' ? session.user.email : '';
  const now = useNow();
  const assignments = useAssignments(useDayToDayRows<Assignment>());
  const { data: classes } = useClasses(classesById);
  const actions = useAssignmentActions();

  const counts = useMemo(
    () => (assignments.data ? countAssignments(assignments.data, now) : undefined),
    [assignments.data, now],
  );
  // A count that could not be loaded shows a dash rather than a placeholder that never resolves.
  const missing = assignments.isError ? null : undefined;

  return {
    profile,
    email,
    now,
    assignments,
    retry: () => void assignments.refetch(),
    classes,
    actions,
    counts,
    missing,
  };
}

export type DashboardScreen = ReturnType<typeof useDashboardScreen>;
