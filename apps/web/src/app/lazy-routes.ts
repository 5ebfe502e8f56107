import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { DashboardPage } from '@/screens/dashboard/manifest';

/*
 * Everything a signed-out visitor does not need on the landing page loads on demand, so the
 * first download stays small.
 */

// The signed-in shell does not need the landing page, so it loads only once a visitor is known
// (while the startup screen shows, like the signed-in shell's code).
export const LandingPage = lazyWithPreload(
  () => import('@/features/landing/components/landing-page'),
  (module) => module.LandingPage,
);

export const AuthRoute = lazyWithPreload(
  () => import('./routes/auth'),
  (module) => module.AuthRoute,
);

export const DeviceAuthRoute = lazyWithPreload(
  () => import('./routes/auth'),
  (module) => module.DeviceAuthRoute,
);

export const PhoneLayout = lazyWithPreload(
  () => import('./layouts/phone-layout'),
  (module) => module.PhoneLayout,
);

export const AppLayout = lazyWithPreload(
  () => import('./layouts/app-layout'),
  (module) => module.AppLayout,
);

export const UserMenu = lazyWithPreload(
  () => import('./layouts/user-menu'),
  (module) => module.UserMenu,
);

export const Toaster = lazyWithPreload(
  () => import('@/components/ui/toaster'),
  (module) => module.Toaster,
);

export function preloadSignedIn(): void {
  void AppLayout.preload();
  void DashboardPage.preload();
}

export function preloadSignedOut(): void {
  void LandingPage.preload();
}

export function preloadAuth(): void {
  void AuthRoute.preload();
}
