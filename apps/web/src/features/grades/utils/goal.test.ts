import { DEFAULT_GRADE_SCALE, type GradedItem, type Ratio } from '@assignd/core';
import { describe, expect, it } from 'vitest';
import { goalCandidates, goalFor, PERCENT_RULE, readTarget, TARGET_LETTERS } from './goal';

const item = (
  id: string,
  earned: number | null,
  possible: number | null,
  categoryId: string | null = null,
  excused = false,
): GradedItem => ({ id, categoryId, pointsEarned: earned, pointsPossible: possible, excused });

const typed = (text: string) => ({ text, unreadable: false });
/** What the browser could not read as a number: it reports it as empty. */
const unreadable = { text: '', unreadable: true };

/** A percent as the ratio readTarget answers, to compare by value. */
const asNumber = (ratio: Ratio | null) =>
  ratio === null ? null : Number(ratio.n) / Number(ratio.d);

describe('readTarget', () => {
  it.each([
    [{ letter: 'A' } as const, 93],
    [{ letter: 'B+' } as const, 87],
    [{ letter: 'D-' } as const, 60],
    [{ percent: typed('85') }, 85],
    [{ percent: typed(' 92.5 ') }, 92.5],
    [{ percent: typed('105') }, 105],
    [{ percent: typed('') }, null],
  ])('%j is %j percent', (target, percent) => {
    const read = readTarget(target, DEFAULT_GRADE_SCALE);
    expect(read.ok && asNumber(read.percent)).toBe(percent);
  });

  it.each([typed('-1'), typed('1000.01'), typed('85.125'), typed('ninety'), unreadable])(
    'refuses %j',
    (percent) => {
      expect(readTarget({ percent }, DEFAULT_GRADE_SCALE)).toEqual({
        ok: false,
        error: PERCENT_RULE,
      });
    },
  );

  it('reads letters on the student scale', () => {
    const scale = [95, 92, 88, 85, 82, 78, 75, 72, 68, 65, 62];
    const read = readTarget({ letter: 'A-' }, scale);
    expect(read.ok && asNumber(read.percent)).toBe(92);
  });

  it('offers A to D-, not F', () => {
    expect(TARGET_LETTERS).toEqual(['A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-']);
  });
});

describe('goalCandidates', () => {
  it('keeps the ungraded, not excused assignments worth some points', () => {
    const items = [
      item('graded', 40, 50),
      item('planned', null, 50),
      item('no-points', null, null),
      item('out-of-zero', null, 0),
      item('excused', null, 50, null, true),
    ];
    expect(goalCandidates(items).map(({ id }) => id)).toEqual(['planned']);
  });
});

describe('goalFor', () => {
  const percent = (value: number): Ratio => ({ n: BigInt(value * 100), d: 100n });
  const tests = { id: 'tests', weight: 60, dropLowest: 0 };
  const homework = { id: 'homework', weight: 40, dropLowest: 0 };

  it.each<[string, GradedItem[], number, ReturnType<typeof goalFor>]>([
    // 40 / 50 so far: 90 % of 100 points needs 50 of the final's 50.
    [
      'needs part of its points',
      [item('a', 40, 50), item('final', null, 50)],
      90,
      { kind: 'needed', needed: 50, possible: 50 },
    ],
    [
      'needs nothing when already there',
      [item('a', 50, 50), item('final', null, 50)],
      50,
      { kind: 'needed', needed: 0, possible: 50 },
    ],
    [
      'needs hundredths',
      [item('a', 40, 50), item('final', null, 30)],
      85,
      { kind: 'needed', needed: 28, possible: 30 },
    ],
    [
      'needs extra credit',
      [item('a', 10, 50), item('final', null, 50)],
      90,
      { kind: 'extra-credit', needed: 80, possible: 50 },
    ],
    [
      'is alone in the class',
      [item('final', null, 40)],
      75,
      { kind: 'needed', needed: 30, possible: 40 },
    ],
  ])('%s', (_, items, target, expected) => {
    expect(goalFor(items, [], 'final', percent(target))).toEqual(expected);
  });

  it('is unreachable when no points would do', () => {
    const items = [item('a', 0, 100_000), item('final', null, 1)];
    expect(goalFor(items, [], 'final', percent(100))).toEqual({ kind: 'unreachable' });
  });

  it('weighs the categories', () => {
    // Tests 80 %, homework to come: 60·80 + 40·h = 100·86 → h = 95 %, 19 of 20.
    const items = [item('t', 40, 50, 'tests'), item('hw', null, 20, 'homework')];
    expect(goalFor(items, [tests, homework], 'hw', percent(86))).toEqual({
      kind: 'needed',
      needed: 19,
      possible: 20,
    });
  });

  it('says an assignment in no category does not count in a class that weighs categories', () => {
    const items = [item('t', 40, 50, 'tests'), item('hw', null, 20, null)];
    expect(goalFor(items, [tests, homework], 'hw', percent(86))).toEqual({ kind: 'uncounted' });
  });
});
