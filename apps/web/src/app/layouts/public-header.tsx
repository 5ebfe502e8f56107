import { Suspense } from 'react';
import { Logo } from '@/components/brand/logo';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { buttonVariants } from '@/components/ui/button';
import { useSession, type SessionUser } from '@/lib/session';
import { preloadAuth, UserMenu } from '../public-routes';
import { UserInitial } from './user-initial';
import { PlainLink } from '@/components/plain-link';

function SignedOutActions() {
  return (
    <>
      <PlainLink
        to="/#features"
        className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'max-sm:hidden' })}
      >
        Features
      </PlainLink>
      <PlainLink
        to="/auth"
        onPointerEnter={preloadAuth}
        onFocus={preloadAuth}
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
      >
        Login
      </PlainLink>
      <PlainLink
        to="/auth?mode=signup"
        onPointerEnter={preloadAuth}
        onFocus={preloadAuth}
        className={buttonVariants({ size: 'sm' })}
      >
        Get Started
      </PlainLink>
    </>
  );
}

function SignedInActions({ user }: { user: SessionUser }) {
  // Until the menu's code arrives, the same avatar shows without its menu.
  const placeholder = <UserInitial user={user} className="size-9" />;
  return (
    <>
      <PlainLink to="/dashboard" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        Dashboard
      </PlainLink>
      <ErrorBoundary fallback={() => placeholder}>
        <Suspense fallback={placeholder}>
          <UserMenu user={user} />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

export function PublicHeader() {
  const session = useSession();
  return (
    <header className="bg-background/85 supports-[backdrop-filter]:bg-background/70 sticky top-[var(--offline-bar-height,0px)] z-40 border-b backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          {session.status === 'signed-in' ? (
            <SignedInActions user={session.user} />
          ) : (
            <SignedOutActions />
          )}
        </nav>
      </div>
    </header>
  );
}
