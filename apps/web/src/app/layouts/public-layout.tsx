import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { Spinner } from '@/components/ui/spinner';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import { SkipLink } from '@/components/skip-link';

/**
 * Fills the window below the header, so the footer stays out of view until the page arrives:
 * a page that came in above a visible footer would push it down, a layout shift (issue 27).
 */
function PageLoading() {
  return (
    <div
      role="status"
      className="text-muted-foreground flex min-h-[calc(100dvh-4rem)] items-center justify-center gap-2 text-sm"
    >
      <Spinner className="text-primary size-5" />
      Loading...
    </div>
  );
}

export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <PublicFooter />
    </div>
  );
}
