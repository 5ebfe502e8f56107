import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { FullScreenLoader, StartupScreen } from '@/components/feedback/full-screen-loader';
import { OfflineNotice } from '@/components/feedback/offline-notice';
import { deviceMode } from '@/lib/device-mode';
import { readDeviceSignals } from '@/lib/device-signals';
import { usePathname } from '@/lib/navigate';
import { useToasterWanted } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { endStartup } from '@/lib/startup';
import { LandingScreen, preloadSignUp, RoutedApp } from './entry-routes';
import { Toaster } from './public-routes';

const STARTUP_SCREEN_MS = 1000;

function useStartupScreen(): boolean {
  const [showing, setShowing] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => {
      setShowing(false);
      endStartup();
    }, STARTUP_SCREEN_MS);
    return () => clearTimeout(timer);
  }, []);
  return showing;
}

/**
 * The landing page (only a visitor at / sees it), or the routed app, once the startup screen is
 * done. The routed app, once shown, stays: it has the landing page too, and the router's own moves
 * (pushState) do not reach usePathname.
 */
function Page() {
  const session = useSession();
  const pathname = usePathname();
  const [routed, setRouted] = useState(false);
  const atLanding = pathname === '/' && session.status !== 'signed-in';
  if (!atLanding && !routed) setRouted(true);
  if (routed || !atLanding) return <RoutedApp />;
  if (session.status === 'signed-out') return <LandingScreen onIntentToSignUp={preloadSignUp} />;
  // Spec 2: the phone's loading view says just 'Loading'.
  const phone = deviceMode(readDeviceSignals(window.location)) === 'mobile';
  return <FullScreenLoader label={phone ? 'Loading' : undefined} />;
}

export function Root() {
  const starting = useStartupScreen();
  const toasterWanted = useToasterWanted();
  return (
    <ErrorBoundary>
      <OfflineNotice />
      {/* The first page is drawn and reads its data under the startup screen, so it is ready when
          that second is over instead of starting then (issue 27: it began only at ~1.2 s). The
          screen is for the eyes: screen readers can read the page at once, as on the landing page
          drawn at build time (decision 0015). */}
      <Suspense fallback={<FullScreenLoader />}>
        <Page />
      </Suspense>
      {starting && (
        <div className="fixed inset-0 z-60" aria-hidden="true">
          <StartupScreen />
        </div>
      )}
      {toasterWanted && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </ErrorBoundary>
      )}
    </ErrorBoundary>
  );
}
