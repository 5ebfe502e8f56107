import { LazyDialog } from '@/components/lazy-dialog';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { AssignmentDialogState } from './assignment-dialog-state';

const AssignmentFormDialog = lazyWithPreload(
  () => import('../components/assignment-form-dialog'),
  (module) => module.AssignmentFormDialog,
);

/** Starts downloading the dialog (form library and validation) before it is needed, e.g. on hover. */
export function preloadAssignmentDialog(): void {
  void AssignmentFormDialog.preload().catch(() => undefined);
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
  return (
    <LazyDialog open={state !== null} onClose={onClose}>
      <AssignmentFormDialog state={state} onClose={onClose} />
    </LazyDialog>
  );
}
