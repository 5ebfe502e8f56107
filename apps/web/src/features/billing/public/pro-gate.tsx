import type { ProFeature } from '@assignd/core';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { ProGateCard } from './pro-gate-card';
import { useProAccess } from './use-pro-access';

interface Props {
  feature: ProFeature;
  /** Heads the gate card for free students; a Pro screen brings its own header in `children`. */
  header?: ReactNode;
  children: ReactNode;
}

/**
 * The one switch every Pro screen goes through (spec 2): while the plan is being checked a
 * spinner, then `children` for Pro students and the Pro gate card for free ones, so a free
 * student's screen never mounts and its queries never run (the server would answer 403).
 */
export function ProGate({ feature, header, children }: Props) {
  const access = useProAccess();
  if (access.checking) {
    return (
      <div role="status" className="flex min-h-48 items-center justify-center">
        <Spinner className="text-primary size-6" />
        <span className="sr-only">Checking your plan...</span>
      </div>
    );
  }
  if (access.isPro) return children;
  return (
    <>
      {header}
      <ProGateCard feature={feature} />
    </>
  );
}
