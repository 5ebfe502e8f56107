import {
  LETTERS,
  pointsNeeded,
  targetPercent,
  type GradeCategory,
  type GradedItem,
  type GradeScale,
  type Letter,
  type Ratio,
} from '@assignd/core';
import { goalSchema } from '@assignd/schemas';
import type { PointsEntry } from './points';

/*
 * "What do I need?" on a class's page (issue 30): the points one ungraded assignment needs for
 * the class to reach a letter or a percent, with every other grade as saved. The same rule as
 * POST /api/grades/goal (@assignd/core), computed here so it answers at once and offline.
 */

/** The letters a target may be: an F needs nothing. */
export const TARGET_LETTERS: readonly Letter[] = LETTERS.slice(0, -1);

/** A target as picked: a letter, or a percent as typed (see PointsEntry). */
type GoalTarget = { letter: Letter } | { percent: PointsEntry };

export const PERCENT_RULE = 'Enter a percent from 0 to 1000, with at most 2 decimals';

/** A typed percent target, checked with the server's rule for it; null while blank. */
export function readTarget(
  target: GoalTarget,
  scale: GradeScale,
): { ok: true; percent: Ratio | null } | { ok: false; error: string } {
  if ('letter' in target) return { ok: true, percent: targetPercent(target.letter, scale) };
  const text = target.percent.text.trim();
  if (text === '' && !target.percent.unreadable) return { ok: true, percent: null };
  const value = target.percent.unreadable ? Number.NaN : Number(text);
  const checked = goalSchema.shape.target.safeParse(value);
  return Number.isFinite(value) && checked.success && typeof checked.data === 'number'
    ? { ok: true, percent: targetPercent(checked.data, scale) }
    : { ok: false, error: PERCENT_RULE };
}

/** The assignments a goal can be planned for: not graded, not excused, worth some points. */
export const goalCandidates = <T extends GradedItem>(items: readonly T[]) =>
  items.filter(
    (item): item is T & { pointsPossible: number } =>
      !item.excused &&
      item.pointsEarned === null &&
      item.pointsPossible !== null &&
      item.pointsPossible > 0,
  );

export type GoalAnswer =
  /** `needed` of the assignment's `possible` points reach the target. */
  | { kind: 'needed'; needed: number; possible: number }
  /** Only more than its possible points would: extra credit. */
  | { kind: 'extra-credit'; needed: number; possible: number }
  | { kind: 'unreachable' }
  /** The class weighs its categories and the assignment is in none: it does not count. */
  | { kind: 'uncounted' };

/** What the assignment needs for the class to reach `target` (a percent, unrounded). */
export function goalFor(
  items: readonly GradedItem[],
  categories: readonly GradeCategory[],
  assignmentId: string,
  target: Ratio,
): GoalAnswer {
  const item = items.find((candidate) => candidate.id === assignmentId);
  const possible = item?.pointsPossible;
  if (!item || possible === null || possible === undefined) return { kind: 'unreachable' };
  if (categories.length > 0 && !categories.some((category) => category.id === item.categoryId)) {
    return { kind: 'uncounted' };
  }
  const { needed, reachable } = pointsNeeded(items, categories, assignmentId, target);
  if (!reachable || needed === null) return { kind: 'unreachable' };
  return { kind: needed <= possible ? 'needed' : 'extra-credit', needed, possible };
}
