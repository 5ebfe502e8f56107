import WifiOff from 'lucide-react/icons/wifi-off';

/** The bar itself, loaded only when the device goes offline (offline-notice.tsx). */
export function OfflineBanner() {
  return (
    <p className="bg-foreground text-background fixed inset-x-0 top-0 z-[60] flex items-center justify-center gap-2 px-4 pt-[max(0.25rem,env(safe-area-inset-top))] pb-1 text-center text-xs font-medium shadow-sm">
      <WifiOff aria-hidden="true" className="size-3.5 shrink-0" />
      <span>
        <strong>Offline</strong>: showing what was last loaded. Changes can&apos;t be saved until
        you&apos;re back online.
      </span>
    </p>
  );
}
