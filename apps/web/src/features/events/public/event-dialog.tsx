import { LazyDialog } from '@/components/lazy-dialog';
import { lazyWithPreload } from '@/lib/lazy-with-preload';
import type { EventDialogState } from './event-dialog-state';

const EventFormDialog = lazyWithPreload(
  () => import('../components/event-form-dialog'),
  (module) => module.EventFormDialog,
);

/** Starts downloading the dialog before it is needed, e.g. on hover of an Edit button. */
export function preloadEventDialog(): void {
  void EventFormDialog.preload().catch(() => undefined);
}

/** The New / Edit Event dialog; its code loads on the first opening. */
export function EventDialog({ state, onClose }: { state: EventDialogState; onClose: () => void }) {
  return (
    <LazyDialog open={state !== null} onClose={onClose}>
      <EventFormDialog state={state} onClose={onClose} />
    </LazyDialog>
  );
}
