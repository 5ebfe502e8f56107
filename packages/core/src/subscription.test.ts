import { describe, expect, it } from 'vitest';
import {
  expiryBadge,
  hasActiveSubscription,
  normalizeTier,
  renewalLine,
  type PlanStatus,
} from './subscription';

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

describe('expiryBadge', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const at = (iso: string) => new Date(iso);
  const plan = (tier: PlanStatus['tier'], end: string | null, cancelled = false): PlanStatus => ({
    tier,
    end: end ? at(end) : null,
    cancelled,
  });
  it.each([
    ['free plan', plan('free', '2026-11-25T00:00:00Z'), null],
    ['free plan after a lapsed Pro', plan('free', '2026-11-01T00:00:00Z'), null],
    ['lifetime', plan('pro_lifetime', '2026-11-22T00:00:00Z'), null],
    ['paid without an end', plan('pro_monthly', null), null],
    ['ended a second ago', plan('pro_monthly', '2026-11-21T11:59:59Z'), { kind: 'expired' }],
    ['ends right now', plan('pro_yearly', '2026-11-21T12:00:00Z'), { kind: 'expired' }],
    [
      'expired wins over cancelled',
      plan('pro_monthly', '2026-11-20T00:00:00Z', true),
      { kind: 'expired' },
    ],
    [
      'cancelled, months away',
      plan('pro_yearly', '2027-03-01T00:00:00Z', true),
      { kind: 'ends', date: at('2027-03-01T00:00:00Z') },
    ],
    [
      'renews in exactly 7 days',
      plan('pro_monthly', '2026-11-28T12:00:00Z'),
      { kind: 'renews', date: at('2026-11-28T12:00:00Z') },
    ],
    [
      'yearly renewing tomorrow',
      plan('pro_yearly', '2026-11-22T09:00:00Z'),
      { kind: 'renews', date: at('2026-11-22T09:00:00Z') },
    ],
    ['7 days and a second away', plan('pro_monthly', '2026-11-28T12:00:01Z'), null],
    ['weeks away', plan('pro_monthly', '2026-12-21T12:00:00Z'), null],
  ] as const)('%s', (_name, status, expected) => {
    expect(expiryBadge(status, now)).toEqual(expected);
  });
});

describe('renewalLine', () => {
  const end = new Date('2026-12-21T12:00:00Z');
  it.each([
    ['free', { tier: 'free', end, cancelled: false }, null],
    ['monthly', { tier: 'pro_monthly', end, cancelled: false }, { kind: 'renews-on', date: end }],
    [
      'cancelled monthly',
      { tier: 'pro_monthly', end, cancelled: true },
      { kind: 'expires-on', date: end },
    ],
    ['yearly', { tier: 'pro_yearly', end, cancelled: false }, { kind: 'expires-on', date: end }],
    ['monthly without an end', { tier: 'pro_monthly', end: null, cancelled: false }, null],
    ['lifetime', { tier: 'pro_lifetime', end: null, cancelled: false }, { kind: 'lifetime' }],
  ] as const)('%s', (_name, status, expected) => {
    expect(renewalLine(status)).toEqual(expected);
  });
});
