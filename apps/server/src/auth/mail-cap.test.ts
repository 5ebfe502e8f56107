import { describe, expect, it } from 'vitest';
import { mailCap } from './mail-cap';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('mailCap', () => {
  it('lets 3 mails of a kind through per address and window, then none until it passes', () => {
    const time = clock();
    const cap = mailCap({ max: 3, windowMs: 15 * 60_000, now: time.now });
    const sent = () => cap.take('reset-password', 'Maya@Example.com');
    expect([sent(), sent(), sent(), sent()]).toEqual([true, true, true, false]);
    expect(cap.take('reset-password', ' maya@example.com ')).toBe(false);
    expect(cap.take('verify-email', 'maya@example.com')).toBe(true);
    expect(cap.take('reset-password', 'leo@example.com')).toBe(true);
    time.advance(15 * 60_000 - 1);
    expect(sent()).toBe(false);
    time.advance(1);
    expect(sent()).toBe(true);
  });

  it('forgets expired and then the oldest addresses once it tracks its maximum', () => {
    const time = clock();
    const cap = mailCap({ max: 1, windowMs: 1000, maxTracked: 2, now: time.now });
    expect(cap.take('k', 'a')).toBe(true);
    expect(cap.take('k', 'b')).toBe(true);
    expect(cap.take('k', 'c')).toBe(true);
    // "a" was the oldest, so it was forgotten to make room; "c" is still counted.
    expect(cap.take('k', 'c')).toBe(false);
    expect(cap.take('k', 'a')).toBe(true);
  });
});
