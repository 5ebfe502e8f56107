import { describe, expect, it } from 'vitest';
import { SWIPE_COMPLETE_THRESHOLD_PX, SWIPE_MAX_DRAG_PX, SWIPE_OVERLAY_MS } from './constants';
import { swipeCompletes, swipeIntent, swipeOffset, type SwipeIntent } from './swipe';

describe('swipe constants', () => {
  it('match the spec: 50px threshold, 100px max drag, 300 ms overlay', () => {
    expect([SWIPE_COMPLETE_THRESHOLD_PX, SWIPE_MAX_DRAG_PX, SWIPE_OVERLAY_MS]).toEqual([
      50, 100, 300,
    ]);
  });
});

describe('swipeIntent', () => {
  it.each([
    ['no movement', 0, 0, 'undecided'],
    ['a trembling finger, 7px left', -7, 0, 'undecided'],
    ['7px left and 7px down', -7, 7, 'undecided'],
    ['8px left', -8, 0, 'swipe'],
    ['8px right', 8, 0, 'swipe'],
    ['30px left, 10px down', -30, 10, 'swipe'],
    ['30px left, 29px up', -30, -29, 'swipe'],
    ['exactly diagonal, 20px each way', -20, 20, 'scroll'],
    ['8px down', 0, 8, 'scroll'],
    ['40px up, 10px left', -10, -40, 'scroll'],
    ['a long scroll, 300px up and 20px left', -20, -300, 'scroll'],
  ] satisfies [string, number, number, SwipeIntent][])('%s -> %s', (_, dx, dy, expected) => {
    expect(swipeIntent(dx, dy)).toBe(expected);
  });
});

describe('swipeOffset', () => {
  it.each([
    ['no travel', 0, 0],
    ['a right drag stays put', 40, 0],
    ['a long right drag stays put', 500, 0],
    ['1px left', -1, -1],
    ['30px left', -30, -30],
    ['the threshold', -50, -50],
    ['the max drag', -100, -100],
    ['just past the max', -101, -100],
    ['far past the max', -400, -100],
    ['a fraction of a pixel', -0.5, -0.5],
    ['not a number', Number.NaN, 0],
  ])('%s: %s -> %s', (_, dx, expected) => {
    expect(swipeOffset(dx)).toBe(expected);
  });

  it('never answers negative zero, which would read as a left drag', () => {
    expect(Object.is(swipeOffset(-0), 0)).toBe(true);
  });
});

describe('swipeCompletes', () => {
  it.each([
    ['no travel', 0, false],
    ['30px left springs back', -30, false],
    ['exactly 50px left springs back', -50, false],
    ['50.5px left completes', -50.5, true],
    ['51px left completes', -51, true],
    ['90px left completes', -90, true],
    ['past the max drag completes', -250, true],
    ['a right drag never completes', 200, false],
  ])('%s (%s) -> %s', (_, offset, expected) => {
    expect(swipeCompletes(offset)).toBe(expected);
  });
});
