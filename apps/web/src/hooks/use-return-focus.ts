import { useRef } from 'react';
import { restoreFocus } from '@/lib/focus';

/**
 * What the student used to open the dialog: for a menu item, the button that opened the menu,
 * since the item is gone once the menu closes.
 */
function openerOf(active: Element | null): Element | null {
  const menu = active?.closest('[role="menu"]');
  const trigger = menu && document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
  return trigger ?? active;
}

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
      opener.current = openerOf(document.activeElement);
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
