import type { AssignmentCounts } from '@assignd/core';
import type { Assignment } from '@assignd/schemas';

export type ClassCounts = Pick<AssignmentCounts, 'total' | 'completed'>;
export const NO_ASSIGNMENTS: ClassCounts = { total: 0, completed: 0 };

/** Assignment and completed counts per class id; unfiled assignments count for no class. */
export function countsByClass(assignments: readonly Assignment[]): Map<string, ClassCounts> {
  const counts = new Map<string, ClassCounts>();
  for (const { classId, completed } of assignments) {
    if (!classId) continue;
    const current = counts.get(classId) ?? NO_ASSIGNMENTS;
    counts.set(classId, {
      total: current.total + 1,
      completed: current.completed + (completed ? 1 : 0),
    });
  }
  return counts;
}

/** Share of a class's assignments that are done, 0 to 100 (0 when it has none). */
export function completionPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((completed / total) * 100)));
}

export type ProgressTone = 'good' | 'fair' | 'low';

/** Spec 9: 80% or more is green, 60% or more yellow. */
export function progressTone(percent: number): ProgressTone {
  if (percent >= 80) return 'good';
  if (percent >= 60) return 'fair';
  return 'low';
}
