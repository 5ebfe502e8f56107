import type { NavigateFunction } from 'react-router';

/** Where a billing answer sends the browser: our own pages stay in the app, Stripe's do not. */
export function followUrl(url: string, navigate: NavigateFunction): void {
  if (url.startsWith('/') && !url.startsWith('//')) void navigate(url);
  else window.location.assign(url);
}

export interface PendingTab {
  go: (url: string) => void;
  close: () => void;
}

/**
 * A new tab opened during the click, while the browser still counts it as the student's own
 * action (a tab opened after the server answers would be blocked as a pop-up). It is sent on once
 * the address is known, or closed if the call fails. Blocked anyway, the address opens here.
 */
export function openPendingTab(): PendingTab {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return {
    go: (url) => {
      const target = new URL(url, window.location.href).href;
      if (tab) tab.location.href = target;
      else window.location.assign(target);
    },
    close: () => tab?.close(),
  };
}
