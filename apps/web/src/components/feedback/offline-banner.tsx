import CloudUpload from 'lucide-react/icons/cloud-upload';
import WifiOff from 'lucide-react/icons/wifi-off';
import { useLayoutEffect, useRef } from 'react';

const HEIGHT = '--offline-bar-height';

/**
 * The bar itself, loaded only when the device goes offline or changes wait (offline-notice.tsx). It lies over the
 * top of the window; its height, kept in a CSS variable, moves the page and the sticky headers
 * below it, so it never hides the phone's menu button or a page's heading.
 */
/** "1 change" or "3 changes". */
const changes = (count: number) => (count === 1 ? '1 change' : `${count} changes`);

export function OfflineBanner({ online, waiting }: { online: boolean; waiting: number }) {
  const bar = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(HEIGHT, `${element.offsetHeight}px`);
    measure();
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    return () => {
      resized.disconnect();
      root.style.removeProperty(HEIGHT);
    };
  }, []);
  return (
    <p
      ref={bar}
      className="bg-foreground text-background fixed inset-x-0 top-0 z-[60] flex items-center justify-center gap-2 px-4 pt-[max(0.25rem,env(safe-area-inset-top))] pb-1 text-center text-xs font-medium shadow-sm"
    >
      {online ? (
        <CloudUpload aria-hidden="true" className="size-3.5 shrink-0" />
      ) : (
        <WifiOff aria-hidden="true" className="size-3.5 shrink-0" />
      )}
      {online ? (
        <span>
          {changes(waiting)} {waiting === 1 ? 'is' : 'are'} waiting to sync.
        </span>
      ) : (
        <span>
          <strong>Offline</strong>: showing what was last loaded. Your planner changes sync when
          you&apos;re back online
          {waiting > 0 ? ` (${changes(waiting)} waiting)` : ''}.
        </span>
      )}
    </p>
  );
}
