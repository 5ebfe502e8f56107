import type { Assignment } from '@assignd/schemas';
import { LazyDialog } from '@/components/lazy-dialog';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

// The confirmation (Radix's alert dialog, its focus trap and scroll lock) loads when a row's menu
// opens, not with a phone's first page (issue 27).
const DeleteAssignmentConfirm = lazyWithPreload(
  () => import('./delete-assignment-confirm'),
  (module) => module.DeleteAssignmentConfirm,
);

/** Starts downloading the confirmation, e.g. as a row's menu opens. */
export function preloadDeleteAssignmentDialog(): void {
  void DeleteAssignmentConfirm.preload().catch(() => undefined);
}

/** Asks before deleting `assignment` (open while it is set); `onClose` must be stable. */
export function DeleteAssignmentDialog({
  assignment,
  onClose,
}: {
  assignment: Assignment | null;
  onClose: () => void;
}) {
  return (
    <LazyDialog open={assignment !== null} onClose={onClose}>
      <DeleteAssignmentConfirm assignment={assignment} onClose={onClose} />
    </LazyDialog>
  );
}
