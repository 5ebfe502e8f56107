import Menu from 'lucide-react/icons/menu';
import { Suspense, useCallback, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { FullScreenLoader } from '@/components/feedback/full-screen-loader';
import { LazyDialog } from '@/components/lazy-dialog';
import { cn } from '@/lib/cn';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useSession } from '@/lib/session';
import { usePreloadAfterStartup } from '@/lib/startup';
import { TopBarStatuses } from './top-bar-statuses';
import { QueryProvider } from '../providers/query-provider';
import { SignedInEffects } from '../signed-in-effects';
import { SkipLink } from '@/components/skip-link';
import { TOUCH_TARGET } from './phone-touch-target';

// The drawer's code (Radix's dialog, focus trap and scroll lock: about 14 KB gzip) is not what a
// phone's first page waits for: it comes once the start-up screen is gone (issue 27).
const PhoneDrawer = lazyWithPreload(
  () => import('./phone-drawer'),
  (module) => module.PhoneDrawer,
);

/**
 * The signed-in frame under /mobile: a top bar and a slide-in drawer, padded by the safe-area
 * insets so nothing hides under a notch or the home indicator of the native shell.
 */
export function PhoneLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  usePreloadAfterStartup(PhoneDrawer);

  if (session.status !== 'signed-in') return <FullScreenLoader label="Loading" />;

  return (
    <QueryProvider>
      <SignedInEffects />
      <SkipLink />
      <div className="bg-surface flex min-h-dvh flex-col pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)]">
        <header className="bg-sidebar/90 sticky top-[var(--offline-bar-height,0px)] z-30 flex items-center gap-2 border-b px-2 pt-[env(safe-area-inset-top)] backdrop-blur">
          <button
            ref={opener}
            type="button"
            aria-label="Open navigation"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            className={cn(TOUCH_TARGET, 'text-muted-foreground hover:bg-muted justify-center')}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <LazyDialog open={drawerOpen} onClose={closeDrawer}>
            <PhoneDrawer
              user={session.user}
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              opener={opener}
            />
          </LazyDialog>
          <Link to="/mobile/dashboard" className={cn(TOUCH_TARGET, 'gap-2 px-1 font-semibold')}>
            <LogoMark className="size-7" />
            Assignd
          </Link>
          <TopBarStatuses className="ml-auto flex items-center gap-2" />
        </header>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<FullScreenLoader label="Loading" inPage />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </QueryProvider>
  );
}
