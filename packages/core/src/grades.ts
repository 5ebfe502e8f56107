import {
  add,
  asPercent,
  compare,
  hundredths,
  ofHundredths,
  over,
  ratio,
  times,
  toDecimal,
  type Ratio,
} from './exact-ratio';
import {
  DEFAULT_GRADE_SCALE,
  LETTERS,
  POINTS_MAX,
  type ClassLevel,
  type GradeScale,
  type Letter,
} from './grade-values';

/*
 * Where a student stands (issue 30): a category's and a class's percent from the graded
 * assignments, the letter on the student's scale, GPA over classes, and the points needed on one
 * assignment for a target. Exact throughout (exact-ratio.ts): percents are compared unrounded and
 * rounded only to be shown.
 */

/** Grade points of each letter, in tenths (A is 4.0). */
const POINTS: Record<Letter, bigint> = {
  A: 40n,
  'A-': 37n,
  'B+': 33n,
  B: 30n,
  'B-': 27n,
  'C+': 23n,
  C: 20n,
  'C-': 17n,
  'D+': 13n,
  D: 10n,
  'D-': 7n,
  F: 0n,
};

/** What weighted GPA adds for the class's level to any grade above F, in tenths. */
const LEVEL_BONUS: Record<ClassLevel, bigint> = { regular: 0n, honors: 5n, ap: 10n };

/** An assignment as grades see it; graded once both points are set. */
export interface GradedItem {
  id: string;
  categoryId: string | null;
  pointsEarned: number | null;
  pointsPossible: number | null;
  excused: boolean;
}

export interface GradeCategory {
  id: string;
  /** 0 to 100; a class's weights need not add up to 100. */
  weight: number;
  /** How many of its lowest grades (by percent) are left out. */
  dropLowest: number;
}

/**
 * An item's points in whole hundredths. Each is at most POINTS_MAX * 100 (10^7), so a sum of a
 * student's grades and the product of two of them stay far below 2^53: plain numbers hold them
 * exactly, and BigInt is needed only once sums are multiplied together (weights, means).
 */
interface Points {
  earned: number;
  possible: number;
}

const pointsOf = (item: GradedItem): Points | undefined =>
  item.excused || item.pointsEarned === null || item.pointsPossible === null
    ? undefined
    : {
        earned: Math.round(item.pointsEarned * 100),
        possible: Math.round(item.pointsPossible * 100),
      };

/** Lowest percent first; of two equal percents, the one worth more points goes first. */
function lowestFirst(a: Points, b: Points): number {
  // Cross-multiplied: exact, see Points.
  const byPercent = a.earned * b.possible - b.earned * a.possible;
  return byPercent !== 0 ? byPercent : b.possible - a.possible;
}

function shareOf(graded: readonly Points[], dropLowest: number): Ratio | null {
  let dropped: Set<Points> | undefined;
  if (dropLowest > 0) {
    // Sorted only to drop; extra credit (out of 0) is never dropped.
    const scored = graded.filter((points) => points.possible > 0);
    if (scored.length > dropLowest)
      dropped = new Set(scored.sort(lowestFirst).slice(0, dropLowest));
  }
  let earned = 0;
  let possible = 0;
  for (const points of graded) {
    if (dropped?.has(points)) continue;
    earned += points.earned;
    possible += points.possible;
  }
  return possible > 0 ? ratio(BigInt(earned), BigInt(possible)) : null;
}

/**
 * A category's (or a class's without categories) share of its points: earned over possible of
 * the graded, not excused items. The `dropLowest` lowest by percent are left out when more than
 * that many are graded. An item out of 0 points is extra credit: its earned points count, and it
 * is never dropped. No graded item, or nothing possible: null.
 */
export function pointsShare(items: readonly GradedItem[], dropLowest = 0): Ratio | null {
  return shareOf(
    items.flatMap((item) => pointsOf(item) ?? []),
    dropLowest,
  );
}

export interface ClassStanding {
  /** Unrounded; null when nothing is graded. */
  percent: Ratio | null;
  gradedCount: number;
  categories: { id: string; percent: Ratio | null }[];
}

/**
 * A class's percent. With categories: the mean of the category percents weighted by their
 * weights, over the categories with a percent (the weights renormalised over those; when they
 * are all 0, each counts the same). An item of no category, or of another class's, does not
 * count then. Without categories: all its points together.
 */
