import type { ReactNode } from 'react';
import { LogoMark } from '@/components/brand/logo';
import { Spinner } from '@/components/ui/spinner';

function Status({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="bg-background flex min-h-dvh flex-col items-center justify-center gap-4"
    >
      {children}
    </div>
  );
}

/**
 * The page while nothing else is on it: a main landmark and a heading, so a screen reader that
 * arrives before the app has drawn still finds where it is.
 */
function LoadingPage({ children }: { children: ReactNode }) {
  return (
    <main>
      <h1 className="sr-only">Assignd</h1>
      <Status>{children}</Status>
    </main>
  );
}

/**
 * Fills the window while something the whole screen depends on is on its way. `inPage` is for a
 * layout's own main area, which already is the landmark.
 */
export function FullScreenLoader({
  label = 'Loading...',
  inPage = false,
}: {
  label?: string;
  inPage?: boolean;
}) {
  const content = (
    <>
      <Spinner className="text-primary size-8" />
      <p className="text-muted-foreground text-sm font-medium">{label}</p>
    </>
  );
  return inPage ? <Status>{content}</Status> : <LoadingPage>{content}</LoadingPage>;
}

/**
 * The spec's one-second start-up screen. It is only ever a layer over the page beneath, hidden
 * from screen readers (root.tsx, landing-prerender.tsx), so it has no landmark or heading of its
 * own: the page's are the ones to find.
 */
export function StartupScreen() {
  return (
    <div className="bg-background flex min-h-dvh flex-col items-center justify-center gap-4">
      <LogoMark className="size-14 animate-pulse" />
      <div className="flex items-center gap-2">
        <Spinner className="text-primary size-4" />
        <p className="text-muted-foreground text-sm font-medium">Initializing...</p>
      </div>
    </div>
  );
}
