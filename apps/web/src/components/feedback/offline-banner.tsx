import WifiOff from 'lucide-react/icons/wifi-off';
import { useOnline } from '@/hooks/use-online';

/**
 * Shown on every page while the device is offline: what is on screen is the last loaded copy,
 * and changes are refused until the connection is back (lib/api-client.ts says so per change).
 */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className="contents">
      {!online && (
        <p className="bg-foreground text-background fixed inset-x-0 top-0 z-[60] flex items-center justify-center gap-2 px-4 pt-[max(0.25rem,env(safe-area-inset-top))] pb-1 text-center text-xs font-medium shadow-sm">
          <WifiOff aria-hidden="true" className="size-3.5 shrink-0" />
          <span>
            <strong>Offline</strong>: showing what was last loaded. Changes can&apos;t be saved
            until you&apos;re back online.
          </span>
        </p>
      )}
    </div>
  );
}
