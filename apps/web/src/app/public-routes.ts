import { lazyWithPreload } from '@/lib/lazy-with-preload';

/*
 * The parts a visitor's pages load on demand: the sign-in screens, the signed-in header's menu on
 * the public pages, and the toasts. None of them needs the router's code to be declared, so the
 * landing page can hold them without it.
 */

export const AuthRoute = lazyWithPreload(
  () => import('./routes/auth'),
  (module) => module.AuthRoute,
);

export const DeviceAuthRoute = lazyWithPreload(
  () => import('./routes/auth'),
  (module) => module.DeviceAuthRoute,
);

export const UserMenu = lazyWithPreload(
  () => import('./layouts/user-menu'),
  (module) => module.UserMenu,
);

export function preloadAuth(): void {
  void AuthRoute.preload();
}

export const Toaster = lazyWithPreload(
  () => import('@/components/ui/toaster'),
  (module) => module.Toaster,
);
