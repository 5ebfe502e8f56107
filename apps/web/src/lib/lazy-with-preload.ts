import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for a named export, plus a preload() that starts fetching the chunk early (on hover,
 * or while the startup screen shows) so the later render does not wait for the network.
 */
export function lazyWithPreload<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): PreloadableComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => {
    if (!pending) {
      pending = load().then((module) => ({ default: pick(module) }));
      // A failed download may succeed later (flaky network), so the next preload starts afresh.
      pending.catch(() => (pending = undefined));
    }
    return pending;
  };
  return Object.assign(lazy(start), { preload: start });
}
