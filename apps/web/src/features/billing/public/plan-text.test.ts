import type { ExpiryBadge, RenewalLine } from '@assignd/core';
import { describe, expect, it } from 'vitest';
import { expiryBadgeText, planBadgeText, renewalText } from './plan-text';

// Noon local time, so the printed day is the same in every time zone the tests run in.
const DATE = new Date(2026, 11, 21, 12, 0);

describe('planBadgeText', () => {
  it.each([
    [{ checking: true, isPro: false }, 'Checking...'],
    [{ checking: true, isPro: true }, 'Checking...'],
    [{ checking: false, isPro: true }, 'Pro'],
    [{ checking: false, isPro: false }, 'Free'],
  ])('%o -> %s', (plan, expected) => {
    expect(planBadgeText(plan)).toBe(expected);
  });
});

describe('expiryBadgeText', () => {
  it.each<[ExpiryBadge, string]>([
    [{ kind: 'expired' }, 'Subscription expired'],
    [{ kind: 'ends', date: DATE }, 'Ends Dec 21, 2026'],
    [{ kind: 'renews', date: DATE }, 'Renews Dec 21, 2026'],
  ])('%o -> %s', (badge, expected) => {
    expect(expiryBadgeText(badge)).toBe(expected);
  });
});

describe('renewalText', () => {
  it.each<[RenewalLine, string]>([
    [{ kind: 'renews-on', date: DATE }, 'Renews on December 21, 2026'],
    [{ kind: 'expires-on', date: DATE }, 'Expires on December 21, 2026'],
    [{ kind: 'lifetime' }, 'Lifetime access - no expiration'],
  ])('%o -> %s', (line, expected) => {
    expect(renewalText(line)).toBe(expected);
  });
});
