import Crown from 'lucide-react/icons/crown';
import LogOut from 'lucide-react/icons/log-out';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { Dialog } from 'radix-ui';
import { Suspense, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { LogoMark } from '@/components/brand/logo';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { FullScreenLoader } from '@/components/feedback/full-screen-loader';
import { Spinner } from '@/components/ui/spinner';
import { UpgradeLink, UPGRADE_STYLE } from '@/features/billing/public/upgrade-link';
import { useProAccess } from '@/features/billing/public/use-pro-access';
import { useProfile } from '@/features/profile/api/profile';
import { useSignOut } from '@/hooks/use-sign-out';
import { cn } from '@/lib/cn';
import { useSession, type SessionUser } from '@/lib/session';
import { navigationEntries } from '../modules';
import { TopBarStatuses } from './top-bar-statuses';
import { QueryProvider } from '../providers/query-provider';
import { SignedInEffects } from '../signed-in-effects';
import { UserInitial } from './user-initial';
import { SkipLink } from '@/components/skip-link';

const NAV_ITEMS = navigationEntries(true).map(({ path, label, icon }) => ({
  to: `/mobile${path}`,
  label,
  icon,
}));

/** 44px: the smallest touch target the platform guidelines allow. */
const TOUCH_TARGET =
  'flex min-h-11 min-w-11 cursor-pointer items-center rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** The drawer's foot: Upgrade to Pro for a free student, then who is signed in and their plan. */
function DrawerAccount({ user, onNavigate }: { user: SessionUser; onNavigate: () => void }) {
  const plan = useProAccess();
  const { data: profile } = useProfile();
  const name = profile?.displayName?.trim() || user.name.trim() || user.email;
  return (
    <>
      {plan.canUpgrade && (
        <UpgradeLink
          onNavigate={onNavigate}
          className={cn(
            TOUCH_TARGET,
            UPGRADE_STYLE,
            'mt-4 gap-3 px-3 text-base font-semibold shadow-sm',
          )}
        >
          <Crown aria-hidden="true" className="size-5" />
          Upgrade to Pro
        </UpgradeLink>
      )}
      <div className="mt-auto flex items-center gap-3 border-t px-1 pt-4 pb-1">
        <UserInitial user={{ name, email: user.email }} className="size-9" />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{name}</p>
          {plan.label && <p className="text-muted-foreground text-xs">{plan.label}</p>}
        </div>
      </div>
    </>
  );
}

/**
 * The signed-in frame under /mobile: a top bar and a slide-in drawer, padded by the safe-area
 * insets so nothing hides under a notch or the home indicator of the native shell.
 */
export function PhoneLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { signOut, signingOut } = useSignOut();

  if (session.status !== 'signed-in') return <FullScreenLoader label="Loading" />;

  const close = () => setDrawerOpen(false);

  return (
    <QueryProvider>
      <SignedInEffects />
      <SkipLink />
      <div className="bg-surface flex min-h-dvh flex-col pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)]">
        <header className="bg-sidebar/90 sticky top-[var(--offline-bar-height,0px)] z-30 flex items-center gap-2 border-b px-2 pt-[env(safe-area-inset-top)] backdrop-blur">
          <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <Dialog.Trigger
              aria-label="Open navigation"
              className={cn(TOUCH_TARGET, 'text-muted-foreground hover:bg-muted justify-center')}
            >
              <Menu aria-hidden="true" className="size-6" />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay
                data-testid="drawer-overlay"
                className="animate-overlay-in fixed inset-0 z-40 bg-slate-950/40"
              />
              <Dialog.Content
                aria-describedby={undefined}
                className="bg-sidebar animate-slide-in-left fixed top-[var(--offline-bar-height,0px)] bottom-0 left-0 z-50 flex w-72 max-w-[85vw] min-w-64 flex-col gap-1 overflow-y-auto px-3 pt-[calc(env(safe-area-inset-top)+0.75rem)] pb-[calc(env(safe-area-inset-bottom)+0.75rem)] pl-[calc(env(safe-area-inset-left)+0.75rem)] shadow-xl focus:outline-none"
              >
                <div className="mb-2 flex items-center justify-between gap-2">
                  <Dialog.Title className="flex items-center gap-2 text-lg font-semibold">
                    <LogoMark className="size-7" />
                    Assignd
                  </Dialog.Title>
                  <Dialog.Close
                    aria-label="Close navigation"
                    className={cn(
                      TOUCH_TARGET,
                      'text-muted-foreground hover:bg-muted justify-center',
                    )}
                  >
                    <X aria-hidden="true" className="size-5" />
                  </Dialog.Close>
                </div>
                <nav aria-label="Main" className="grid gap-1">
                  {NAV_ITEMS.map(({ to, label, icon: Icon }) => {
                    const active = pathname === to || pathname.startsWith(`${to}/`);
                    return (
                      <Link
                        key={to}
                        to={to}
                        onClick={close}
                        aria-current={active ? 'page' : undefined}
                        className={cn(
                          TOUCH_TARGET,
                          'gap-3 px-3 text-base font-medium',
                          active
                            ? 'bg-accent text-accent-foreground'
                            : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                        )}
                      >
                        <Icon aria-hidden="true" className="size-5" />
                        {label}
                      </Link>
                    );
                  })}
                </nav>
                <DrawerAccount user={session.user} onNavigate={close} />
                <button
                  type="button"
                  disabled={signingOut}
                  onClick={() => void signOut()}
                  className={cn(
                    TOUCH_TARGET,
                    'text-muted-foreground hover:bg-muted hover:text-foreground gap-3 px-3 text-base font-medium',
                  )}
                >
                  {signingOut ? <Spinner /> : <LogOut aria-hidden="true" className="size-5" />}
                  Sign Out
                </button>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
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
