import { Suspense, type ReactNode } from 'react';
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

/**
 * The header, main area and footer of the pages a visitor can open. It needs no router, so the
 * landing page can show in it before React Router has loaded (app/root.tsx).
 */
export function PublicFrame({ pathname, children }: { pathname: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoading />}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <PublicFooter />
    </div>
  );
}
