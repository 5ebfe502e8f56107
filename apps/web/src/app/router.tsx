import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { FullScreenLoader } from '@/components/feedback/full-screen-loader';
import { deviceEntryPath, deviceMode } from '@/lib/device-mode';
import { readDeviceSignals } from '@/lib/device-signals';
import { useSession } from '@/lib/session';
import type { ModuleRoute } from '@/lib/web-module';
import { AppLayout, LandingPage, PhoneLayout, PublicLayout } from './lazy-routes';
import { AuthRoute, DeviceAuthRoute, preloadAuth } from './public-routes';
import { DEVICE_SECTIONS, routesFor } from './modules';
import { NotFoundPage } from './routes/not-found';

/** The manifests' pages for one tree; '' is the tree's index. */
function moduleRoutes(routes: ModuleRoute[]) {
  return routes.map(({ path, page: Page }) =>
    path === '' ? (
      <Route key="index" index element={<Page />} />
    ) : (
      <Route key={path} path={path} element={<Page />} />
    ),
  );
}

const documentRoutes = moduleRoutes(routesFor('public'));

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
      <Route element={<AppLayout />}>{moduleRoutes(routesFor('desktop'))}</Route>
      <Route path="mobile" element={<PhoneLayout />}>
        <Route index element={<Navigate to="/mobile/dashboard" replace />} />
        {moduleRoutes(routesFor('mobile'))}
        <Route path="*" element={<Navigate to="/mobile/dashboard" replace />} />
      </Route>
      <Route path="tablet" element={<AppLayout variant="tablet" />}>
        <Route index element={<Navigate to="/tablet/dashboard" replace />} />
        {moduleRoutes(routesFor('tablet'))}
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
  const devicePath = deviceEntryPath(signals, signedIn, DEVICE_SECTIONS);
  if (devicePath) return <Navigate to={devicePath} replace />;
  return signedIn ? <SignedInRoutes /> : <SignedOutRoutes />;
}
