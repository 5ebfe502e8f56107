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

interface Props<T> {
  /** What would be deleted; the dialog is open while it is set. */
  item: T | null;
  title: (item: T) => string;
  description: string;
  confirmLabel?: string;
  onConfirm: (item: T) => void;
  onClose: () => void;
}

/** Asks before a delete that cannot be undone, with finger-sized buttons. */
export function ConfirmDeleteDialog<T>({
  item,
  title,
  description,
  confirmLabel = 'Delete',
  onConfirm,
  onClose,
}: Props<T>) {
  // The title stays while the dialog plays its closing animation after `item` is cleared.
  const [shown, setShown] = useState(item);
  if (item !== null && item !== shown) setShown(item);

  return (
    <AlertDialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="break-words">
            {shown !== null ? title(shown) : confirmLabel}
          </AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel className="min-h-11">Cancel</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            className="min-h-11"
            onClick={() => {
              if (item !== null) onConfirm(item);
            }}
          >
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
