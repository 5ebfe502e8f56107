import { Dialog } from 'radix-ui';
import { Menu, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Logo } from '@/components/brand/logo';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { FullScreenLoader } from '@/components/feedback/full-screen-loader';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { QueryProvider } from '../providers/query-provider';
import { AppSidebar } from './app-sidebar';

const iconButton =
  'text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-ring inline-flex size-9 cursor-pointer items-center justify-center rounded-lg focus-visible:ring-2 focus-visible:outline-none';

/** The signed-in frame: a sidebar rail from 768px up, a top bar with a slide-in drawer below. */
export function AppLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  if (session.status !== 'signed-in') return <FullScreenLoader />;
  const { user } = session;

  return (
    <QueryProvider>
      <div className="bg-surface flex min-h-dvh">
        <aside
          className={cn(
            'bg-sidebar border-sidebar-border sticky top-0 hidden h-dvh shrink-0 border-r transition-[width] duration-200 md:flex',
            collapsed ? 'w-12' : 'w-64',
          )}
        >
          <AppSidebar
            user={user}
            collapsed={collapsed}
            onToggle={() => setCollapsed((value) => !value)}
          />
        </aside>

        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <div className="flex min-w-0 flex-1 flex-col">
            <header className="bg-sidebar/90 sticky top-0 z-30 flex h-14 items-center gap-2 border-b px-3 backdrop-blur md:hidden">
              <Dialog.Trigger aria-label="Open navigation" className={iconButton}>
                <Menu aria-hidden="true" className="size-5" />
              </Dialog.Trigger>
              <Logo />
            </header>
            <main id="main" className="min-w-0 flex-1">
              <ErrorBoundary resetKey={pathname}>
                <Suspense
                  fallback={
                    <div role="status" className="flex min-h-[60dvh] items-center justify-center">
                      <Spinner className="text-primary size-6" />
                      <span className="sr-only">Loading...</span>
                    </div>
                  }
                >
                  <Outlet />
                </Suspense>
              </ErrorBoundary>
            </main>
          </div>

          <Dialog.Portal>
            <Dialog.Overlay className="animate-overlay-in fixed inset-0 z-40 bg-slate-950/40 md:hidden" />
            <Dialog.Content
              aria-describedby={undefined}
              className="bg-sidebar animate-slide-in-left fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] shadow-xl focus:outline-none md:hidden"
            >
              <Dialog.Title className="sr-only">Navigation</Dialog.Title>
              <AppSidebar user={user} collapsed={false} onNavigate={() => setDrawerOpen(false)} />
              <Dialog.Close
                aria-label="Close navigation"
                className={cn(iconButton, 'absolute top-3.5 right-3')}
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </QueryProvider>
  );
}
