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
