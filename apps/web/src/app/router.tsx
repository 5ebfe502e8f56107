import { Navigate, Route, Routes } from 'react-router';
import { FullScreenLoader } from '@/components/feedback/full-screen-loader';
import { LandingPage } from '@/features/landing/components/landing-page';
import { useSession } from '@/lib/session';
import {
  AppLayout,
  AssignmentsPage,
  AuthRoute,
  CalendarPage,
  ClassDetailPage,
  ClassesPage,
  DashboardPage,
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

/** Visitors see the landing page for every path they cannot use, so old links never dead-end. */
function SignedOutRoutes() {
  const landing = <LandingPage onIntentToSignUp={preloadAuth} />;
  return (
    <Routes>
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
      <Route path="auth" element={<Navigate to="/dashboard" replace />} />
      <Route element={<PublicLayout />}>
        {documentRoutes}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function AppRoutes() {
  const session = useSession();
  if (session.status === 'loading') return <FullScreenLoader />;
  return session.status === 'signed-in' ? <SignedInRoutes /> : <SignedOutRoutes />;
}
