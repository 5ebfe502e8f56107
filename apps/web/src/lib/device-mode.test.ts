import { describe, expect, it } from 'vitest';
import {
  authPathFor,
  dashboardPathFor,
  deviceMode,
  routeMode,
  signOutDestination,
  type DeviceMode,
  type DeviceSignals,
} from './device-mode';
import { signalsOf } from './device-signals-test-rows';

describe('deviceMode', () => {
  const cases: [string, Partial<DeviceSignals>, DeviceMode][] = [
    ['a wide screen without touch', {}, 'desktop'],
    ['the native app on any path', { isNative: true, pathname: '/tablet/dashboard' }, 'mobile'],
    ['/mobile itself', { pathname: '/mobile' }, 'mobile'],
    ['a page under /mobile', { pathname: '/mobile/classes' }, 'mobile'],
    ['a look-alike path', { pathname: '/mobileish' }, 'desktop'],
    ['mobile=true in the query', { search: '?mobile=true' }, 'mobile'],
    ['mobile=false in the query', { search: '?mobile=false' }, 'desktop'],
    ['/tablet itself', { pathname: '/tablet' }, 'tablet'],
    ['a page under /tablet', { pathname: '/tablet/settings' }, 'tablet'],
    ['a touch screen 768px wide', { hasTouch: true, width: 768 }, 'tablet'],
    ['a touch screen 1024px wide', { hasTouch: true, width: 1024 }, 'tablet'],
    ['a touch screen 1025px wide', { hasTouch: true, width: 1025 }, 'desktop'],
    ['a touch screen 767px wide', { hasTouch: true, width: 767 }, 'desktop'],
    ['a tablet-sized screen without touch', { width: 900 }, 'desktop'],
    [
      'mobile=true on a tablet-sized touch screen',
      { search: 'mobile=true', hasTouch: true, width: 900 },
      'mobile',
    ],
  ];

  it.each(cases)('%s', (_name, signals, expected) => {
    expect(deviceMode(signalsOf(signals))).toBe(expected);
  });
});

describe('paths for a mode', () => {
  const cases: [DeviceMode, string, string, string][] = [
    ['mobile', '/mobile/auth', '/mobile/dashboard', '/mobile/auth'],
    ['tablet', '/tablet/auth', '/tablet/dashboard', '/tablet/auth'],
    ['desktop', '/auth', '/dashboard', '/'],
  ];

  it.each(cases)('%s', (mode, auth, dashboard, signOut) => {
    expect(authPathFor(mode)).toBe(auth);
    expect(dashboardPathFor(mode)).toBe(dashboard);
    expect(signOutDestination(mode)).toBe(signOut);
  });

  it('reads the mode from the route alone', () => {
    expect(routeMode('/mobile/auth')).toBe('mobile');
    expect(routeMode('/tablet')).toBe('tablet');
    expect(routeMode('/auth')).toBe('desktop');
  });
});
