/*
 * Which experience a visitor gets (spec 2, mode detection). Everything comes in as arguments so
 * the rules can be tested without a browser.
 */

export type DeviceMode = 'mobile' | 'tablet' | 'desktop';

export const MOBILE_BREAKPOINT = 768;
/** The widest screen still treated as a tablet when it has touch. */
export const TABLET_MAX_WIDTH = 1024;

export interface DeviceSignals {
  pathname: string;
  search: string;
  isNative: boolean;
  width: number;
  hasTouch: boolean;
}

function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function deviceMode({
  pathname,
  search,
  isNative,
  width,
  hasTouch,
}: DeviceSignals): DeviceMode {
  if (isNative || underPrefix(pathname, '/mobile')) return 'mobile';
  if (new URLSearchParams(search).get('mobile') === 'true') return 'mobile';
  if (underPrefix(pathname, '/tablet')) return 'tablet';
  if (hasTouch && width >= MOBILE_BREAKPOINT && width <= TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

/** The mode implied by the address alone: the route tree, not the screen, decides the layout. */
export function routeMode(pathname: string): DeviceMode {
  return deviceMode({ pathname, search: '', isNative: false, width: 0, hasTouch: false });
}

export function authPathFor(mode: DeviceMode): string {
  return mode === 'desktop' ? '/auth' : `/${mode}/auth`;
}

export function dashboardPathFor(mode: DeviceMode): string {
  return mode === 'desktop' ? '/dashboard' : `/${mode}/dashboard`;
}

/** Where sign-out lands (spec 4): the phone and tablet sign-in, or the landing page. */
export function signOutDestination(mode: DeviceMode): '/mobile/auth' | '/tablet/auth' | '/' {
  if (mode === 'mobile') return '/mobile/auth';
  if (mode === 'tablet') return '/tablet/auth';
  return '/';
}
