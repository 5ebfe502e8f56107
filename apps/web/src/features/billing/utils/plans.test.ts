import { PLANS } from '@assignd/core';
import { describe, expect, it } from 'vitest';
import { checkoutReturnOf, opensInNewWindow, priceText, yearlySavingText } from './plans';

const desktop = { pathname: '/pro', search: '', isNative: false, width: 1280, hasTouch: false };

describe('plan texts', () => {
  it("yearly saves spec 9's $4 against twelve months", () => {
    expect(yearlySavingText()).toBe('save $4 per year');
  });

  it.each([
    [PLANS.monthly, '$2 per month'],
    [PLANS.yearly, '$20 per year'],
    [PLANS.lifetime, '$99 one-time'],
  ])('%o costs %s', (plan, expected) => {
    expect(priceText(plan)).toBe(expected);
  });
});

describe('opensInNewWindow (spec 7)', () => {
  it.each([
    ['a desktop browser', desktop, false],
    ['the tablet tree', { ...desktop, pathname: '/tablet/pro' }, true],
    ['a touch tablet on /pro', { ...desktop, width: 820, hasTouch: true }, true],
    ['the native shell', { ...desktop, isNative: true }, true],
    ['?mobile=true', { ...desktop, search: '?mobile=true' }, true],
    ['a narrow desktop window', { ...desktop, width: 390 }, false],
  ])('%s -> %s', (_name, signals, expected) => {
    expect(opensInNewWindow(signals)).toBe(expected);
  });
});

describe('checkoutReturnOf', () => {
  it.each([
    ['?success=true', 'success'],
    ['?canceled=true', 'canceled'],
    ['?success=false', null],
    ['', null],
  ])('%s -> %s', (search, expected) => {
    expect(checkoutReturnOf(search)).toBe(expected);
  });
});
