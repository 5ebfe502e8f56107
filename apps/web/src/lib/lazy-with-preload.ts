import { createElement, lazy, type ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
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

/*
 * React.lazy keeps a failed download for good, so a part renders a fresh lazy once its failure has
 * been shown. Not earlier: React renders a failed part again at once before it shows the error,
 * and a fresh download there would loop for as long as the network is down.
 */
let failuresShown = 0;

/** Called by error boundaries when they show a failure: a later render may download again. */
export function noteFailureShown(): void {
  failuresShown += 1;
}

/**
 * React.lazy for a named export, plus a preload() that starts fetching the chunk early (on hover,
 * or while the startup screen shows) so the later render does not wait for the network. A failed
 * download is tried again by the next preload, and by the next render after the failure was shown.
 */
export function lazyWithPreload<P extends object, M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): PreloadableComponent<P> {
  let pending: Promise<Loaded<P>> | undefined;
  let loaded: Loaded<P> | undefined;
  // The failures shown before this part's download failed; undefined while it has not failed.
  let failedAfter: number | undefined;
  const start = () => {
    if (!pending) {
      pending = load().then((module) => (loaded = { default: pick(module) }));
      pending.catch(() => {
        pending = undefined;
        failedAfter = failuresShown;
      });
    }
    return pending;
  };
  const fresh = () => lazy(() => (loaded ? settled(loaded) : start()));
  let current = fresh();
  const Preloadable = (props: P) => {
    if (failedAfter !== undefined && (loaded || failuresShown > failedAfter)) {
      failedAfter = undefined;
      current = fresh();
    }
    return createElement(current, props);
  };
  return Object.assign(Preloadable, { preload: start });
}
