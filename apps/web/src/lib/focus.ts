/*
 * Where keyboard focus goes when the element holding it disappears: a dialog opened from a menu
 * that has since closed, a row that Done took off the list, a page left behind. Without a place
 * to go, browsers put focus on <body> and a keyboard or screen-reader user starts again from the
 * top of the page.
 */

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

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

/**
 * Keeps focus in a list whose rows can vanish under it (Done, delete, a filter): when the focused
 * row goes, focus moves to the same control of the row that took its place, or of the new last
 * row, or to the main region when the list emptied. Returns the cleanup.
 */
export function keepFocusInList(list: HTMLElement): () => void {
  let row = -1;
  let control = 0;
  const onFocusIn = (event: FocusEvent) => {
    const item = event.target instanceof Element ? event.target.closest('li') : null;
    if (!item || item.parentElement !== list) return;
    row = Array.prototype.indexOf.call(list.children, item);
    control = Math.max(0, [...item.querySelectorAll(FOCUSABLE)].indexOf(event.target as Element));
  };
  const onFocusOut = (event: FocusEvent) => {
    // Focus moved elsewhere on purpose; only a removal leaves it with nowhere to go.
    if (event.relatedTarget) row = -1;
  };
  const observer = new MutationObserver(() => {
    if (row < 0 || !focusIsLost()) return;
    const rows = list.children;
    const next = rows[Math.min(row, rows.length - 1)];
    const controls = next ? [...next.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
    const target = controls[Math.min(control, controls.length - 1)];
    if (target) target.focus();
    else focusMain();
  });
  observer.observe(list, { childList: true });
  list.addEventListener('focusin', onFocusIn);
  list.addEventListener('focusout', onFocusOut);
  return () => {
    observer.disconnect();
    list.removeEventListener('focusin', onFocusIn);
    list.removeEventListener('focusout', onFocusOut);
    // The list itself is going (its last row was removed, or the page changed) while it held focus.
    if (row >= 0) queueMicrotask(() => focusIsLost() && focusMain());
  };
}
