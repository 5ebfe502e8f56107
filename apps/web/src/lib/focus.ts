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
