/**
 * Long work calls the returned function often; once `busyMs` have passed since the last break it
 * waits for the next turn of the event loop, so other requests are never held up for longer.
 */
export function breather(busyMs: number): () => Promise<void> {
  let busySince = performance.now();
  return async () => {
    if (performance.now() - busySince < busyMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    busySince = performance.now();
  };
}
