import Crown from 'lucide-react/icons/crown';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Settings2 from 'lucide-react/icons/settings-2';
import type { MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { routeMode } from '@/lib/device-mode';
import { readDeviceSignals } from '@/lib/device-signals';
import { notify } from '@/lib/notify';
import type { PlanDetails } from '../hooks/use-plan-details';
import { expiryBadgeText, FREE_PLAN_TEXT, renewalText } from '../utils/plan-text';

/** 'Checking...', 'Pro' or 'Free', and the button that asks the server again. */
export function PlanBadge({ plan }: { plan: PlanDetails }) {
  return (
    <span className="inline-flex items-center gap-1">
      <Badge
        variant={plan.isPro ? 'default' : 'secondary'}
        aria-live="polite"
        data-testid="plan-badge"
      >
        {plan.isPro && <Crown aria-hidden="true" className="size-3" />}
        {plan.badgeText}
      </Badge>
      <Button
        variant="ghost"
        size="icon"
        className="text-muted-foreground size-11"
        aria-label="Refresh subscription status"
        title="Refresh subscription status"
        disabled={plan.refreshing}
        onClick={() => void plan.refresh()}
      >
        <RefreshCw aria-hidden="true" className={cn('size-4', plan.refreshing && 'animate-spin')} />
      </Button>
    </span>
  );
}

/** Under the plan: the free plan's promise, or a paid plan's renewal line and expiry badge. */
export function PlanTerms({ plan }: { plan: PlanDetails }) {
  if (plan.checking) return null;
  if (!plan.isPro) return <>{FREE_PLAN_TEXT}</>;
  if (!plan.renewal && !plan.badge) return <>Your Pro plan is active.</>;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {plan.renewal && <span>{renewalText(plan.renewal)}</span>}
      {plan.badge && (
        <Badge variant={plan.badge.kind === 'expired' ? 'destructive' : 'outline'}>
          {expiryBadgeText(plan.badge)}
        </Badge>
      )}
    </span>
  );
}

/**
 * Upgrade to Pro for the free plan, Manage Subscription for a paid one. On a tablet or in the
 * native shell the plan page opens in a browser window of its own (spec 2).
 */
export function SubscriptionButton({ plan, className }: { plan: PlanDetails; className?: string }) {
  const location = useLocation();
  const inBrowser =
    routeMode(location.pathname) === 'tablet' || readDeviceSignals(location).isNative;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!inBrowser) return;
    event.preventDefault();
    notify.info('Opening upgrade page in browser...');
    window.open('/pro', '_blank', 'noopener');
  };

  if (plan.checking) return null;
  return plan.isPro ? (
    <Link
      to="/pro"
      onClick={onClick}
      className={buttonVariants({ variant: 'outline', className: cn('min-h-11', className) })}
    >
      <Settings2 aria-hidden="true" className="size-4" />
      Manage Subscription
    </Link>
  ) : (
    <Link
      to="/pro"
      onClick={onClick}
      className={buttonVariants({
        className: cn(
          'from-brand-from to-brand-to min-h-11 bg-gradient-to-r hover:opacity-90',
          className,
        ),
      })}
    >
      <Crown aria-hidden="true" className="size-4" />
      Upgrade to Pro
    </Link>
  );
}
