import Menu from 'lucide-react/icons/menu';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { FullScreenLoader } from '@/components/feedback/full-screen-loader';
import { cn } from '@/lib/cn';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import { useSession } from '@/lib/session';
import { TABLET_TITLES } from '../modules';
import { TopBarStatuses } from './top-bar-statuses';
import { QueryProvider } from '../providers/query-provider';
import { SignedInEffects } from '../signed-in-effects';
import { AppSidebar } from './app-sidebar';
import { ICON_BUTTON } from './icon-button';
import { DESKTOP_SIDEBAR_QUERY, useSidebar } from './use-sidebar';
import { SkipLink } from '@/components/skip-link';
import { AreaSpinner } from '@/components/feedback/area-spinner';

const MobileNavDrawer = lazyWithPreload(
  () => import('./mobile-nav-drawer'),
  (module) => module.MobileNavDrawer,
);
const preloadDrawer = () => void MobileNavDrawer.preload().catch(() => undefined);

function sectionTitle(pathname: string): string {
  const section = pathname.replace(/^\/tablet/, '').split('/')[1] ?? '';
  return TABLET_TITLES.get(section) ?? 'Assignd';
}

/**
 * The signed-in frame: a sidebar rail from 768px up (3rem of icons, opening to 16rem over the
 * content), a top bar with a slide-in drawer below. The tablet variant (spec 2: side navigation and top bar)
 * keeps the top bar at every width, naming the section.
 */
export function AppLayout({ variant = 'desktop' }: { variant?: 'desktop' | 'tablet' }) {
  const tablet = variant === 'tablet';
  const session = useSession();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  if (drawerOpen && !drawerMounted) setDrawerMounted(true);
  const toggleDrawer = useCallback(() => setDrawerOpen((open) => !open), []);
  const sidebar = useSidebar(toggleDrawer);
  const collapsed = !sidebar.open;

  // The drawer is hidden from 768px up; a modal nobody can see must not keep the focus trapped.
  useEffect(() => {
    const desktop = window.matchMedia(DESKTOP_SIDEBAR_QUERY);
    const close = () => desktop.matches && setDrawerOpen(false);
    desktop.addEventListener('change', close);
    return () => desktop.removeEventListener('change', close);
  }, []);

  if (session.status !== 'signed-in') return <FullScreenLoader />;
  const { user } = session;

  return (
    <QueryProvider>
      <SignedInEffects />
      <SkipLink />
      <div className="bg-surface flex min-h-dvh">
        {/* The rail's width is reserved once; the expanded sidebar lies over the content, so
            opening and closing it never moves the page (docs/decisions/0010-sidebar-overlays-content.md). */}
        <div className="hidden w-12 shrink-0 md:block">
          <aside
            data-state={collapsed ? 'collapsed' : 'expanded'}
            className={cn(
              'bg-sidebar border-sidebar-border fixed top-[var(--offline-bar-height,0px)] bottom-0 left-0 z-40 flex overflow-hidden border-r transition-[width,box-shadow] duration-200',
              collapsed ? 'w-12' : 'w-64 shadow-2xl',
            )}
          >
            <AppSidebar
              user={user}
              collapsed={collapsed}
              onToggle={sidebar.toggle}
              touch={tablet}
            />
          </aside>
        </div>

        <div className="flex min-w-0 flex-1 flex-col">
          <header
            className={cn(
              'bg-sidebar/90 sticky top-[var(--offline-bar-height,0px)] z-30 flex h-14 items-center gap-2 border-b px-3 pt-[env(safe-area-inset-top)] backdrop-blur',
              tablet ? 'box-content' : 'md:hidden',
            )}
          >
            <button
              type="button"
              aria-label="Open navigation"
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
              onPointerEnter={preloadDrawer}
              onTouchStart={preloadDrawer}
              onFocus={preloadDrawer}
              className={cn(ICON_BUTTON, tablet ? 'size-11' : 'size-9', 'md:hidden')}
            >
              <Menu aria-hidden="true" className="size-5" />
            </button>
            {tablet ? (
              <p className="truncate text-lg font-semibold">{sectionTitle(pathname)}</p>
            ) : (
              <Logo />
            )}
            {/* From 768px up the sidebar shows these. */}
            <TopBarStatuses className="ml-auto flex items-center gap-2 md:hidden" />
          </header>
          <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
            <ErrorBoundary resetKey={pathname}>
              <Suspense fallback={<AreaSpinner className="min-h-[60dvh]" />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </main>
        </div>

        {drawerMounted && (
          <ErrorBoundary fallback={() => null}>
            <Suspense fallback={null}>
              <MobileNavDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
                <AppSidebar
                  user={user}
                  collapsed={false}
                  onNavigate={() => setDrawerOpen(false)}
                  touch={tablet}
                />
              </MobileNavDrawer>
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
    </QueryProvider>
  );
}
