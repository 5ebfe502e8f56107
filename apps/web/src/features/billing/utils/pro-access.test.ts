import { describe, expect, it } from 'vitest';
import { proAccessOf } from './pro-access';

const answered = (subscribed: boolean) => ({ subscribed, isError: false, isPending: false });

describe('proAccessOf', () => {
  it('a free student on a server that sells Pro is a Student who may upgrade', () => {
    const access = proAccessOf({
      billing: 'local',
      configPending: false,
      subscription: answered(false),
    });
    expect(access).toEqual({
      isPro: false,
      subscribed: false,
      sellsPro: true,
      label: 'Student',
      checking: false,
      canUpgrade: true,
    });
  });

  it('a subscribed student has the Pro Plan and is offered no upgrade', () => {
    const access = proAccessOf({
      billing: 'stripe',
      configPending: false,
      subscription: answered(true),
    });
    expect(access).toMatchObject({ isPro: true, subscribed: true, label: 'Pro Plan' });
    expect(access.canUpgrade).toBe(false);
  });

  it('with billing off everyone has Pro, nothing is sold and no plan is named', () => {
    const access = proAccessOf({
      billing: 'off',
      configPending: false,
      subscription: answered(false),
    });
    expect(access).toEqual({
      isPro: true,
      subscribed: false,
      sellsPro: false,
      label: null,
      checking: false,
      canUpgrade: false,
    });
  });

  it('billing off does not wait for the plan check', () => {
    const access = proAccessOf({
      billing: 'off',
      configPending: false,
      subscription: { subscribed: undefined, isError: false, isPending: true },
    });
    expect(access).toMatchObject({ isPro: true, checking: false });
  });

  it('a failed plan check means the free plan (spec 4)', () => {
    const access = proAccessOf({
      billing: 'local',
      configPending: false,
      subscription: { subscribed: undefined, isError: true, isPending: false },
    });
    expect(access).toMatchObject({ isPro: false, label: 'Student', canUpgrade: true });
  });

  it('offers no upgrade before the config has said whether Pro is sold', () => {
    const access = proAccessOf({
      billing: undefined,
      configPending: true,
      subscription: answered(false),
    });
    expect(access).toMatchObject({ checking: true, canUpgrade: false, label: null });
  });

  it('a failed config is read as a server that sells Pro', () => {
    const access = proAccessOf({
      billing: undefined,
      configPending: false,
      subscription: answered(false),
    });
    expect(access).toMatchObject({ sellsPro: true, canUpgrade: true });
  });
});
