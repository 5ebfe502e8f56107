import { LazyDialog } from '@/components/lazy-dialog';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

/** What Quick Add creates: an assignment (Homework), an exam (Test) or an event. */
export type QuickAddType = 'assignment' | 'exam' | 'event';

/**
 * Where the dialog runs; spec 5 words and maps a few things per device: the phone's missing-title
 * message and failure toast, and the tablet's event type, which adds an assignment (Other).
 */
export type QuickAddDevice = 'desktop' | 'phone' | 'tablet';

/** An open Quick Add dialog: the date it starts with ('YYYY-MM-DD', local) and its type. */
export type QuickAddState = { date: string; type?: QuickAddType } | null;

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
