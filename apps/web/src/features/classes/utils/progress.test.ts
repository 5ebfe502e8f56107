import { describe, expect, it } from 'vitest';
import type { Assignment } from '@assignd/schemas';
import { countsByClass, completionPercent, progressTone } from './progress';

describe('completionPercent', () => {
  it.each([
    [0, 0, 0],
    [0, 4, 0],
    [1, 4, 25],
    [2, 3, 67],
    [4, 4, 100],
    [5, 4, 100],
  ])('%i of %i done is %i%%', (completed, total, percent) => {
    expect(completionPercent(completed, total)).toBe(percent);
  });
});

describe('progressTone', () => {
  it.each([
    [100, 'good'],
    [80, 'good'],
    [79, 'fair'],
    [60, 'fair'],
    [59, 'low'],
    [0, 'low'],
  ] as const)('%i%% is %s', (percent, tone) => {
    expect(progressTone(percent)).toBe(tone);
  });
});

describe('countsByClass', () => {
  const row = (classId: string | null, completed: boolean) =>
    ({ classId, completed }) as unknown as Assignment;

  it('counts each class its assignments and how many are done, ignoring unfiled ones', () => {
    const counts = countsByClass([
      row('bio', true),
      row('bio', false),
      row('math', false),
      row(null, true),
    ]);
    expect(Object.fromEntries(counts)).toEqual({
      bio: { total: 2, completed: 1 },
      math: { total: 1, completed: 0 },
    });
  });

  it('has no entry for a class without assignments', () => {
    expect(countsByClass([]).get('bio')).toBeUndefined();
  });
});
