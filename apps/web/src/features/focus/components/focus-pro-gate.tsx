import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { ProGateCard } from '@/features/billing/public/pro-gate-card';
import { useProAccess } from '@/features/billing/public/use-pro-access';

/** The timer for Pro students; the one Pro gate card for free ones (spec 2), in every layout. */
export function FocusProGate({ children }: { children: ReactNode }) {
  const access = useProAccess();
  if (access.checking) {
    return (
      <div role="status" className="flex min-h-48 items-center justify-center">
        <Spinner className="text-primary size-6" />
        <span className="sr-only">Checking your plan...</span>
      </div>
    );
  }
  return access.isPro ? children : <ProGateCard feature="pomodoro" />;
}
