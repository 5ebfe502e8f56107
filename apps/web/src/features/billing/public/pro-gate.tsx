import type { ProFeature } from '@assignd/core';
import type { ReactNode } from 'react';
import { ProGateCard } from './pro-gate-card';
import { useProAccess } from './use-pro-access';
import { AreaSpinner } from '@/components/feedback/area-spinner';

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
    return <AreaSpinner className="min-h-48" label="Checking your plan..." />;
  }
  if (access.isPro) return children;
  return (
    <>
      {header}
      <ProGateCard feature={feature} />
    </>
  );
}
