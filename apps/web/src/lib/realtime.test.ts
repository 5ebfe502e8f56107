import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './realtime';

describe('reconnectDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    const top = () => 1;
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => reconnectDelay(attempt, top))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('jitters within the fifth below the ceiling', () => {
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(10, () => 0)).toBe(24_000);
  });
});
