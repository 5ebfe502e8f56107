import { Dialog } from 'radix-ui';
import X from 'lucide-react/icons/x';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ICON_BUTTON } from './icon-button';

/**
 * The navigation drawer below 768px. It loads on the first opening, so desktop visitors never
 * download the modal machinery for it.
 */
export function MobileNavDrawer({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The navigation (the sidebar, expanded). */
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-overlay-in fixed inset-0 z-40 bg-slate-950/40 md:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          className="bg-sidebar animate-slide-in-left fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] shadow-xl focus:outline-none md:hidden"
        >
          <Dialog.Title className="sr-only">Navigation</Dialog.Title>
          {children}
          <Dialog.Close
            aria-label="Close navigation"
            className={cn(ICON_BUTTON, 'absolute top-3.5 right-3 size-9')}
          >
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
