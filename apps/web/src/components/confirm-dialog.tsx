import { useState, type ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';

interface ContentProps {
  title: ReactNode;
  titleClassName?: string;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** Added to both buttons, e.g. finger-sized ones. */
  buttonClassName?: string;
  onConfirm: () => void;
}

/** The question, Cancel and the destructive confirm button. */
function ConfirmContent({
  title,
  titleClassName,
  description,
  confirmLabel,
  buttonClassName,
  onConfirm,
}: ContentProps) {
  return (
    <AlertDialogContent>
      <AlertDialogHeader>
        <AlertDialogTitle className={titleClassName}>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
      </AlertDialogHeader>
      <AlertDialogFooter>
        <AlertDialogCancel className={buttonClassName}>Cancel</AlertDialogCancel>
        <AlertDialogAction variant="destructive" className={buttonClassName} onClick={onConfirm}>
          {confirmLabel}
        </AlertDialogAction>
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}

/** A destructive action behind its own trigger button, confirmed in a dialog. */
export function ConfirmActionDialog({
  trigger,
  ...content
}: Omit<ContentProps, 'titleClassName' | 'buttonClassName'> & { trigger: ReactNode }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <ConfirmContent {...content} />
    </AlertDialog>
  );
}

interface DeleteProps<T> {
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
}: DeleteProps<T>) {
  // The title stays while the dialog plays its closing animation after `item` is cleared.
  const [shown, setShown] = useState(item);
  if (item !== null && item !== shown) setShown(item);

  return (
    <AlertDialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <ConfirmContent
        title={shown !== null ? title(shown) : confirmLabel}
        titleClassName="wrap-anywhere"
        description={description}
        confirmLabel={confirmLabel}
        buttonClassName="min-h-11"
        onConfirm={() => {
          if (item !== null) onConfirm(item);
        }}
      />
    </AlertDialog>
  );
}
