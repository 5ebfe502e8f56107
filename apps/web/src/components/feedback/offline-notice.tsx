import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { useOnline } from '@/hooks/use-online';
import { usePendingCount } from '@/lib/outbox/pending';

// Loaded when first needed (the service worker keeps it for a signed-in student), so the landing
// page does not carry it.
const OfflineBanner = lazy(() =>
  import('./offline-banner').then((module) => ({ default: module.OfflineBanner })),
);

/**
 * Shown on every page while the device is offline, or while changes made offline wait to be sent:
 * what is on screen is the last loaded copy, and changes are kept on the device until they are
 * sent (lib/outbox). The live region is always there, so screen readers announce the bar.
 */
export function OfflineNotice() {
  const online = useOnline();
  const waiting = usePendingCount();
  return (
    <div role="status" aria-live="polite" className="contents">
      {(!online || waiting > 0) && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <OfflineBanner online={online} waiting={waiting} />
          </Suspense>
        </ErrorBoundary>
      )}
    </div>
  );
}
