import { Dialog as DialogPrimitive } from 'radix-ui';
import X from 'lucide-react/icons/x';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useReturnFocus } from '@/hooks/use-return-focus';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;
const DialogPortal = DialogPrimitive.Portal;

function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn('animate-overlay-in fixed inset-0 z-50 bg-slate-950/50', className)}
      {...props}
    />
  );
}

const widths = { lg: 'max-w-lg', '2xl': 'max-w-2xl', '3xl': 'max-w-3xl' } as const;

interface DialogContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  /** Hides the corner close button, e.g. when the footer has its own Cancel. */
  hideClose?: boolean;
  /** The panel's largest width. */
  width?: keyof typeof widths;
  /**
   * No padding, gap or scrolling of the panel's own: its parts draw theirs (a flush DialogHeader,
   * a body that scrolls between it and a footer that stays).
   */
  flush?: boolean;
}

/**
 * A centred panel that scrolls inside itself when taller than the window. Needs a DialogTitle;
 * pass `aria-describedby={undefined}` when there is no DialogDescription.
 */
export function DialogContent({
  className,
  children,
  hideClose,
  width = 'lg',
  flush,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const focusHandlers = useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus });
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'bg-card text-card-foreground animate-dialog-in fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl border shadow-2xl focus:outline-none',
          widths[width],
          flush ? 'flex flex-col gap-0 overflow-hidden p-0' : 'grid gap-5 overflow-y-auto p-6',
          className,
        )}
        {...focusHandlers}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            aria-label="Close"
            className="text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-ring absolute top-4 right-4 inline-flex size-8 cursor-pointer items-center justify-center rounded-lg focus-visible:ring-2 focus-visible:outline-none"
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/** Clear of the close button; in a flush dialog (see DialogContent) padded itself, over a rule. */
export function DialogHeader({
  className,
  flush,
  ...props
}: ComponentProps<'div'> & { flush?: boolean }) {
  return (
    <div
      className={cn('grid gap-1.5', flush ? 'border-b px-5 pt-5 pb-4 sm:px-6' : 'pr-8', className)}
      {...props}
    />
  );
}

/** The buttons, stacked below sm; `columns` sets them side by side in two equal columns there. */
export function DialogFooter({
  className,
  columns,
  ...props
}: ComponentProps<'div'> & { columns?: boolean }) {
  return (
    <div
      className={cn(
        'flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end',
        columns ? 'grid grid-cols-2 sm:flex' : 'flex',
        className,
      )}
      {...props}
    />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-lg leading-tight font-semibold tracking-tight', className)}
      {...props}
    />
  );
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-muted-foreground text-sm', className)}
      {...props}
    />
  );
}
