import ArrowLeft from 'lucide-react/icons/arrow-left';
import Crown from 'lucide-react/icons/crown';
import { Link } from 'react-router';
import { LoadError } from '@/components/feedback/load-error';
import { NeedsConnection } from '@/components/feedback/needs-connection';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useOnline } from '@/hooks/use-online';
import { usePortalScreen, type PortalScreen } from '../hooks/use-portal-screen';
import { BILLING_OFFLINE, expiryBadgeText, renewalText } from '../public/plan-text';
import { priceText } from '../utils/plans';
import { BillingFrame, BillingLoading, NoPaymentsNote } from './billing-frame';
import { IconTile } from '@/components/ui/icon-tile';

function Row({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="text-sm font-medium">{title}</h3>
        <p className="text-muted-foreground mt-0.5 text-sm">{description}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">{children}</div>
    </div>
  );
}

function PlanActions({ screen }: { screen: PortalScreen }) {
  const online = useOnline();
  // Offline nothing here can reach the server; the notice above the card says so.
  const disabled = screen.pending !== null || !online;
  const spinnerFor = (action: string, planType?: string) =>
    screen.pending?.action === action &&
    (!planType || (screen.pending.action === 'switch' && screen.pending.planType === planType)) ? (
      <Spinner />
    ) : null;
  return (
    <Card className="divide-y px-6 py-2">
      {screen.renews && !screen.cancelled && (
        <Row
          title="Cancel subscription"
          description={`You keep Pro until ${screen.endText}, then move to the free plan.`}
        >
          <Button
            variant="outline"
            className="min-h-11"
            disabled={disabled}
            onClick={screen.cancel}
          >
            {spinnerFor('cancel')}
            Cancel at period end
          </Button>
        </Row>
      )}
      {screen.renews && screen.cancelled && (
        <Row
          title="Resume subscription"
          description={`Keep Pro after ${screen.endText}; it renews as before.`}
        >
          <Button className="min-h-11" disabled={disabled} onClick={screen.resume}>
            {spinnerFor('resume')}
            Resume
          </Button>
        </Row>
      )}
      {screen.otherPlans.map((plan) => (
        <Row key={plan.type} title={`Switch to ${plan.name}`} description={priceText(plan)}>
          <Button
            variant="outline"
            className="min-h-11"
            disabled={disabled}
            onClick={() => screen.switchTo(plan.type)}
          >
            {spinnerFor('switch', plan.type)}
            Switch to {plan.name}
          </Button>
        </Row>
      ))}
    </Card>
  );
}

function PortalContent() {
  const screen = usePortalScreen();
  if (screen.loading) return <BillingLoading />;
  if (screen.loadFailed)
    return <LoadError message="Could not load your subscription." onRetry={screen.retry} />;
  const { plan } = screen;

  return (
    <>
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Manage subscription</h1>
        <p className="text-muted-foreground mt-1">Your plan, its dates, and changes to it.</p>
      </header>
      <NoPaymentsNote>
        <strong className="font-semibold">This server takes no payments.</strong> Changes here are
        free and take effect at once.
      </NoPaymentsNote>
      {plan ? (
        <>
          <Card className="flex items-center gap-4 p-6">
            <IconTile tone="brand" className="size-12 shrink-0 rounded-xl">
              <Crown className="size-6" />
            </IconTile>
            <div className="min-w-0 flex-1">
              <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
                {plan.name}
                {screen.badge && (
                  <Badge variant={screen.badge.kind === 'expired' ? 'destructive' : 'outline'}>
                    {expiryBadgeText(screen.badge)}
                  </Badge>
                )}
              </h2>
              <p className="text-muted-foreground text-sm">
                {priceText(plan)}
                {screen.renewal && <> · {renewalText(screen.renewal)}</>}
              </p>
            </div>
          </Card>
          <NeedsConnection>{BILLING_OFFLINE}</NeedsConnection>
          <PlanActions screen={screen} />
        </>
      ) : (
        <Card className="grid gap-3 p-6">
          <h2 className="text-lg font-semibold">You're on the free plan</h2>
          <p className="text-muted-foreground text-sm">There is no subscription to manage.</p>
          <Link to="/pro" className={buttonVariants({ className: 'min-h-11 justify-self-start' })}>
            See the Pro plans
          </Link>
        </Card>
      )}
      <Link
        to="/settings"
        className={buttonVariants({ variant: 'ghost', className: 'min-h-11 justify-self-start' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Settings
      </Link>
    </>
  );
}

/** /billing/portal: the built-in subscription management of a server with local billing. */
export function PortalPage() {
  return (
    <BillingFrame title="Manage subscription">
      <PortalContent />
    </BillingFrame>
  );
}
