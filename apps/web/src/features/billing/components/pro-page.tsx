import { expiryBadge, PRO_FEATURES, renewalLine, type Plan } from '@assignd/core';
import BadgeCheck from 'lucide-react/icons/badge-check';
import CircleX from 'lucide-react/icons/circle-x';
import Crown from 'lucide-react/icons/crown';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Navigate } from 'react-router';
import { NeedsConnection } from '@/components/feedback/needs-connection';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useNow } from '@/hooks/use-now';
import { useOnline } from '@/hooks/use-online';
import { cn } from '@/lib/cn';
import { useProScreen, type ProScreen } from '../hooks/use-pro-screen';
import { ManageSubscriptionButton, PORTAL_ERRORS } from '../public/manage-subscription-button';
import { BILLING_OFFLINE, expiryBadgeText, renewalText } from '../public/plan-text';
import { UPGRADE_STYLE } from '../public/upgrade-link';
import { FREE_FEATURES, PAID_PLANS, planStatusOf, yearlySavingText } from '../utils/plans';
import { PlanCard } from './plan-card';
import { IconTile } from '@/components/ui/icon-tile';

const PRO_LIST = ['Everything in Free', ...PRO_FEATURES];

/** Spec 2: after a completed checkout, shown for 1.5 s on the way to the dashboard. */
function UpgradedView() {
  return (
    <div className="flex min-h-[70dvh] items-center justify-center p-4">
      <title>Welcome to Pro - Assignd</title>
      <Card role="status" className="grid w-full max-w-md justify-items-center p-8 text-center">
        <IconTile tone="brand" className="size-16 rounded-2xl shadow-sm">
          <Crown className="size-8" />
        </IconTile>
        <h1 className="mt-5 text-2xl font-bold tracking-tight">Welcome to Pro!</h1>
        <p className="text-muted-foreground mt-2">
          Your upgrade is complete and every Pro feature is unlocked.
        </p>
        <p className="text-muted-foreground mt-6 inline-flex items-center gap-2 text-sm">
          <Spinner className="size-4" />
          Taking you to your dashboard...
        </p>
      </Card>
    </div>
  );
}

function CanceledNotice() {
  return (
    <div
      role="status"
      className="bg-card mx-auto flex w-full max-w-2xl items-start gap-3 rounded-2xl border p-4"
    >
      <CircleX aria-hidden="true" className="text-muted-foreground mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">Transaction canceled</p>
        <p className="text-muted-foreground text-sm">You were not charged.</p>
      </div>
    </div>
  );
}

function CurrentPlanPanel({ plan, screen }: { plan: Plan; screen: ProScreen }) {
  const now = useNow();
  const status = screen.subscription && planStatusOf(screen.subscription);
  const line = status && renewalLine(status);
  const badge = status && expiryBadge(status, now);
  return (
    <Card className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-5 sm:flex-row sm:items-center">
      <IconTile tone="brand" className="size-12 shrink-0 rounded-xl">
        <BadgeCheck className="size-6" />
      </IconTile>
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold">You're on {plan.name}</h2>
        <p className="text-muted-foreground mt-0.5 flex flex-wrap items-center gap-2 text-sm">
          {line ? renewalText(line) : 'Your Pro plan is active.'}
          {badge && (
            <Badge variant={badge.kind === 'expired' ? 'destructive' : 'outline'}>
              {expiryBadgeText(badge)}
            </Badge>
          )}
        </p>
      </div>
      <ManageSubscriptionButton errorMessage={PORTAL_ERRORS.settings} />
    </Card>
  );
}

function PlanAction({ plan, screen }: { plan: Plan; screen: ProScreen }) {
  const online = useOnline();
  if (screen.currentPlan) {
    return screen.currentPlan.type === plan.type ? (
      <Button variant="secondary" disabled className="min-h-11">
        Your current plan
      </Button>
    ) : (
      <p className="text-muted-foreground flex min-h-11 items-center justify-center text-center text-xs">
        Switch in Manage Subscription
      </p>
    );
  }
  const choosing = screen.choosing === plan.type;
  return (
    <Button
      variant={plan.type === 'yearly' ? 'primary' : 'outline'}
      className={cn('min-h-11', plan.type === 'yearly' && UPGRADE_STYLE)}
      disabled={screen.access.checking || screen.choosing !== null || !online}
      onClick={() => screen.choose(plan.type)}
    >
      {choosing && <Spinner />}
      Choose {plan.name}
    </Button>
  );
}

/** /pro and /tablet/pro (spec 2 and 9): the plans, and the way back from a checkout. */
export function ProPage() {
  const screen = useProScreen();
  if (screen.notSold) return <Navigate to={screen.dashboard} replace />;
  if (screen.checkoutReturn === 'success') return <UpgradedView />;
  const { currentPlan } = screen;

  return (
    <div className="@container mx-auto grid w-full max-w-6xl gap-8 p-4 sm:p-6 lg:p-8">
      <title>{`${currentPlan ? 'Your plan' : 'Upgrade to Pro'} - Assignd`}</title>
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-3xl font-bold tracking-tight @3xl:text-4xl">
          {currentPlan ? 'Your Pro plan' : 'Upgrade to Pro'}
        </h1>
        <p className="text-muted-foreground mt-2 text-balance">
          {screen.googleCalendarSync
            ? 'AI study tools, the focus timer, flashcards, Google Calendar sync and custom themes, on top of everything the free plan gives you.'
            : 'AI study tools, the focus timer, flashcards and custom themes, on top of everything the free plan gives you.'}
        </p>
        <NeedsConnection className="mt-3 justify-center">{BILLING_OFFLINE}</NeedsConnection>
      </header>

      {screen.checkoutReturn === 'canceled' && <CanceledNotice />}
      {currentPlan && <CurrentPlanPanel plan={currentPlan} screen={screen} />}

      <div className="grid gap-5 pt-2 @lg:grid-cols-2 @4xl:grid-cols-4">
        <PlanCard
          name="Free"
          price="$0"
          cadence="forever"
          features={FREE_FEATURES}
          action={
            <Button variant="secondary" disabled className="min-h-11">
              {currentPlan ? 'Included' : 'Your current plan'}
            </Button>
          }
        />
        {PAID_PLANS.map((plan) => (
          <PlanCard
            key={plan.type}
            name={plan.name}
            price={plan.price}
            cadence={plan.cadence}
            features={PRO_LIST}
            note={plan.type === 'yearly' ? yearlySavingText() : undefined}
            ribbon={plan.type === 'yearly' ? 'Most popular' : undefined}
            action={<PlanAction plan={plan} screen={screen} />}
          />
        ))}
      </div>

      <ul className="text-muted-foreground flex flex-wrap items-center justify-center gap-x-8 gap-y-2 text-sm">
        <li className="inline-flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="text-success size-4" />
          30-day money-back guarantee
        </li>
        <li className="inline-flex items-center gap-2">
          <RotateCcw aria-hidden="true" className="text-success size-4" />
          Cancel anytime
        </li>
      </ul>
    </div>
  );
}
