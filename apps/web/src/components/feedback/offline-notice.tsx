import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { useOnline } from '@/hooks/use-online';

// Loaded when first needed (the service worker keeps it for a signed-in student), so the landing
// page does not carry it.
const OfflineBanner = lazy(() =>
  import('./offline-banner').then((module) => ({ default: module.OfflineBanner })),
);

/**
 * Shown on every page while the device is offline: what is on screen is the last loaded copy,
 * and changes are refused until the connection is back (lib/api-client.ts says so per change).
 * The live region is always there, so screen readers announce the bar when it appears.
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className="contents">
      {!online && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <OfflineBanner />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
