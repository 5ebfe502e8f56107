import type { PlannerEvent } from '@assignd/schemas';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

/**
 * Asks before deleting `event` (open while it is set); `onConfirm` runs the delete, whose hook
 * shows 'Event deleted' or 'Failed to delete event'.
 */
export function DeleteEventDialog({
  event,
  onClose,
  onConfirm,
}: {
  event: PlannerEvent | null;
  onClose: () => void;
  onConfirm: (event: PlannerEvent) => void;
}) {
  // The title stays while the dialog plays its closing animation after `event` is cleared.
  const [shown, setShown] = useState(event);
  if (event && event !== shown) setShown(event);

  return (
    <AlertDialog open={event !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words">Delete “{shown?.title}”?</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this event? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel className="min-h-11">Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            className="min-h-11"
            onClick={() => {
              if (event) onConfirm(event);
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
