import { Suspense, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { FullScreenLoader, StartupScreen } from '@/components/feedback/full-screen-loader';
import { OfflineNotice } from '@/components/feedback/offline-notice';
import { DeviceSectionsContext } from '@/hooks/use-app-path';
import { useToasterWanted } from '@/lib/notify';
import { Toaster } from './lazy-routes';
import { DEVICE_SECTIONS } from './modules';
import { AppRoutes } from './router';
import { ScrollManager } from './scroll-manager';

const STARTUP_SCREEN_MS = 1000;

function useStartupScreen(): boolean {
  const [showing, setShowing] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShowing(false), STARTUP_SCREEN_MS);
    return () => clearTimeout(timer);
  }, []);
  return showing;
}

export function App() {
  const starting = useStartupScreen();
  const toasterWanted = useToasterWanted();
  return (
    <ErrorBoundary>
      <BrowserRouter>
        <DeviceSectionsContext value={DEVICE_SECTIONS}>
          <ScrollManager />
          <OfflineNotice />
          {starting ? (
            <StartupScreen />
          ) : (
            <Suspense fallback={<FullScreenLoader />}>
              <AppRoutes />
            </Suspense>
          )}
          {toasterWanted && (
            <ErrorBoundary fallback={() => null}>
              <Suspense fallback={null}>
                <Toaster />
              </Suspense>
            </ErrorBoundary>
          )}
        </DeviceSectionsContext>
      </BrowserRouter>
    </ErrorBoundary>
  );
}
