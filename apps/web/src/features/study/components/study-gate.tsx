import type { ReactNode } from 'react';
import { ProGateCard } from '@/features/billing/public/pro-gate-card';
import { useProAccess } from '@/features/billing/public/use-pro-access';
import { Spinner } from '@/components/ui/spinner';

/**
 * Flashcards are Pro (spec 2): free students get the one Pro gate card in place of `children`,
 * whose queries therefore never run for them (the server would answer 403). `header` heads the
 * gate; the page's own content brings its header with its buttons.
 */
export function StudyGate({ header, children }: { header: ReactNode; children: ReactNode }) {
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
      <ProGateCard feature="flashcards" />
    </>
  );
}
