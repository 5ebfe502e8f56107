import { startTransition, useEffect, useState } from 'react';

/*
 * The spec's one-second start-up screen covers the first page while it is drawn beneath (root.tsx).
 * Work the student cannot see yet (installing the offline app, telling the server the time zone,
 * fetching code for a first tap) waits until that screen is gone, so the first page's own code has
 * a slow connection to itself: on a phone's 4G those downloads came after the page's files and
 * held its paint back by about a quarter of a second (issue 27).
 */

let over = false;
const waiting = new Set<() => void>();

/** Called by the start-up screen when it goes (once; later calls do nothing). */
export function endStartup(): void {
  if (over) return;
  over = true;
  for (const run of [...waiting]) run();
  waiting.clear();
}

/**
 * Runs `work` once the start-up screen is gone: at once if it already is. Answers a function that
 * cancels it if it has not run yet.
 */
export function afterStartup(work: () => void): () => void {
  if (over) {
    work();
    return () => undefined;
  }
  const once = () => work();
  waiting.add(once);
  return () => waiting.delete(once);
}

/**
 * False while the start-up screen shows, then true. The change renders in a transition, in short
 * slices: what it mounts (the capabilities' shell effects) is not urgent.
 */
export function useStartupOver(): boolean {
  const [isOver, setOver] = useState(over);
  useEffect(() => afterStartup(() => startTransition(() => setOver(true))), []);
  return isOver;
}

/**
 * Fetches a lazily loaded part's code once the start-up screen is gone, so its first use does not
 * wait for the network. A failed fetch is left for that use to try again.
 */
export function usePreloadAfterStartup(part: { preload: () => Promise<unknown> }): void {
  useEffect(() => afterStartup(() => void part.preload().catch(() => undefined)), [part]);
}
