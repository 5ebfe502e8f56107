import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { useSession } from '@/lib/session';
import { AreaSpinner } from '@/components/feedback/area-spinner';

/**
 * The built-in checkout and portal live under the public header (they open in a browser tab of
 * their own on phones and tablets), but they act on the signed-in student's plan: a visitor is
 * sent to sign in, and the student's pages share the app's data cache.
 */
export function BillingFrame({ title, children }: { title: string; children: ReactNode }) {
  const session = useSession();
  if (session.status === 'signed-out') return <Navigate to="/auth" replace />;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${title} - Assignd`}</title>
      {session.status === 'loading' ? (
        <BillingLoading />
      ) : (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      )}
    </div>
  );
}

export function BillingLoading() {
  return <AreaSpinner className="min-h-64" />;
}

/** The built-in billing says plainly, on both of its pages, that it takes no money. */
export function NoPaymentsNote({ children }: { children: ReactNode }) {
  return (
    <div className="border-primary/30 bg-accent/60 text-accent-foreground rounded-xl border px-4 py-3 text-sm">
      {children}
    </div>
  );
}
