import Crown from 'lucide-react/icons/crown';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { ManageSubscriptionButton } from '../public/manage-subscription-button';
import { BILLING_OFFLINE, expiryBadgeText, FREE_PLAN_TEXT, renewalText } from '../public/plan-text';
import { UpgradeButton } from '../public/upgrade-link';
import { NeedsConnection } from '@/components/feedback/needs-connection';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { PlanDetails } from '../hooks/use-plan-details';

/** With billing off (a school or family server) nobody pays and nothing is held back. */
const EVERYTHING_INCLUDED = 'Every feature is included on this server.';

/** 'Checking...', 'Pro' or 'Free', and the button that asks the server again. */
export function PlanBadge({ plan }: { plan: PlanDetails }) {
  if (!plan.checking && !plan.sellsPro) return null;
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

/**
 * Under the plan: the free plan's promise, or a paid plan's renewal line and expiry badge; and,
 * offline, why the SubscriptionButton beside it is disabled.
 */
export function PlanTerms({ plan }: { plan: PlanDetails }) {
  if (plan.checking) return null;
  if (!plan.sellsPro) return <>{EVERYTHING_INCLUDED}</>;
  return (
    <>
      <SoldPlanTerms plan={plan} />
      <NeedsConnection className="mt-1">{BILLING_OFFLINE}</NeedsConnection>
    </>
  );
}

function SoldPlanTerms({ plan }: { plan: PlanDetails }) {
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
 * Upgrade to Pro for the free plan, Manage Subscription (the billing portal) for a paid one, and
 * nothing where billing is off. `portalError` is the page's own wording of a portal failure.
 */
export function SubscriptionButton({
  plan,
  portalError,
  className,
}: {
  plan: PlanDetails;
  portalError: string;
  className?: string;
}) {
  if (plan.checking || !plan.sellsPro) return null;
  return plan.isPro ? (
    <ManageSubscriptionButton errorMessage={portalError} className={className} />
  ) : (
    <UpgradeButton className={className} />
  );
}
