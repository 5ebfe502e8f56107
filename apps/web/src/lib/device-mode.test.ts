import { describe, expect, it } from 'vitest';
import {
  authPathFor,
  dashboardPathFor,
  deviceEntryPath,
  deviceMode,
  pathInMode,
  routeMode,
  signOutDestination,
  type DeviceMode,
  type DeviceSignals,
} from './device-mode';

const desktop: DeviceSignals = {
  pathname: '/dashboard',
  search: '',
  isNative: false,
  width: 1280,
  hasTouch: false,
};

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
    expect(deviceMode({ ...desktop, ...signals })).toBe(expected);
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

describe('pathInMode', () => {
  const cases: [DeviceMode, string, string][] = [
    ['desktop', '/class/abc', '/class/abc'],
    ['tablet', '/', '/tablet/dashboard'],
    ['tablet', '/dashboard', '/tablet/dashboard'],
    ['tablet', '/classes', '/tablet/classes'],
    ['tablet', '/class/abc', '/tablet/class/abc'],
    ['mobile', '/class/abc', '/mobile/classes/abc'],
    ['mobile', '/settings#data', '/mobile/settings#data'],
    ['tablet', '/assignments?filter=overdue', '/tablet/assignments?filter=overdue'],
    ['tablet', '/privacy', '/privacy'],
    ['mobile', '/class/abc/extra', '/class/abc/extra'],
  ];

  it.each(cases)('%s %s -> %s', (mode, path, expected) => {
    expect(pathInMode(mode, path)).toBe(expected);
  });
});

describe('deviceEntryPath', () => {
  const tabletTouch: Partial<DeviceSignals> = { hasTouch: true, width: 820 };
  const cases: [string, Partial<DeviceSignals>, boolean, string | null][] = [
    ['a desktop stays', { pathname: '/dashboard' }, true, null],
    [
      'a tablet opening /dashboard',
      { ...tabletTouch, pathname: '/dashboard' },
      true,
      '/tablet/dashboard',
    ],
    ['a tablet opening a class', { ...tabletTouch, pathname: '/class/x' }, true, '/tablet/class/x'],
    ['a signed-out tablet on /auth', { ...tabletTouch, pathname: '/auth' }, false, '/tablet/auth'],
    ['a signed-out tablet on the landing page', { ...tabletTouch, pathname: '/' }, false, null],
    ['a signed-out tablet on /dashboard', { ...tabletTouch, pathname: '/dashboard' }, false, null],
    ['a tablet already under /tablet', { ...tabletTouch, pathname: '/tablet/classes' }, true, null],
    [
      'a tablet under /mobile by choice',
      { ...tabletTouch, pathname: '/mobile/classes' },
      true,
      null,
    ],
    [
      '?mobile=true on /calendar',
      { pathname: '/calendar', search: '?mobile=true' },
      true,
      '/mobile/calendar?mobile=true',
    ],
    ['the native shell on /', { isNative: true, pathname: '/' }, true, '/mobile/dashboard'],
    ['the native shell on a document page', { isNative: true, pathname: '/privacy' }, true, null],
  ];

  it.each(cases)('%s', (_name, signals, signedIn, expected) => {
    expect(deviceEntryPath({ ...desktop, ...signals }, signedIn)).toBe(expected);
  });
});
