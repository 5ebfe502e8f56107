import { describe, expect, it } from 'vitest';
import {
  BILLING_PROVIDERS,
  hasProAccess,
  PLAN_TYPES,
  PLANS,
  planOfTier,
  planPeriodEnd,
  PRO_FEATURES_GATED,
  type ProFeature,
  proRequiredMessage,
} from './billing';

describe('planPeriodEnd', () => {
  it.each([
    ['monthly', '2026-01-15T10:30:00.000Z', '2026-02-15T10:30:00.000Z'],
    [
      'monthly: 31 January ends on the last day of February',
      '2026-01-31T12:00:00.000Z',
      '2026-02-28T12:00:00.000Z',
    ],
    [
      'monthly: in a leap year, on 29 February',
      '2028-01-31T12:00:00.000Z',
      '2028-02-29T12:00:00.000Z',
    ],
    ['monthly: 31 March ends 30 April', '2026-03-31T23:59:59.999Z', '2026-04-30T23:59:59.999Z'],
    [
      'monthly: December runs into the next year',
      '2026-12-31T00:00:00.000Z',
      '2027-01-31T00:00:00.000Z',
    ],
    [
      'monthly: over a DST change (UTC has none)',
      '2026-03-08T01:30:00.000Z',
      '2026-04-08T01:30:00.000Z',
    ],
    [
      'monthly: late on a day, in UTC whatever the server zone',
      '2026-10-31T23:30:00.000Z',
      '2026-11-30T23:30:00.000Z',
    ],
  ] as const)('%s', (_case, from, end) => {
    expect(planPeriodEnd('monthly', new Date(from))?.toISOString()).toBe(end);
  });

  it.each([
    ['yearly', '2026-06-01T08:00:00.000Z', '2027-06-01T08:00:00.000Z'],
    [
      'yearly: 29 February ends 28 February',
      '2028-02-29T10:00:00.000Z',
      '2029-02-28T10:00:00.000Z',
    ],
    [
      'yearly: into a leap year keeps 28 February',
      '2027-02-28T10:00:00.000Z',
      '2028-02-28T10:00:00.000Z',
    ],
  ] as const)('%s', (_case, from, end) => {
    expect(planPeriodEnd('yearly', new Date(from))?.toISOString()).toBe(end);
  });

  it('gives lifetime no end, and never changes the date it is given', () => {
    const from = new Date('2026-01-31T12:00:00.000Z');
    expect(planPeriodEnd('lifetime', from)).toBeNull();
    planPeriodEnd('monthly', from);
    expect(from.toISOString()).toBe('2026-01-31T12:00:00.000Z');
  });
});

describe('the plans', () => {
  it('are spec 9 prices, and each tier maps back to its plan', () => {
    expect(PLAN_TYPES.map((type) => [PLANS[type].price, PLANS[type].priceCents])).toEqual([
      ['$2', 200],
      ['$20', 2000],
      ['$99', 9900],
    ]);
    for (const type of PLAN_TYPES) expect(planOfTier(PLANS[type].tier)?.type).toBe(type);
    expect(planOfTier('free')).toBeUndefined();
  });
});

describe('hasProAccess', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const before = new Date('2026-11-21T11:59:59Z');
  const after = new Date('2026-11-21T12:00:01Z');
  const records = [
    ['no row', undefined],
    ['free', { tier: 'free', end: null }],
    ['monthly, ended', { tier: 'pro_monthly', end: before }],
    ['monthly, running', { tier: 'pro_monthly', end: after }],
    ['yearly, ended exactly now', { tier: 'pro_yearly', end: now }],
    ['lifetime', { tier: 'pro_lifetime', end: null }],
    ['legacy pro, running', { tier: 'pro', end: after }],
  ] as const;
  const paid: Record<string, boolean> = {
    'no row': false,
    free: false,
    'monthly, ended': false,
    'monthly, running': true,
    'yearly, ended exactly now': false,
    lifetime: true,
    'legacy pro, running': true,
  };

  it.each(
    BILLING_PROVIDERS.flatMap((provider) =>
      records.map(([name, record]) => [provider, name, record] as const),
    ),
  )('%s billing, %s', (provider, name, record) => {
    expect(hasProAccess(provider, record, now)).toBe(provider === 'off' || paid[name]);
  });
});

describe('proRequiredMessage', () => {
  it('names each gated feature', () => {
    expect(proRequiredMessage('themes')).toBe('Upgrade to Pro to unlock custom themes!');
    for (const feature of Object.keys(PRO_FEATURES_GATED) as ProFeature[]) {
      expect(proRequiredMessage(feature)).toMatch(/^Upgrade to Pro to unlock .+!$/);
    }
  });
});
