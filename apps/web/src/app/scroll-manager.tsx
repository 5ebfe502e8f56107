import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { focusIsLost, focusMain } from '@/lib/focus';
import { hasNavigated } from '@/lib/navigate';

const ANCHOR_WAIT_MS = 3000;

/**
 * The declarative router leaves scrolling alone: start each new page at the top and honour links
 * to an anchor such as /#features, including a second click on the same link. The anchor may sit in
 * a page whose code is still downloading, so it is looked for on each frame for a little while.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  // The router mounts with the page already drawn when the landing page did not need it: on the
  // document's first page the browser's own order stays (the skip link is the first Tab stop).
  const firstPage = useRef(!hasNavigated());

  useEffect(() => {
    window.scrollTo(0, 0);
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    // The link that was followed went with the old page (a class card, say): start the new page's
    // keyboard order at its content instead of at the top of the document.
    if (focusIsLost()) focusMain();
  }, [pathname]);

  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const deadline = performance.now() + ANCHOR_WAIT_MS;
    let frame = 0;
    const scrollToAnchor = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (performance.now() < deadline) frame = requestAnimationFrame(scrollToAnchor);
    };
    frame = requestAnimationFrame(scrollToAnchor);
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash, key]);

  return null;
}
