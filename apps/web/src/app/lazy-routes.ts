import { matchPath } from 'react-router';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { routesFor } from './modules';

/*
 * Everything a signed-out visitor does not need on the landing page loads on demand, so the
 * first download stays small.
 */

// The router's copy of the landing page: for / once the routed app has taken over the tab (Back
// from sign-in) and for every address a visitor cannot use. A visitor who opens / gets the
// router-free landing screen (app/root.tsx), so this one loads only when the router shows it.
export const LandingPage = lazyWithPreload(
  () => import('@/features/landing/components/landing-page'),
  (module) => module.LandingPage,
);

// The header and footer of the public pages, which the signed-in shell does not need.
export const PublicLayout = lazyWithPreload(
  () => import('./layouts/public-layout'),
  (module) => module.PublicLayout,
);

export const PhoneLayout = lazyWithPreload(
  () => import('./layouts/phone-layout'),
  (module) => module.PhoneLayout,
);

export const AppLayout = lazyWithPreload(
  () => import('./layouts/app-layout'),
  (module) => module.AppLayout,
);

/** A visitor's public pages (sign-in, documents), fetched while the startup screen shows. */
export function preloadSignedOut(): Promise<unknown> {
  return PublicLayout.preload();
}

/**
 * The signed-in shell of this address's tree (the phone's at /mobile, else the desktop's, which
 * the tablet's shares) and the page at the address, fetched while the startup screen shows. A tree's
 * bare address opens its dashboard.
 */
export function preloadSignedIn(pathname: string): Promise<unknown> {
  const [, first = '', rest = ''] = /^\/([^/]*)\/?(.*)$/.exec(pathname) ?? [];
  const tree = first === 'mobile' || first === 'tablet' ? first : 'desktop';
  const layout = (tree === 'mobile' ? PhoneLayout : AppLayout).preload();
  const inTree = (tree === 'desktop' ? pathname.slice(1) : rest) || 'dashboard';
  const route = routesFor(tree).find(({ path }) =>
    matchPath({ path: `/${path}`, end: true }, `/${inTree}`),
  );
  return Promise.all([layout, route?.page.preload()]);
}
