import { focusIsLost, focusMain } from './focus';

// Apart from lib/focus.ts, whose two helpers the first download's scroll manager uses: only
// the signed-in lists need this.

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Keeps focus in a list whose rows can vanish under it (Done, delete, a filter): when the focused
 * row goes, focus moves to the same control of the row that took its place, or of the new last
 * row, or to the main region when the list emptied. Returns the cleanup.
 */
export function keepFocusInList(list: HTMLElement): () => void {
  let row = -1;
  let control = 0;
  let focusedItem: Element | null = null;
  const onFocusIn = (event: FocusEvent) => {
    const item = event.target instanceof Element ? event.target.closest('li') : null;
    if (!item || item.parentElement !== list) return;
    focusedItem = item;
    row = Array.prototype.indexOf.call(list.children, item);
    control = Math.max(0, [...item.querySelectorAll(FOCUSABLE)].indexOf(event.target as Element));
  };
  const onFocusOut = (event: FocusEvent) => {
    // Focus moved elsewhere on purpose; only a removal leaves it with nowhere to go.
    if (event.relatedTarget) row = -1;
  };
  const observer = new MutationObserver((records) => {
    // Only the removal of the row that held focus: a click on blank page also leaves focus on
    // <body>, and a row added later (another device, 'Show more') must not pull focus back here.
    const removed = records.some((record) =>
      [...record.removedNodes].includes(focusedItem as Node),
    );
    if (row < 0 || !removed || !focusIsLost()) return;
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
