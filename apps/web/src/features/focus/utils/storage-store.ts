/**
 * The listeners of a store kept in localStorage, for useSyncExternalStore: `subscribe` listens to
 * other tabs' 'storage' events only while a component listens, and `emit` tells them all.
 */
export function storageListeners(onStorage: (event: StorageEvent) => void) {
  const listeners = new Set<() => void>();
  return {
    emit: (): void => {
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void): (() => void) => {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}
