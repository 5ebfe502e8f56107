import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { DashboardPage } from '@/screens/dashboard/manifest';

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
export function preloadSignedOut(): void {
  void PublicLayout.preload();
}

/** The signed-in shell and the dashboard, fetched while the startup screen shows. */
export function preloadSignedIn(): void {
  void AppLayout.preload();
  void DashboardPage.preload();
}
