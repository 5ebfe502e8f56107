import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { preloadAuth } from './public-routes';

/*
 * The two things the first page can be (app/root.tsx), each in its own chunk: a visitor's landing
 * page, which needs neither React Router nor the modules, and everything else.
 */

export const RoutedApp = lazyWithPreload(
  () => import('./app'),
  (module) => module.App,
);

export const LandingScreen = lazyWithPreload(
  () => import('./landing-screen'),
  (module) => module.LandingScreen,
);

/**
 * The code of the first page, fetched while the startup screen shows: the landing page for a
 * visitor at /, else the router with, for a student, the signed-in shell and the page asked for.
 * Settles once all of it is here (or one part failed to come).
 */
export function preloadFirstPage(signedIn: boolean): Promise<unknown> {
  if (!signedIn && window.location.pathname === '/') return LandingScreen.preload();
  return Promise.all([
    RoutedApp.preload(),
    import('./lazy-routes').then((routes) =>
      signedIn ? routes.preloadSignedIn(window.location.pathname) : routes.preloadSignedOut(),
    ),
  ]);
}

/** A visitor aiming for sign-up on the landing page: the router and the sign-up screen. */
export function preloadSignUp(): void {
  void RoutedApp.preload();
  preloadAuth();
}
