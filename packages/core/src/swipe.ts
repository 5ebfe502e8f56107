import { SWIPE_COMPLETE_THRESHOLD_PX, SWIPE_MAX_DRAG_PX } from './constants';

/**
 * How far a finger must travel before a gesture counts as a swipe or a scroll. Below it a tap
 * or a trembling finger moves nothing.
 */
const SWIPE_INTENT_SLOP_PX = 8;

export type SwipeIntent = 'undecided' | 'swipe' | 'scroll';

/**
 * What a gesture is, from the finger's travel since it went down. Only a mostly-horizontal
 * movement is a swipe; anything steeper than 45 degrees is left to the page's vertical scroll.
 */
export function swipeIntent(dx: number, dy: number): SwipeIntent {
  const horizontal = Math.abs(dx);
  const vertical = Math.abs(dy);
  if (Math.max(horizontal, vertical) < SWIPE_INTENT_SLOP_PX) return 'undecided';
  return horizontal > vertical ? 'swipe' : 'scroll';
}

/** Where the row sits for a horizontal travel of `dx`: left only, and no further than the max. */
export function swipeOffset(dx: number): number {
  if (!(dx < 0)) return 0;
  return Math.max(dx, -SWIPE_MAX_DRAG_PX);
}

/** Whether letting go at this offset completes the item: strictly more than the threshold left. */
export function swipeCompletes(offset: number): boolean {
  return swipeOffset(offset) < -SWIPE_COMPLETE_THRESHOLD_PX;
}
