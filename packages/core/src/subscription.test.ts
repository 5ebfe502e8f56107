import { describe, expect, it } from 'vitest';
import { hasActiveSubscription, normalizeTier } from './subscription';

describe('normalizeTier', () => {
  it.each([
    ['free', 'free'],
    ['pro_monthly', 'pro_monthly'],
    ['pro_yearly', 'pro_yearly'],
    ['pro_lifetime', 'pro_lifetime'],
    ['pro', 'pro_monthly'],
    ['premium', 'pro_monthly'],
    ['gold', 'free'],
    ['', 'free'],
    [null, 'free'],
    [undefined, 'free'],
  ] as const)('%s -> %s', (raw, expected) => {
    expect(normalizeTier(raw)).toBe(expected);
  });
});

describe('hasActiveSubscription', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it.each([
    ['free never counts', { tier: 'free', end: null }, false],
    ['no row means free', { tier: null, end: null }, false],
    [
      'monthly before its end',
      { tier: 'pro_monthly', end: new Date('2026-12-01T00:00:00Z') },
      true,
    ],
    [
      'monthly after its end',
      { tier: 'pro_monthly', end: new Date('2026-11-21T11:59:59Z') },
      false,
    ],
    ['yearly with no end recorded', { tier: 'pro_yearly', end: null }, true],
    [
      'lifetime ignores an old end',
      { tier: 'pro_lifetime', end: new Date('2020-01-01T00:00:00Z') },
      true,
    ],
    [
      'legacy premium before its end',
      { tier: 'premium', end: new Date('2027-01-01T00:00:00Z') },
      true,
    ],
    ['unknown tier', { tier: 'platinum', end: null }, false],
  ] as const)('%s', (_name, record, expected) => {
    expect(hasActiveSubscription(record, now)).toBe(expected);
  });
});
