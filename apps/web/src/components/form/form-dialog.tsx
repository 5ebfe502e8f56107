import Trash2 from 'lucide-react/icons/trash';
import type { ComponentProps, ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  width?: ComponentProps<typeof DialogContent>['width'];
  /** The form draws the dialog's padding and scrolling itself (see DialogContent). */
  flush?: boolean;
  /** The form; mounted only while open, so every opening starts from its defaults. */
  children: ReactNode;
}

/** A dialog around one form: its title, what it is for, then the form with its FormFooter. */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  width,
  flush,
  children,
}: FormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent
          width={width}
          flush={flush}
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <DialogHeader flush={flush}>
            <DialogTitle>{title}</DialogTitle>
            {description !== undefined && <DialogDescription>{description}</DialogDescription>}
          </DialogHeader>
          {children}
        </DialogContent>
      )}
    </Dialog>
  );
}

interface FormFooterProps {
  submitLabel: ReactNode;
  /** Shown before the label until the form works (then a spinner is). */
  submitIcon?: ReactNode;
  submitVariant?: ComponentProps<typeof Button>['variant'];
  /** Cancel closes the dialog around the form (the default), calls this, or is left out (false). */
  onCancel?: (() => void) | false;
  /** An edit's Delete, at the start of the row. */
  onDelete?: () => void;
  deleting?: boolean;
  /** Something else of the form's is under way (a mutation started outside submit). */
  pending?: boolean;
  /** Submit cannot be pressed yet (e.g. no title typed). */
  submitDisabled?: boolean;
  /** Spacing above the buttons instead of the default mt-2. */
  className?: string;
  /** Cancel and submit side by side below sm (see DialogFooter). */
  columns?: boolean;
  buttonClassName?: string;
  /** More buttons, between Cancel and submit. */
  children?: ReactNode;
}

/**
 * The buttons under a KitForm: Delete (on an edit), Cancel and the submit button, all disabled
 * while the form submits or deletes, the submit button showing that it works.
 */
export function FormFooter({
  submitLabel,
  submitIcon,
  submitVariant,
  onCancel,
  onDelete,
  deleting = false,
  pending = false,
  submitDisabled = false,
  className,
  columns,
  buttonClassName,
  children,
}: FormFooterProps) {
  const { isSubmitting } = useFormState();
  const working = isSubmitting || pending;
  const busy = working || deleting;
  const cancel = (
    <Button
      variant="outline"
      className={buttonClassName}
      disabled={busy}
      onClick={onCancel || undefined}
    >
      Cancel
    </Button>
  );
  return (
    <DialogFooter columns={columns} className={className ?? 'mt-2'}>
      {onDelete && (
        <Button
          variant="destructive-ghost"
          className={cn('sm:mr-auto', buttonClassName)}
          disabled={busy}
          onClick={onDelete}
        >
          {deleting ? <Spinner /> : <Trash2 aria-hidden="true" className="size-4" />}
          Delete
        </Button>
      )}
      {onCancel === undefined ? <DialogClose asChild>{cancel}</DialogClose> : onCancel && cancel}
      {children}
      <Button
        type="submit"
        variant={submitVariant}
        className={buttonClassName}
        disabled={busy || submitDisabled}
        aria-busy={working}
      >
        {working ? <Spinner /> : submitIcon}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
