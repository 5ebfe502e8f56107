import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';

// Its own chunk: the manifests are read by the landing page's bundle too.
const TimeZoneSync = lazy(() =>
  import('./time-zone-sync').then((module) => ({ default: module.TimeZoneSync })),
);

/** Reminders show nothing in the sidebar or the top bar. */
export function RemindersShellStatus() {
  return null;
}

/** Behind every signed-in page: keeps the student's time zone known to the server. */
export function RemindersShellEffects() {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <TimeZoneSync />
      </Suspense>
    </ErrorBoundary>
  );
}
