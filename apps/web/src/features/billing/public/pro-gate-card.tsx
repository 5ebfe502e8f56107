import {
  PRO_FEATURES,
  PRO_FEATURES_GATED,
  proRequiredMessage,
  type ProFeature,
} from '@assignd/core';
import Check from 'lucide-react/icons/check';
import Crown from 'lucide-react/icons/crown';
import { NeedsConnection } from '@/components/feedback/needs-connection';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { BILLING_OFFLINE } from './plan-text';
import { UpgradeButton } from './upgrade-link';
import { IconTile } from '@/components/ui/icon-tile';

/** What a free student sees in place of a Pro feature (spec 2): its name, Pro's benefits, Upgrade. */
export function ProGateCard({ feature, className }: { feature: ProFeature; className?: string }) {
  const name = PRO_FEATURES_GATED[feature];
  return (
    <Card
      role="region"
      aria-labelledby={`pro-gate-${feature}`}
      className={cn('mx-auto w-full max-w-xl overflow-hidden', className)}
    >
      <div className="from-brand-from/10 to-brand-to/10 flex flex-col items-center bg-gradient-to-br px-6 pt-8 pb-6 text-center">
        <IconTile tone="brand" className="size-14 rounded-2xl shadow-sm">
          <Crown className="size-7" />
        </IconTile>
        <p className="text-primary mt-4 text-xs font-semibold tracking-wider uppercase">
          Pro feature
        </p>
        <h2 id={`pro-gate-${feature}`} className="mt-1 text-xl font-bold tracking-tight">
          {proRequiredMessage(feature)}
        </h2>
        <p className="text-muted-foreground mt-2 max-w-sm text-sm">
          Go Pro for {name}, plus everything below, on top of what you already have.
        </p>
      </div>
      <div className="grid gap-6 px-6 pt-5 pb-6">
        <ul aria-label="Pro benefits" className="grid gap-3 text-sm sm:grid-cols-2">
          {PRO_FEATURES.map((benefit) => (
            <li key={benefit} className="flex items-center gap-3">
              <IconTile className="size-6 shrink-0 rounded-full">
                <Check className="size-3.5" />
              </IconTile>
              {benefit}
            </li>
          ))}
        </ul>
        <div className="grid gap-2">
          <NeedsConnection>{BILLING_OFFLINE}</NeedsConnection>
          <UpgradeButton className="w-full" />
        </div>
      </div>
    </Card>
  );
}
