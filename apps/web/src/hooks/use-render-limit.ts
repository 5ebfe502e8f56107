import { useState } from 'react';

/**
 * How many rows of a long list to render. A student with hundreds of assignments gets the first
 * `step` at once and more on request, so the page stays quick; `resetKey` (the filters) starts
 * over from `step` whenever it changes.
 */
export function useRenderLimit(step: number, resetKey: string) {
  const [state, setState] = useState({ key: resetKey, limit: step });
  const limit = state.key === resetKey ? state.limit : step;
  return {
    limit,
    showMore: () => setState({ key: resetKey, limit: limit + step }),
  };
}
