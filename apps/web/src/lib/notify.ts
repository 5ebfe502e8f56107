import { useSyncExternalStore } from 'react';
import type { ExternalToast } from 'sonner';

/*
 * Toasts go through here rather than sonner's `toast` directly: sonner then downloads with the
 * first message instead of with the landing page, and the app mounts its <Toaster> only from that
 * moment (sonner replays toasts raised before the Toaster subscribed).
 */

type Kind = 'success' | 'error' | 'info';

let toasterWanted = false;
const listeners = new Set<() => void>();

function show(kind: Kind, message: string, options?: ExternalToast): void {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  import('sonner')
    .then(({ toast }) => toast[kind](message, options))
    .catch((error: unknown) => console.error('Could not show a notification', error));
}

export const notify = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => toasterWanted;

export function useToasterWanted(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
