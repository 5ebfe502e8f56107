import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableComponent<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
};

type Loaded<P> = { default: ComponentType<P> };

/**
 * A promise-like that hands its value over inside then(). React.lazy suspends on a real promise
 * even when it has already settled, which paints the Suspense fallback for a frame and moves
 * whatever lies below it (the landing page's footer, issue 27); React only calls then(), so a
 * chunk that is already here renders at once.
 */
function settled<P>(loaded: Loaded<P>): Promise<Loaded<P>> {
  const handOver = { then: (receive: (value: Loaded<P>) => void) => receive(loaded) };
  return handOver as unknown as Promise<Loaded<P>>;
}

/**
 * React.lazy for a named export, plus a preload() that starts fetching the chunk early (on hover,
 * or while the startup screen shows) so the later render does not wait for the network.
 */
export function lazyWithPreload<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): PreloadableComponent<P> {
  let pending: Promise<Loaded<P>> | undefined;
  let loaded: Loaded<P> | undefined;
  const start = () => {
    if (!pending) {
      pending = load().then((module) => (loaded = { default: pick(module) }));
      // A failed download may succeed later (flaky network), so the next preload starts afresh.
      pending.catch(() => (pending = undefined));
    }
    return pending;
  };
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : start())),
    { preload: start },
  );
}
