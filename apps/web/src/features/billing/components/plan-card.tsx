import Check from 'lucide-react/icons/check';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface Props {
  name: string;
  price: string;
  cadence: string;
  features: readonly string[];
  /** A line under the price, such as 'save $4 per year'. */
  note?: string;
  /** A ribbon above the card, such as 'Most popular'; the card is outlined in the brand colour. */
  ribbon?: string;
  /** The card's button, or what stands in for it. */
  action: ReactNode;
}

/** One plan on /pro: name, price, what it includes and how to get it. */
export function PlanCard({ name, price, cadence, features, note, ribbon, action }: Props) {
  const titleId = `plan-${name.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      raised={Boolean(ribbon)}
      className={cn(
        'relative flex min-w-0 flex-col p-6',
        ribbon && 'border-primary ring-primary/15 ring-4',
      )}
    >
      {ribbon && (
        <span className="from-brand-from to-brand-to absolute -top-3 left-6 rounded-full bg-gradient-to-r px-3 py-1 text-xs font-semibold text-white shadow-sm">
          {ribbon}
        </span>
      )}
      <h2 id={titleId} className="text-lg font-semibold">
        {name}
      </h2>
      <p className="mt-3 flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-4xl font-bold tracking-tight">{price}</span>
        <span className="text-muted-foreground text-sm">{cadence}</span>
      </p>
      <p className="text-success mt-1 min-h-5 text-sm font-medium">{note}</p>
      <ul className="mt-5 grid flex-1 content-start gap-2.5 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check aria-hidden="true" className="text-primary mt-0.5 size-4 shrink-0" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-6 grid">{action}</div>
    </Card>
  );
}
