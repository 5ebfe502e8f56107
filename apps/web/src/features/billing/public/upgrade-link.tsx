import Crown from 'lucide-react/icons/crown';
import type { ComponentProps, MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { useOnline } from '@/hooks/use-online';
import { cn } from '@/lib/cn';
import { routeMode } from '@/lib/device-mode';
import { readDeviceSignals } from '@/lib/device-signals';
import { notify } from '@/lib/notify';

/** The brand gradient every Upgrade to Pro button wears. */
export const UPGRADE_STYLE =
  'from-brand-from to-brand-to bg-gradient-to-r text-white hover:opacity-90';

/**
 * The way to /pro. On a tablet, a phone or in the native shell the plans open in a browser window
 * of their own (spec 2), so the app stays where it was.
 */
export function UpgradeLink({
  children,
  onNavigate,
  onClick,
  ...rest
}: Omit<ComponentProps<typeof Link>, 'to'> & {
  /** Called after the link is followed, e.g. to close a drawer. */
  onNavigate?: () => void;
}) {
  const location = useLocation();
  const inBrowser =
    routeMode(location.pathname) !== 'desktop' || readDeviceSignals(location).isNative;

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (inBrowser) {
      event.preventDefault();
      notify.info('Opening upgrade page in browser...');
      window.open('/pro', '_blank', 'noopener');
    }
    onNavigate?.();
  };

  return (
    <Link to="/pro" onClick={follow} {...rest}>
      {children ?? (
        <>
          <Crown aria-hidden="true" className="size-4" />
          Upgrade to Pro
        </>
      )}
    </Link>
  );
}

/**
 * The usual filled button form of the link. Offline it is a disabled button (a link cannot be
 * disabled): the plans and checkout need the server, and the card around it says so.
 */
export function UpgradeButton({ className }: { className?: string }) {
  const online = useOnline();
  const style = cn(UPGRADE_STYLE, 'min-h-11', className);
  if (!online) {
    return (
      <Button disabled className={style}>
        <Crown aria-hidden="true" className="size-4" />
        Upgrade to Pro
      </Button>
    );
  }
  return <UpgradeLink className={buttonVariants({ className: style })} />;
}
