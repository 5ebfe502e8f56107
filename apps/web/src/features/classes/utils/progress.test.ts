import { describe, expect, it } from 'vitest';
import { completionPercent, progressTone } from './progress';

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
