import { PRO_FEATURES } from '@assignd/core';
import Check from 'lucide-react/icons/check';
import Crown from 'lucide-react/icons/crown';
import Lock from 'lucide-react/icons/lock';
import { useProAccess } from '../public/use-pro-access';
import { cn } from '@/lib/cn';
import { SettingsSection } from '@/components/settings-section';

/** Spec 9's Pro features: what the plan includes, or what an upgrade would add. */
export function ProFeaturesSection() {
  const { isPro } = useProAccess();
  const Mark = isPro ? Check : Lock;
  return (
    <SettingsSection
      icon={Crown}
      title="Pro features"
      description={isPro ? 'All included in your plan.' : 'Everything in Free, plus:'}
    >
      <div className="@container py-4">
        <ul className="grid gap-x-6 gap-y-3 @xl:grid-cols-2" aria-label="Pro features">
          {PRO_FEATURES.map((feature) => (
            <li key={feature} className="flex min-w-0 items-center gap-3 text-sm">
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full',
                  isPro ? 'bg-accent text-accent-foreground' : 'bg-muted text-muted-foreground',
                )}
              >
                <Mark className="size-3.5" />
              </span>
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </SettingsSection>
  );
}
