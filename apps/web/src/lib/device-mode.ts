/*
 * Which experience a visitor gets (spec 2, mode detection). Everything comes in as arguments so
 * the rules can be tested without a browser.
 */

export type DeviceMode = 'mobile' | 'tablet' | 'desktop';

const MOBILE_BREAKPOINT = 768;
/** The widest screen still treated as a tablet when it has touch. */
const TABLET_MAX_WIDTH = 1024;

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

/** Per device tree, the desktop addresses it has a page for too (built from the manifests). */
export type DeviceSections = Record<'tablet' | 'mobile', ReadonlySet<string>>;

/**
 * The address of a desktop page inside a mode's own route tree, so the pages the tablet shares
 * with the desktop keep a student inside /tablet. A phone opens a class at /mobile/classes/{id}
 * (spec 2 has no /mobile/class). Pages a mode does not have keep their desktop address.
 */
export function pathInMode(mode: DeviceMode, path: string, sections: DeviceSections): string {
  if (mode === 'desktop') return path;
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const rest = split === -1 ? '' : path.slice(split);
  const prefix = `/${mode}`;
  if (pathname === '/') return `${prefix}/dashboard${rest}`;
  if (sections[mode].has(pathname)) return `${prefix}${pathname}${rest}`;
  const classId = /^\/class\/([^/]+)$/.exec(pathname)?.[1];
  if (classId) return `${prefix}/${mode === 'mobile' ? 'classes' : 'class'}/${classId}${rest}`;
  return path;
}

/**
 * Where a phone or tablet that opened a desktop address belongs (spec 2: the native shell,
 * ?mobile=true or a tablet-sized touch screen pick the mode, not only the path). Visitors keep
 * the landing and document pages; only the sign-in and the signed-in pages move. Null: stay.
 */
export function deviceEntryPath(
  signals: DeviceSignals,
  signedIn: boolean,
  sections: DeviceSections,
): string | null {
  const mode = deviceMode(signals);
  if (mode === 'desktop' || routeMode(signals.pathname) === mode) return null;
  // An address already under the other device prefix is a deliberate choice; leave it alone.
  if (routeMode(signals.pathname) !== 'desktop') return null;
  if (signals.pathname === '/auth')
    return signedIn ? null : `${authPathFor(mode)}${signals.search}`;
  if (!signedIn) return null;
  const target = pathInMode(mode, signals.pathname, sections);
  return target === signals.pathname ? null : `${target}${signals.search}`;
}
