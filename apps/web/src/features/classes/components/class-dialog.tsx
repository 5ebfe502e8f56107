import type { SchoolClass } from '@assignd/schemas';
import { LazyDialog } from '@/components/lazy-dialog';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { ClassDialogState } from './class-dialog-state';

const ClassFormDialog = lazyWithPreload(
  () => import('./class-form-dialog'),
  (module) => module.ClassFormDialog,
);

/** Starts downloading the dialog before it is needed, e.g. when the pointer reaches a button. */
export function preloadClassDialog(): void {
  void ClassFormDialog.preload().catch(() => undefined);
}

/**
 * The New Class / Edit Class dialog. Its code (and the form library) loads on the first opening;
 * then it stays mounted so later openings are instant. `onSaved` gets the saved class.
 */
export function ClassDialog({
  state,
  onClose,
  onSaved,
}: {
  state: ClassDialogState;
  /** Must be stable (useCallback). */
  onClose: () => void;
  onSaved?: (saved: SchoolClass) => void;
}) {
  return (
    <LazyDialog open={state !== null} onClose={onClose}>
      <ClassFormDialog state={state} onClose={onClose} onSaved={onSaved} />
    </LazyDialog>
  );
}
