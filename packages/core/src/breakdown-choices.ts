import { type AssignmentLike, sortAssignments } from './assignments';

/** Spec 5: Task Breakdown offers the first five incomplete assignments. */
export const BREAKDOWN_OFFERED = 5;

export interface BreakdownChoices<T> {
  /** At most five, soonest due first. */
  offered: T[];
  /** How many incomplete assignments the search finds (all of them without a search). */
  matching: number;
}

/** Lower case and without accents, so 'Español' is found by 'espanol'. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The incomplete assignments Task Breakdown offers (issue 28): soonest due first, so an overdue
 * quiz comes before tomorrow's test and undated ones come last, and of those the first five. With
 * a search, the first five whose title or class name holds every word of it, in any case.
 */
export function breakdownChoices<T extends AssignmentLike>(
  list: readonly T[],
  search: string,
  classNameOf: (assignment: T) => string | null | undefined,
): BreakdownChoices<T> {
  const words = folded(search).split(/\s+/).filter(Boolean);
  const found = list.filter((assignment) => {
    if (assignment.completed) return false;
    const text = folded(`${assignment.title} ${classNameOf(assignment) ?? ''}`);
    return words.every((word) => text.includes(word));
  });
  return {
    offered: sortAssignments(found, 'due-date').slice(0, BREAKDOWN_OFFERED),
    matching: found.length,
  };
}
