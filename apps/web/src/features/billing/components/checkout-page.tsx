import { PLANS, PRO_FEATURES } from '@assignd/core';
import type { LocalCheckout } from '@assignd/schemas';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Check from 'lucide-react/icons/check';
import Crown from 'lucide-react/icons/crown';
import TicketX from 'lucide-react/icons/ticket-x';
import { Link, useParams } from 'react-router';
import { LoadError } from '@/components/feedback/load-error';
import { NeedsConnection } from '@/components/feedback/needs-connection';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useOnline } from '@/hooks/use-online';
import { useCheckoutScreen } from '../hooks/use-checkout-screen';
import { BILLING_OFFLINE } from '../public/plan-text';
import { UPGRADE_STYLE } from '../public/upgrade-link';
import { priceText } from '../utils/plans';
import { BillingFrame, BillingLoading, NoPaymentsNote } from './billing-frame';
import { IconTile } from '@/components/ui/icon-tile';

const CLOSED_TEXT: Record<Exclude<LocalCheckout['status'], 'open'>, string> = {
  completed: 'This checkout has already been used.',
  canceled: 'This checkout was canceled.',
  expired: 'This checkout has expired.',
};

function ClosedCheckout({ text }: { text: string }) {
  return (
    <Card className="grid justify-items-center gap-3 p-8 text-center">
      <IconTile tone="muted" className="size-12 rounded-xl">
        <TicketX className="size-6" />
      </IconTile>
      <h1 className="text-xl font-semibold">{text}</h1>
      <p className="text-muted-foreground text-sm">Start again from the plans to pick one.</p>
      <Link to="/pro" className={buttonVariants({ className: 'mt-2 min-h-11' })}>
        See the plans
      </Link>
    </Card>
  );
}

function CheckoutContent({ checkoutId }: { checkoutId: string }) {
  const screen = useCheckoutScreen(checkoutId);
  const online = useOnline();
  if (screen.loading) return <BillingLoading />;
  if (screen.missing) return <ClosedCheckout text="This checkout does not exist." />;
  if (screen.loadFailed || !screen.checkout)
    return <LoadError message="Could not load this checkout." onRetry={screen.retry} />;
  const { checkout } = screen;
  if (checkout.status !== 'open') return <ClosedCheckout text={CLOSED_TEXT[checkout.status]} />;
  const plan = PLANS[checkout.planType];

  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-4 border-b p-6">
        <IconTile tone="brand" className="size-12 shrink-0 rounded-xl">
          <Crown className="size-6" />
        </IconTile>
        <div className="min-w-0">
          <p className="text-muted-foreground text-sm">Checkout</p>
          <h1 className="text-2xl font-bold tracking-tight">{plan.name}</h1>
        </div>
        <p className="ml-auto text-right">
          <span className="block text-2xl font-bold">{plan.price}</span>
          <span className="text-muted-foreground text-sm">{plan.cadence}</span>
        </p>
      </div>
      <div className="grid gap-5 p-6">
        <NoPaymentsNote>
          <strong className="font-semibold">This server takes no payments.</strong> Pro is free to
          activate here: no card is asked for and nothing is charged. On a server that sells Pro
          this plan costs {priceText(plan)}.
        </NoPaymentsNote>
        <ul aria-label="Included in Pro" className="grid gap-2.5 text-sm sm:grid-cols-2">
          {PRO_FEATURES.map((feature) => (
            <li key={feature} className="flex gap-2.5">
              <Check aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
              {feature}
            </li>
          ))}
        </ul>
        <NeedsConnection className="sm:justify-end">{BILLING_OFFLINE}</NeedsConnection>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            className="min-h-11"
            disabled={screen.pending !== null}
            onClick={screen.back}
          >
            {screen.pending === 'cancel' ? <Spinner /> : <ArrowLeft aria-hidden="true" />}
            Back
          </Button>
          <Button
            className={`min-h-11 ${UPGRADE_STYLE}`}
            disabled={screen.pending !== null || !online}
            onClick={screen.activate}
          >
            {screen.pending === 'confirm' ? <Spinner /> : <Crown aria-hidden="true" />}
            Activate Pro
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** /billing/checkout/:checkoutId: the built-in checkout of a server with local billing. */
export function CheckoutPage() {
  const { checkoutId = '' } = useParams();
  return (
    <BillingFrame title="Checkout">
      <CheckoutContent checkoutId={checkoutId} />
    </BillingFrame>
  );
}
