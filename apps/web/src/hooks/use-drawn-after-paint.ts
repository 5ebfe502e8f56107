import { startTransition, useEffect, useState } from 'react';

/**
 * False on a screen's first render, true right after it in a transition, which React splits into
 * short slices: a long list gated on it is drawn after the heading has painted instead of with it.
 * Drawn with the heading, 120 rows held a phone's main thread for over half a second in
 * Lighthouse's throttling and kept the heading from showing (issue 27). Later changes to the list
 * draw at once as before.
 */
export function useDrawnAfterPaint(): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => startTransition(() => setDue(true)), []);
  return due;
}
