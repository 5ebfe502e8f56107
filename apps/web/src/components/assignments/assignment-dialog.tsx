import type { Assignment } from '@assignd/schemas';
import { Suspense, useEffect, useState } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

/** Which dialog is open: New Assignment, Edit Assignment, or none. */
export type AssignmentDialogState =
  { mode: 'new' } | { mode: 'edit'; assignment: Assignment } | null;

const AssignmentFormDialog = lazyWithPreload(
  () => import('./assignment-form-dialog'),
  (module) => module.AssignmentFormDialog,
);

/** Starts downloading the dialog (form library and validation) before it is needed, e.g. on hover. */
export function preloadAssignmentDialog(): void {
  void AssignmentFormDialog.preload().catch(() => undefined);
}

/** Shown instead of a dialog whose code failed to download: closes, so the next click retries. */
function CloseOnFailure({ onClose }: { onClose: () => void }) {
  useEffect(onClose, [onClose]);
  return null;
}

/**
 * The New / Edit Assignment dialog. Its code loads on the first opening, not with the page, and
 * then stays mounted so later openings are instant.
 */
export function AssignmentDialog({
  state,
  onClose,
}: {
  state: AssignmentDialogState;
  onClose: () => void;
}) {
  // Counts openings: the first one mounts the dialog, and each one retries a failed download.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  if (Boolean(state) !== wasOpen) {
    setWasOpen(Boolean(state));
    if (state) setOpenings((count) => count + 1);
  }
  if (openings === 0) return null;
  return (
    <ErrorBoundary
      resetKey={String(openings)}
      fallback={() => <CloseOnFailure onClose={onClose} />}
    >
      <Suspense fallback={null}>
        <AssignmentFormDialog state={state} onClose={onClose} />
      </Suspense>
    </ErrorBoundary>
  );
}
