/**
 * Handlers that start loading a lazy dialog as soon as the student shows intent: a mouse hovering
 * (desktop) or a finger touching down (phone, tablet), and keyboard focus on both.
 */
export function preloadIntent(preload: () => void, touch = false) {
  return touch
    ? { onPointerDown: preload, onFocus: preload }
    : { onPointerEnter: preload, onFocus: preload };
}
