import {
  ASSIGNMENT_FILTERS,
  ASSIGNMENT_GROUPS,
  ASSIGNMENT_SORTS,
  countAssignments,
  groupAssignments,
  matchesFilter,
  sortAssignments,
} from '@assignd/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useAssignments } from '@/features/assignments/api/assignments';
import { classesById, useClasses } from '@/features/classes/api/classes';
import { useNow } from '@/hooks/use-now';

function parseOption<T extends string>(
  options: readonly T[],
  value: string | null,
  fallback: T,
): T {
  return options.find((option) => option === value) ?? fallback;
}

/**
 * The assignment list both Assignments pages show: the filter and sort from the address, the
 * counts, and the filtered, sorted assignments in their groups.
 */
export function useAssignmentList() {
  const now = useNow();
  const assignments = useAssignments();
  const { data: classes } = useClasses(classesById);

  // Filter and sort live in the address, so a filtered list can be linked to and survives reload.
  const [params, setParams] = useSearchParams();
  const filter = parseOption(ASSIGNMENT_FILTERS, params.get('filter'), 'all');
  const sort = parseOption(ASSIGNMENT_SORTS, params.get('sort'), 'due-date');
  // The setters take the control's raw value; reading it back from the address validates it.
  // They start from the address as it is now, not from this render's params: the router
  // re-renders in a transition, so a filter change followed quickly by a sort change would
  // otherwise build the second address from the first one's stale params and undo it.
  const setParam = (name: string, value: string, fallback: string) => {
    const next = new URLSearchParams(window.location.search);
    if (value === fallback) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };
  const setFilter = (value: string) => setParam('filter', value, 'all');
  const setSort = (value: string) => setParam('sort', value, 'due-date');

  const counts = useMemo(
    () => (assignments.data ? countAssignments(assignments.data, now) : undefined),
    [assignments.data, now],
  );
  const groups = useMemo(() => {
    if (!assignments.data) return undefined;
    const visible = assignments.data.filter((assignment) => matchesFilter(assignment, filter, now));
    return groupAssignments(sortAssignments(visible, sort));
  }, [assignments.data, filter, sort, now]);
  const visibleCount = groups
    ? ASSIGNMENT_GROUPS.reduce((sum, group) => sum + groups[group].length, 0)
    : 0;

  return {
    now,
    assignments,
    classes,
    filter,
    sort,
    setFilter,
    setSort,
    counts,
    groups,
    visibleCount,
  };
}
