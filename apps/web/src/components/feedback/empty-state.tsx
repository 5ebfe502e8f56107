import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { IconTile } from '@/components/ui/icon-tile';

interface Props {
  title: string;
  description: ReactNode;
  /** A tile above the title, for a screen that is empty as a whole. */
  icon?: LucideIcon;
  /** The way out of the empty state, usually a button. */
  action?: ReactNode;
  /** Phone sizes: smaller tile and title. */
  touch?: boolean;
  className?: string;
}

/** The one empty state: what is missing, why it matters, and what to do. */
export function EmptyState({ title, description, icon: Icon, action, touch, className }: Props) {
  if (!Icon) {
    return (
      <div
        className={clsx(
          'bg-card flex flex-col items-center rounded-2xl border border-dashed px-4 text-center',
          className,
        )}
      >
        <p className="font-medium">{title}</p>
        <p className="text-muted-foreground mt-1 text-sm">{description}</p>
        {action}
      </div>
    );
  }
  return (
    <div
      className={clsx(
        'bg-card flex flex-col items-center rounded-2xl border border-dashed text-center',
        className,
      )}
    >
      <IconTile className={clsx('rounded-2xl', touch ? 'size-14' : 'size-16')}>
        <Icon className={touch ? 'size-7' : 'size-8'} />
      </IconTile>
      <h2 className={clsx('font-semibold tracking-tight', touch ? 'mt-4 text-lg' : 'mt-5 text-xl')}>
        {title}
      </h2>
      <p
        className={clsx(
          'text-muted-foreground text-sm',
          touch ? 'mt-1.5 max-w-xs' : 'mt-2 max-w-sm',
        )}
      >
        {description}
      </p>
      {action}
    </div>
  );
}
