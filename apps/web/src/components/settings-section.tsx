import type { LucideIcon } from 'lucide-react';
import { createContext, use, type ReactNode } from 'react';
import { SectionCard } from '@/components/section-card';
import { cn } from '@/lib/cn';

const NestedContext = createContext(false);

/**
 * Turns the sections inside it into parts of the card around them, each under an h3: the tablet
 * gathers appearance, reminders and the schedule into one Features card this way.
 */
export function NestedSettingsSections({ children }: { children: ReactNode }) {
  return <NestedContext value>{children}</NestedContext>;
}

/** One card of the Settings page: an icon, a heading, a line of explanation and its rows. */
export function SettingsSection({
  icon,
  title,
  description,
  children,
  className,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <SectionCard
      icon={icon}
      title={title}
      description={description}
      nested={use(NestedContext)}
      className={className}
    >
      {children}
    </SectionCard>
  );
}

/** A setting: its name and explanation on the left, the control on the right (stacked on phones). */
export function SettingRow({
  title,
  description,
  htmlFor,
  inline,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** The control's id, so the title labels it. */
  htmlFor?: string;
  /** Keeps the control beside the text on phones too (for a small control such as a switch). */
  inline?: boolean;
  children?: ReactNode;
  className?: string;
}) {
  const Title = htmlFor ? 'label' : 'p';
  return (
    <div
      className={cn(
        'flex gap-3 py-4 sm:items-center sm:justify-between sm:gap-6',
        inline ? 'items-center justify-between' : 'flex-col sm:flex-row',
        className,
      )}
    >
      <div className="min-w-0">
        <Title htmlFor={htmlFor} className="text-sm font-medium">
          {title}
        </Title>
        {description && <div className="text-muted-foreground mt-0.5 text-sm">{description}</div>}
      </div>
      {children && <div className="flex shrink-0 flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}

/**
 * A grey bar while a section's data loads. `className` gives its size and shape, and margins
 * (a 40px high rounded bar when left out).
 */
export function RowSkeleton({ className = 'h-10 rounded-lg' }: { className?: string }) {
  return <div className={cn('bg-muted animate-pulse', className)} />;
}
