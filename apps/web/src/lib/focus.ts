/*
 * Where keyboard focus goes when the element holding it disappears: a dialog opened from a menu
 * that has since closed, a row that Done took off the list, a page left behind. Without a place
 * to go, browsers put focus on <body> and a keyboard or screen-reader user starts again from the
 * top of the page.
 */

/** The page's main region, which takes focus (tabIndex -1) without a visible ring. */
export function focusMain(): void {
  document.getElementById('main')?.focus({ preventScroll: true });
}

/** True when nothing on the page holds focus any more. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * Gives focus back to `opener` (what had it before a dialog opened) when it is still on the page,
 * else to the main region.
 */
export function restoreFocus(opener: Element | null): void {
  if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
  else focusMain();
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]';
const ROW_WAIT_FRAMES = 30;

/**
 * Focus for a row an undo brought back, once it renders: its first control (rows mark themselves
 * with data-row-id). The toast whose Undo had focus is closing, so when the row is not on this
 * page focus goes to the main region instead of falling to <body>.
 */
export function focusRow(id: string): void {
  let frames = 0;
  const attempt = () => {
    const row = document.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(id)}"]`);
    const target = row?.matches(FOCUSABLE) ? row : row?.querySelector<HTMLElement>(FOCUSABLE);
    if (target) {
      // The toaster gives focus back to what had it before the toast (often the main region)
      // when focus leaves it; letting that happen first keeps it from undoing this move.
      const active = document.activeElement;
      if (active instanceof HTMLElement && active.closest('[data-sonner-toaster]')) active.blur();
      target.focus();
    } else if (++frames < ROW_WAIT_FRAMES) requestAnimationFrame(attempt);
    else if (focusIsLost()) focusMain();
  };
  requestAnimationFrame(attempt);
}
