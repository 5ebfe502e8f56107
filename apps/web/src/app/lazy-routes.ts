import { lazyWithPreload } from '@/lib/lazy-with-preload';

/*
 * Everything a signed-out visitor does not need on the landing page loads on demand, so the
 * first download stays small.
 */

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

export const PhoneDashboardPage = lazyWithPreload(
  () => import('@/features/dashboard/components/phone-dashboard-page'),
  (module) => module.PhoneDashboardPage,
);

export const PhoneAssignmentsPage = lazyWithPreload(
  () => import('@/features/assignments/components/phone-assignments-page'),
  (module) => module.PhoneAssignmentsPage,
);

export const PhoneClassesPage = lazyWithPreload(
  () => import('@/features/classes/components/phone-classes-page'),
  (module) => module.PhoneClassesPage,
);

export const PhoneClassDetailPage = lazyWithPreload(
  () => import('@/features/classes/components/phone-class-detail-page'),
  (module) => module.PhoneClassDetailPage,
);

export const PhoneCalendarPage = lazyWithPreload(
  () => import('@/features/calendar/components/phone-calendar-page'),
  (module) => module.PhoneCalendarPage,
);

export const TabletCalendarPage = lazyWithPreload(
  () => import('@/features/calendar/components/tablet-calendar-page'),
  (module) => module.TabletCalendarPage,
);

export const AccountSettingsPage = lazyWithPreload(
  () => import('@/features/settings/components/account-settings-page'),
  (module) => module.AccountSettingsPage,
);

export const TabletSettingsPage = lazyWithPreload(
  () => import('@/features/settings/components/tablet-settings-page'),
  (module) => module.TabletSettingsPage,
);

export const AppLayout = lazyWithPreload(
  () => import('./layouts/app-layout'),
  (module) => module.AppLayout,
);

export const DashboardPage = lazyWithPreload(
  () => import('@/features/dashboard/components/dashboard-page'),
  (module) => module.DashboardPage,
);

export const AssignmentsPage = lazyWithPreload(
  () => import('@/features/assignments/components/assignments-page'),
  (module) => module.AssignmentsPage,
);

export const SettingsPage = lazyWithPreload(
  () => import('@/features/settings/components/settings-page'),
  (module) => module.SettingsPage,
);

export const ClassesPage = lazyWithPreload(
  () => import('@/features/classes/components/classes-page'),
  (module) => module.ClassesPage,
);

export const ClassDetailPage = lazyWithPreload(
  () => import('@/features/classes/components/class-detail-page'),
  (module) => module.ClassDetailPage,
);

export const CalendarPage = lazyWithPreload(
  () => import('@/features/calendar/components/calendar-page'),
  (module) => module.CalendarPage,
);

export const UserMenu = lazyWithPreload(
  () => import('./layouts/user-menu'),
  (module) => module.UserMenu,
);

export const PrivacyPage = lazyWithPreload(
  () => import('@/features/legal/components/privacy-page'),
  (module) => module.PrivacyPage,
);

export const TermsPage = lazyWithPreload(
  () => import('@/features/legal/components/terms-page'),
  (module) => module.TermsPage,
);

export const SupportPage = lazyWithPreload(
  () => import('@/features/legal/components/support-page'),
  (module) => module.SupportPage,
);

export const Toaster = lazyWithPreload(
  () => import('@/components/ui/toaster'),
  (module) => module.Toaster,
);

export function preloadSignedIn(): void {
  void AppLayout.preload();
  void DashboardPage.preload();
}

export function preloadAuth(): void {
  void AuthRoute.preload();
}
