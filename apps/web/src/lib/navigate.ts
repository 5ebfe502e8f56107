import { useSyncExternalStore } from 'react';

/*
 * Moving between pages without React Router, so the landing page can go without it (issue 27: its
 * first load has no room for the router's code). The router follows these moves too: it listens
 * to the same popstate event as the browser's Back button and reads the address again.
 */

/** Whether navigate() has moved this tab since the document loaded. */
let moved = false;

/**
 * Goes to `to` in this tab. The history entry carries a fresh key and the next index in React
 * Router's shape, so the router sees a new page (a second click on /#features scrolls again) and
 * keeps counting its entries.
 */
export function navigate(to: string): void {
  const from = window.location.pathname;
  const previous = window.history.state as { idx?: unknown } | null;
  const index = typeof previous?.idx === 'number' ? previous.idx + 1 : 0;
  moved = true;
  // Random like the router's own keys: unique across page loads, not only within one.
  const key = Math.random().toString(36).slice(2, 10);
  window.history.pushState({ usr: null, key, idx: index }, '', to);
  window.dispatchEvent(new PopStateEvent('popstate'));
  // Without the router nothing else scrolls: a link to a part of this page goes there now.
  const url = new URL(to, window.location.href);
  if (url.pathname === from && url.hash)
    document.getElementById(decodeURIComponent(url.hash.slice(1)))?.scrollIntoView();
  else if (url.pathname !== from) window.scrollTo(0, 0);
}

/** Whether this tab has moved to another page of the app since the document loaded. */
export function hasNavigated(): boolean {
  return moved;
}

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const currentPathname = () => window.location.pathname;

/** The address's path, following navigate() and the browser's Back and Forward. */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, currentPathname);
}
