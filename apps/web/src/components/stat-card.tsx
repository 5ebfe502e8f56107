import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { StatValue } from '@/components/ui/stat-value';
import { cn } from '@/lib/cn';

const tones = {
  primary: 'bg-accent text-accent-foreground',
  destructive: 'bg-destructive-soft text-destructive',
  warning: 'bg-amber-100 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300',
  success: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  neutral: 'bg-muted text-muted-foreground',
} as const;

type StatTone = keyof typeof tones;

interface Props {
  label: string;
  /** undefined while loading (a placeholder shows), null when it could not be loaded ('–'). */
  value: number | null | undefined;
  icon: LucideIcon;
  tone?: StatTone;
  /** A short explanation under the number. */
  hint?: string;
  className?: string;
}

/** A counter: icon, label and number. */
function StatCard({ label, value, icon: Icon, tone = 'primary', hint, className }: Props) {
  return (
    <Card role="group" aria-label={label} className={cn('@container p-4 sm:p-5', className)}>
      {/* In a narrow column (three counters side by side on a tablet) the icon sits above. */}
      <div className="flex flex-col items-start gap-3 @[12rem]:flex-row @[12rem]:items-center @[12rem]:gap-4">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-11 shrink-0 items-center justify-center rounded-xl',
            tones[tone],
          )}
        >
          <Icon className="size-5" />
        </span>
        {/* Label and hint wrap rather than cut: a narrow card must still say what it counts. */}
        <div className="min-w-0">
          <p className="text-muted-foreground text-sm font-medium wrap-anywhere">{label}</p>
          <p className="text-2xl leading-tight font-bold tabular-nums">
            <StatValue value={value} />
          </p>
          {hint && <p className="text-muted-foreground text-xs text-pretty">{hint}</p>}
        </div>
      </div>
    </Card>
  );
}

/** A row of counters; with a label it is a named region ("Counts"). */
export function StatCards({
  label,
  className,
  items,
}: {
  label?: string;
  className: string;
  items: Props[];
}) {
  const cards = items.map((item) => <StatCard key={item.label} {...item} />);
  if (!label) return <div className={className}>{cards}</div>;
  return (
    <section aria-label={label} className={className}>
      {cards}
    </section>
  );
}
