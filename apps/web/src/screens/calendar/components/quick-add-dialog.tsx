import { LazyDialog } from '@/components/lazy-dialog';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { QuickAddDevice, QuickAddState } from './quick-add-state';

const QuickAddFormDialog = lazyWithPreload(
  () => import('./quick-add-form-dialog'),
  (module) => module.QuickAddFormDialog,
);

/** Starts downloading the dialog before it is needed, e.g. on hover of its button. */
export function preloadQuickAddDialog(): void {
  void QuickAddFormDialog.preload().catch(() => undefined);
}

/**
 * The calendar's Quick Add dialog (type, title, description, optional class, date). Its code
 * loads on the first opening. `onAdded` gets the local date the item was added on.
 */
export function QuickAddDialog({
  state,
  onClose,
  onAdded,
  device = 'desktop',
}: {
  state: QuickAddState;
  /** Must be stable (useCallback). */
  onClose: () => void;
  onAdded?: (date: string) => void;
  device?: QuickAddDevice;
}) {
  return (
    <LazyDialog open={state !== null} onClose={onClose}>
      <QuickAddFormDialog state={state} onClose={onClose} onAdded={onAdded} device={device} />
    </LazyDialog>
  );
}
