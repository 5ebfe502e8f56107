import { describe, expect, it } from 'vitest';
import { ofHundredths, ratio } from './exact-ratio';
import {
  classStanding,
  gpaOf,
  isGradeScale,
  letterFor,
  pointsNeeded,
  pointsShare,
  shownPercent,
  targetPercent,
  type GpaClass,
  type GradeCategory,
  type GradedItem,
} from './grades';
import { DEFAULT_GRADE_SCALE } from './grade-values';

let next = 0;
function graded(
  earned: number | null,
  possible: number | null,
  more: Partial<GradedItem> = {},
): GradedItem {
  next += 1;
  return {
    id: `a${String(next)}`,
    categoryId: null,
    pointsEarned: earned,
    pointsPossible: possible,
    excused: false,
    ...more,
  };
}

const percentOf = (share: ReturnType<typeof pointsShare>) =>
  share === null ? null : shownPercent({ n: share.n * 100n, d: share.d });

describe('pointsShare (a category, or a class without categories)', () => {
  it.each<[string, GradedItem[], number, number | null]>([
    ['earned over possible of all its grades', [graded(18, 20), graded(9, 10)], 0, 90],
    ['an excused grade does not count', [graded(18, 20), graded(0, 10, { excused: true })], 0, 90],
    ['an assignment without both points is not graded', [graded(18, 20), graded(null, 10)], 0, 90],
    ['drops the lowest by percent', [graded(5, 10), graded(9, 10), graded(10, 10)], 1, 95],
    ['drops two of three', [graded(5, 10), graded(9, 10), graded(10, 10)], 2, 100],
    ['drops nothing when only as many are graded', [graded(5, 10), graded(9, 10)], 2, 70],
    // 50 % of 100 points and 50 % of 10: dropping the one worth more is the student's gain.
    [
      'of equal percents, drops the one worth more',
      [graded(50, 100), graded(5, 10), graded(10, 10)],
      1,
      75,
    ],
    ['extra credit (out of 0) adds its points', [graded(8, 10), graded(2, 0)], 0, 100],
    ['extra credit is never dropped', [graded(8, 10), graded(6, 10), graded(1, 0)], 1, 90],
    ['more earned than possible is extra credit too', [graded(11, 10)], 0, 110],
    ['only extra credit: no percent', [graded(2, 0)], 0, null],
    ['nothing graded: no percent, not 0', [graded(null, null)], 0, null],
    ['no drift: 0.1 and 0.2 of 0.3', [graded(0.1, 0.15), graded(0.2, 0.15)], 0, 100],
  ])('%s', (_case, items, drop, percent) => {
    expect(percentOf(pointsShare(items, drop))).toBe(percent);
  });
});

const homework: GradeCategory = { id: 'hw', weight: 60, dropLowest: 0 };
const tests: GradeCategory = { id: 'tests', weight: 40, dropLowest: 0 };
const inHomework = (earned: number, possible: number) =>
  graded(earned, possible, { categoryId: 'hw' });
const inTests = (earned: number, possible: number) =>
  graded(earned, possible, { categoryId: 'tests' });

describe('classStanding', () => {
  it.each<[string, GradedItem[], GradeCategory[], number | null]>([
    ['weights the categories', [inHomework(9, 10), inTests(8, 10)], [homework, tests], 86],
    ['renormalises over categories with grades', [inHomework(9, 10)], [homework, tests], 90],
    [
      'weights need not add up to 100',
      [inHomework(9, 10), inTests(8, 10)],
      [
        { ...homework, weight: 30 },
        { ...tests, weight: 20 },
      ],
      86,
    ],
    [
      'all weights 0: each category counts the same',
      [inHomework(9, 10), inTests(8, 10)],
      [
        { ...homework, weight: 0 },
        { ...tests, weight: 0 },
      ],
      85,
    ],
    [
      'a grade of no category does not count once the class has categories',
      [inHomework(9, 10), graded(0, 100)],
      [homework, tests],
      90,
    ],
    ['without categories: all points together', [graded(9, 10), graded(70, 100)], [], 71.82],
    ['nothing graded: no percent', [graded(null, 10)], [homework], null],
    [
      'drops per category',
      [inHomework(2, 10), inHomework(10, 10), inTests(8, 10)],
      [{ ...homework, dropLowest: 1 }, tests],
      92,
    ],
  ])('%s', (_case, items, categories, percent) => {
    expect(shownPercent(classStanding(items, categories).percent)).toBe(percent);
  });

  it('answers each category with its percent, and counts the graded assignments', () => {
    const standing = classStanding(
      [
        inHomework(9, 10),
        graded(0, 2, { categoryId: 'hw', excused: true }),
        inHomework(3, 10),
        graded(null, 5),
      ],
      [homework, tests],
    );
    expect(standing.gradedCount).toBe(2);
    expect(
      standing.categories.map(({ id, percent }) => ({ id, percent: shownPercent(percent) })),
    ).toEqual([
      { id: 'hw', percent: 60 },
      { id: 'tests', percent: null },
    ]);
  });
});

