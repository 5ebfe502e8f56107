import { useCallback } from 'react';
import { LazyDialog } from '@/components/lazy-dialog';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

/*
 * The Schedule Settings dialog (spec 2, Dialogs), shared by Settings, Classes and Calendar. This
 * file is tiny: the editor (forms, validation, time conversion) downloads on the first opening, or
 * earlier through preloadScheduleSettingsDialog (e.g. on hover of the button that opens it).
 */

const ScheduleEditorDialog = lazyWithPreload(
  () => import('../components/schedule-editor'),
  (module) => module.ScheduleEditorDialog,
);

/** Starts downloading the dialog's code before it is needed. */
export function preloadScheduleSettingsDialog(): void {
  void ScheduleEditorDialog.preload().catch(() => undefined);
}

export interface ScheduleSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Create, edit or clear the student's class schedule (fixed weekly or day rotation). Controlled:
 * the caller owns `open`. Saving, clearing or cancelling closes it.
 */
export function ScheduleSettingsDialog({ open, onOpenChange }: ScheduleSettingsDialogProps) {
  const close = useCallback(() => onOpenChange(false), [onOpenChange]);
  return (
    <LazyDialog open={open} onClose={close}>
      <ScheduleEditorDialog open={open} onOpenChange={onOpenChange} />
    </LazyDialog>
  );
}
