import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { FullScreenLoader } from '@/components/feedback/full-screen-loader';
import { LandingPage } from '@/features/landing/components/landing-page';
import { deviceEntryPath, deviceMode } from '@/lib/device-mode';
import { readDeviceSignals } from '@/lib/device-signals';
import { useSession } from '@/lib/session';
import {
  AppLayout,
  AssignmentsPage,
  AuthRoute,
  CalendarPage,
  ClassDetailPage,
  ClassesPage,
  DashboardPage,
  DeviceAuthRoute,
  AccountSettingsPage,
  PhoneAssignmentsPage,
  PhoneCalendarPage,
  PhoneClassDetailPage,
  PhoneClassesPage,
  PhoneDashboardPage,
  PhoneLayout,
  TabletCalendarPage,
  TabletSettingsPage,
  preloadAuth,
  PrivacyPage,
  SettingsPage,
  SupportPage,
  TermsPage,
} from './lazy-routes';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './routes/not-found';

const documentRoutes = (
  <>
    <Route path="privacy" element={<PrivacyPage />} />
    <Route path="terms" element={<TermsPage />} />
    <Route path="support" element={<SupportPage />} />
  </>
);

/** The phone and tablet sign-in pages, without the public header and footer (spec 2). */
function deviceAuth(device: 'mobile' | 'tablet') {
  return (
    <Suspense fallback={<FullScreenLoader label="Loading" />}>
      <DeviceAuthRoute device={device} />
    </Suspense>
  );
}

/** Visitors see the landing page for every path they cannot use, so old links never dead-end. */
function SignedOutRoutes() {
  const landing = <LandingPage onIntentToSignUp={preloadAuth} />;
  return (
    <Routes>
      <Route path="mobile/auth" element={deviceAuth('mobile')} />
      <Route path="mobile/*" element={<Navigate to="/mobile/auth" replace />} />
      <Route path="tablet/auth" element={deviceAuth('tablet')} />
      <Route path="tablet/*" element={<Navigate to="/tablet/auth" replace />} />
      <Route element={<PublicLayout />}>
        <Route path="auth" element={<AuthRoute />} />
        {documentRoutes}
        <Route index element={landing} />
        <Route path="*" element={landing} />
      </Route>
    </Routes>
  );
}

function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="assignments" element={<AssignmentsPage />} />
        <Route path="classes" element={<ClassesPage />} />
        <Route path="class/:classId" element={<ClassDetailPage />} />
        <Route path="calendar" element={<CalendarPage />} />
        <Route path="settings" element={<SettingsPage />} />
      </Route>
      <Route path="mobile" element={<PhoneLayout />}>
        <Route index element={<Navigate to="/mobile/dashboard" replace />} />
        <Route path="dashboard" element={<PhoneDashboardPage />} />
        <Route path="assignments" element={<PhoneAssignmentsPage />} />
        <Route path="classes" element={<PhoneClassesPage />} />
        <Route path="classes/:classId" element={<PhoneClassDetailPage />} />
        <Route path="calendar" element={<PhoneCalendarPage />} />
        <Route path="settings" element={<AccountSettingsPage />} />
        <Route path="*" element={<Navigate to="/mobile/dashboard" replace />} />
      </Route>
      <Route path="tablet" element={<AppLayout variant="tablet" />}>
        <Route index element={<Navigate to="/tablet/dashboard" replace />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="assignments" element={<AssignmentsPage />} />
        <Route path="classes" element={<ClassesPage />} />
        <Route path="classes/:classId" element={<ClassDetailPage />} />
        <Route path="class/:classId" element={<ClassDetailPage />} />
        <Route path="calendar" element={<TabletCalendarPage />} />
        <Route path="settings" element={<TabletSettingsPage />} />
        <Route path="*" element={<Navigate to="/tablet/dashboard" replace />} />
      </Route>
      <Route path="auth" element={<Navigate to="/dashboard" replace />} />
      <Route path="mobile/auth" element={<Navigate to="/mobile/dashboard" replace />} />
      <Route path="tablet/auth" element={<Navigate to="/tablet/dashboard" replace />} />
      <Route element={<PublicLayout />}>
        {documentRoutes}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function AppRoutes() {
  const session = useSession();
  const location = useLocation();
  const signals = readDeviceSignals(location);
  if (session.status === 'loading') {
    // Spec 2: the phone's loading view says just 'Loading'.
    return <FullScreenLoader label={deviceMode(signals) === 'mobile' ? 'Loading' : undefined} />;
  }
  const signedIn = session.status === 'signed-in';
  const devicePath = deviceEntryPath(signals, signedIn);
  if (devicePath) return <Navigate to={devicePath} replace />;
  return signedIn ? <SignedInRoutes /> : <SignedOutRoutes />;
}
