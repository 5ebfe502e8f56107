// What `npm run bench:phone` (phone.mjs) runs inside the page, in Chromium, not here: the frame
// recorder, the scroll position and the swipe probe.

/* global window, document, MutationObserver, requestAnimationFrame */

export function startFrameRecorder() {
  const recorder = { deltas: [], recording: true };
  window.__assigndFrames = recorder;
  let last = performance.now();
  const tick = (now) => {
    recorder.deltas.push(now - last);
    last = now;
    if (recorder.recording) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

export function stopFrameRecorder() {
  const recorder = window.__assigndFrames;
  recorder.recording = false;
  // The first delta runs from the start call to the first frame, not frame to frame.
  return recorder.deltas.slice(1);
}

export function scrollPosition() {
  const { scrollHeight } = document.documentElement;
  return {
    y: window.scrollY,
    atBottom: Math.ceil(window.scrollY + window.innerHeight) >= scrollHeight - 2,
  };
}

/**
 * Arms the swipe probe on the row titled `title`: the release (a capture pointerup), then
 * 'Completed!' in the row, then the row showing 'Completed' once the overlay is gone; each
 * "painted" is the first task after the next frame.
 */
export function armSwipeProbe({ rowSelector, title }) {
  const result = {};
  window.__assigndSwipe = result;
  const painted = (key) =>
    window.__assigndAfterPaint((at) => {
      result[key] = at;
    });
  document.addEventListener('pointerup', () => (result.upAt ??= performance.now()), {
    capture: true,
  });
  const observer = new MutationObserver(() => {
    const row = [...document.querySelectorAll(rowSelector)].find(
      (li) => li.querySelector('p')?.textContent === title,
    );
    const text = row?.textContent ?? '';
    if (result.overlayAt === undefined && text.includes('Completed!')) {
      result.overlayAt = performance.now();
      painted('overlayPaintedAt');
    }
    if (result.overlayAt !== undefined && !text.includes('Completed!') && /Completed/.test(text)) {
      observer.disconnect();
      result.completedAt = performance.now();
      painted('completedPaintedAt');
    }
  });
  observer.observe(document.querySelector('main'), {
    childList: true,
    subtree: true,
    characterData: true,
  });
}