export function classStanding(
  items: readonly GradedItem[],
  categories: readonly GradeCategory[],
): ClassStanding {
  // One pass over the items: each category's graded points.
  const all: Points[] = [];
  const byCategory = new Map<string | null, Points[]>();
  for (const item of items) {
    const points = pointsOf(item);
    if (!points) continue;
    all.push(points);
    const group = byCategory.get(item.categoryId);
    if (group) group.push(points);
    else byCategory.set(item.categoryId, [points]);
  }
  const gradedCount = all.length;
  if (categories.length === 0) {
    const share = shareOf(all, 0);
    return { percent: share && asPercent(share), gradedCount, categories: [] };
  }
  const shares = categories.map((category) => ({
    category,
    share: shareOf(byCategory.get(category.id) ?? [], category.dropLowest),
  }));
  const counted = shares.filter(({ share }) => share !== null);
  const allZero = counted.every(({ category }) => hundredths(category.weight) === 0n);
  let total: Ratio = ratio(0n, 1n);
  let weights = 0n;
  for (const { category, share } of counted) {
    if (!share) continue;
    const weight = allZero ? 1n : hundredths(category.weight);
    total = add(total, times(share, ratio(weight, 1n)));
    weights += weight;
  }
  return {
    percent: weights > 0n ? asPercent(over(total, ratio(weights, 1n))) : null,
    gradedCount,
    categories: shares.map(({ category, share }) => ({
      id: category.id,
      percent: share && asPercent(share),
    })),
  };
}

/** Whether a scale has a percent from 0 to 100 for each letter A to D-, strictly decreasing. */
export function isGradeScale(scale: readonly number[]): boolean {
  return (
    scale.length === LETTERS.length - 1 &&
    scale.every(
      (min, index) =>
        Number.isFinite(min) &&
        min >= 0 &&
        min <= 100 &&
        (index === 0 || min < (scale[index - 1] ?? 0)),
    )
  );
}

/** The letter of an unrounded percent: 92.999 is an A- on the default scale, 93 an A. */
export function letterFor(percent: Ratio, scale: GradeScale = DEFAULT_GRADE_SCALE): Letter {
  const index = scale.findIndex((min) => compare(percent, ofHundredths(hundredths(min))) >= 0);
  return index === -1 ? 'F' : (LETTERS[index] ?? 'F');
}

export interface GpaClass {
  percent: Ratio | null;
  credits: number;
  level: ClassLevel;
}

export interface Gpa {
  unweighted: number | null;
  weighted: number | null;
}

/**
 * The credit-weighted mean of the grade points of the classes with a percent (classes of 0
 * credits left out), to 2 decimals; weighted GPA adds the level's bonus to any grade above F.
 */
export function gpaOf(classes: readonly GpaClass[], scale: GradeScale = DEFAULT_GRADE_SCALE): Gpa {
  let credits = 0n;
  let plain = 0n;
  let weighted = 0n;
  for (const item of classes) {
    const weight = hundredths(item.credits);
    if (!item.percent || weight <= 0n) continue;
    const letter = letterFor(item.percent, scale);
    const points = POINTS[letter];
    credits += weight;
    plain += weight * points;
    weighted += weight * (letter === 'F' ? points : points + LEVEL_BONUS[item.level]);
  }
  if (credits === 0n) return { unweighted: null, weighted: null };
  // Points are in tenths: the mean of them over 10 is the GPA.
  return {
    unweighted: toDecimal(ratio(plain, credits * 10n)),
    weighted: toDecimal(ratio(weighted, credits * 10n)),
  };
}

/** A percent for showing: 2 decimals. */
export const shownPercent = (percent: Ratio | null): number | null =>
  percent === null ? null : toDecimal(percent);

/** A target as a percent: a number, or a letter's lowest percent on the scale. */
export function targetPercent(
  target: number | Letter,
  scale: GradeScale = DEFAULT_GRADE_SCALE,
): Ratio {
  if (typeof target === 'number') return ofHundredths(hundredths(target));
  const index = LETTERS.indexOf(target);
  return ofHundredths(hundredths(scale[index] ?? 0));
}

/**
 * The fewest points (to the hundredth) the assignment needs for the class to reach `target`
 * with every other grade as it is; above its possible points when only extra credit would do.
 * Not reachable when even POINTS_MAX would not (or the assignment has no possible points).
 */
export function pointsNeeded(
  items: readonly GradedItem[],
  categories: readonly GradeCategory[],
  assignmentId: string,
  target: Ratio,
): { needed: number | null; reachable: boolean } {
  const item = items.find((candidate) => candidate.id === assignmentId);
  if (!item || item.pointsPossible === null || item.pointsPossible <= 0)
    return { needed: null, reachable: false };
  const percentWith = (earned: bigint): Ratio | null =>
    classStanding(
      items.map((candidate) =>
        candidate === item
          ? { ...item, excused: false, pointsEarned: Number(earned) / 100 }
          : candidate,
      ),
      categories,
    ).percent;
  const reaches = (earned: bigint) => {
    const percent = percentWith(earned);
    return percent !== null && compare(percent, target) >= 0;
  };
  let high = hundredths(POINTS_MAX);
  if (!reaches(high)) return { needed: null, reachable: false };
  let low = 0n;
  if (reaches(low)) return { needed: 0, reachable: true };
  // The class percent never falls as the assignment's points rise: the first that reaches it.
  while (high - low > 1n) {
    const middle = (low + high) / 2n;
    if (reaches(middle)) high = middle;
    else low = middle;
  }
  return { needed: Number(high) / 100, reachable: true };
}
