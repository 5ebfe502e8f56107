import { useEffect } from 'react';
import { afterStartup } from '../startup';
import type { Outcome } from './outbox';
import type { WriteRequest } from './outbox-entry';

/*
 * The first load carries only this door to the outbox (outbox.ts): its code, IndexedDB's and
 * the sending load with the first change, or after start-up for a signed-in student.
 */

const load = () => import('./outbox');

/**
 * Sends a planner change through the outbox: the answer once it was sent, or `waiting` when it
 * has to wait for the connection. A refusal rejects with its ApiError.
 */
export async function submitWrite(request: WriteRequest): Promise<Outcome> {
  const outbox = await load();
  outbox.startOutbox();
  return outbox.submit(request);
}

/** Behind every signed-in screen: changes left waiting are shown and sent once start-up is over. */
export function useOutbox(): void {
  useEffect(
    () =>
      afterStartup(() => {
        load()
          .then((outbox) => outbox.startOutbox())
          .catch((error: unknown) => console.error('Could not load the outbox', error));
      }),
    [],
  );
}
