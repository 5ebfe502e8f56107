import { useRef } from 'react';
import { restoreFocus } from '@/lib/focus';

interface AutoFocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A dialog's open and close focus handlers that remember what had focus when it opened and give
 * focus back to it on close. Radix does that only for dialogs opened by their own Trigger; ours
 * mostly open from state (a row's Edit, a menu item), which left focus on <body>.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: AutoFocusHandlers): Required<AutoFocusHandlers> {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event) => {
      opener.current = document.activeElement;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      restoreFocus(opener.current);
    },
  };
}