describe('letterFor', () => {
  const custom = [90, 85, 80, 75, 70, 65, 60, 55, 50, 45, 40];
  it.each<[string, bigint, bigint, readonly number[], string]>([
    ['92.999 is not yet an A', 92_999n, 1000n, DEFAULT_GRADE_SCALE, 'A-'],
    ['93 is an A', 93n, 1n, DEFAULT_GRADE_SCALE, 'A'],
    ['two thirds, 66.66…, is a D', 200n, 3n, DEFAULT_GRADE_SCALE, 'D'],
    ['59.99 is an F', 5999n, 100n, DEFAULT_GRADE_SCALE, 'F'],
    ['over 100 (extra credit) is an A', 110n, 1n, DEFAULT_GRADE_SCALE, 'A'],
    ['the student’s own scale', 90n, 1n, custom, 'A'],
    ['below its last letter is F', 3999n, 100n, custom, 'F'],
  ])('%s', (_case, n, d, scale, letter) => {
    expect(letterFor(ratio(n, d), scale)).toBe(letter);
  });

  it('takes a scale only strictly decreasing, from 0 to 100, with a bound for A to D-', () => {
    expect(isGradeScale(DEFAULT_GRADE_SCALE)).toBe(true);
    expect(isGradeScale([93, 93, 87, 83, 80, 77, 73, 70, 67, 63, 60])).toBe(false);
    expect(isGradeScale([93, 90, 87])).toBe(false);
    expect(isGradeScale([101, 90, 87, 83, 80, 77, 73, 70, 67, 63, 60])).toBe(false);
    expect(isGradeScale([93, 90, 87, 83, 80, 77, 73, 70, 67, 63, -1])).toBe(false);
  });
});

describe('gpaOf', () => {
  const at = (percent: number, credits: number, level: GpaClass['level'] = 'regular') => ({
    percent: ofHundredths(BigInt(percent * 100)),
    credits,
    level,
  });
  it.each<[string, GpaClass[], number | null, number | null]>([
    ['an AP A and a B, by credits', [at(95, 3, 'ap'), at(85, 1)], 3.75, 4.5],
    ['a class of 0 credits is left out', [at(95, 3), at(50, 0)], 4, 4],
    ['no bonus for an F in honors', [at(50, 1, 'honors'), at(95, 1, 'honors')], 2, 2.25],
    ['to 2 decimals', [at(91, 1), at(88, 2)], 3.43, 3.43],
    ['credits with decimals', [at(95, 0.5), at(85, 1.25)], 3.29, 3.29],
    [
      'a class without a percent is left out',
      [{ percent: null, credits: 4, level: 'ap' }],
      null,
      null,
    ],
  ])('%s', (_case, classes, unweighted, weighted) => {
    expect(gpaOf(classes)).toEqual({ unweighted, weighted });
  });
});

describe('pointsNeeded', () => {
  it('answers the fewest points on the final for the target, above its possible when needed', () => {
    const final = graded(null, 100);
    const items = [graded(80, 100), final];
    expect(pointsNeeded(items, [], final.id, targetPercent(90))).toEqual({
      needed: 100,
      reachable: true,
    });
    expect(pointsNeeded(items, [], final.id, targetPercent('A'))).toEqual({
      needed: 106,
      reachable: true,
    });
    expect(pointsNeeded(items, [], final.id, targetPercent(40))).toEqual({
      needed: 0,
      reachable: true,
    });
    // 89.5 % of 200 points is 179: 99 on the final.
    expect(pointsNeeded(items, [], final.id, targetPercent(89.5)).needed).toBe(99);
    // 89.51 %: 179.02 points, to the hundredth.
    expect(pointsNeeded(items, [], final.id, targetPercent(89.51)).needed).toBe(99.02);
  });

  it('works through weighted categories', () => {
    const final = inTests(0, 100);
    const items = [inHomework(9, 10), final];
    // 0.6 × 90 + 0.4 × x ≥ 93: x ≥ 97.5 %.
    expect(pointsNeeded(items, [homework, tests], final.id, targetPercent(93)).needed).toBe(97.5);
  });

  it('is not reachable for an assignment that does not count, or has nothing possible', () => {
    const loose = graded(null, 50);
    expect(
      pointsNeeded([inHomework(9, 10), loose], [homework], loose.id, targetPercent(95)),
    ).toEqual({
      needed: null,
      reachable: false,
    });
    const none = graded(null, null);
    expect(pointsNeeded([none], [], none.id, targetPercent(50)).reachable).toBe(false);
  });
});
