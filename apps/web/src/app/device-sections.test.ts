import { describe, expect, it } from 'vitest';
import {
  deviceEntryPath,
  pathInMode,
  type DeviceMode,
  type DeviceSignals,
} from '@/lib/device-mode';
import { signalsOf } from '@/lib/device-signals-test-rows';
import { DEVICE_SECTIONS } from './modules';

// The device paths with the sections the manifests declare, as the app uses them.

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
    expect(pathInMode(mode, path, DEVICE_SECTIONS)).toBe(expected);
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
    expect(deviceEntryPath(signalsOf(signals), signedIn, DEVICE_SECTIONS)).toBe(expected);
  });
});
