import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { IconTile } from '@/components/ui/icon-tile';
import { cn } from '@/lib/cn';

/** A card's icon tile, h2 and line of explanation, the heading of Settings' cards. */
export function IconHeading({
  icon: Icon,
  id,
  title,
  description,
  className,
}: {
  icon: LucideIcon;
  id: string;
  title: string;
  description: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <IconTile className="size-9 shrink-0 rounded-lg">
        <Icon className="size-[18px]" />
      </IconTile>
      <div className="min-w-0">
        <h2 id={id} className="text-base leading-tight font-semibold tracking-tight">
          {title}
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">{description}</p>
      </div>
    </div>
  );
}

/**
 * A card of rows under an icon heading, or (nested) a part under an h3 inside the card around
 * it: the tablet gathers several of Settings' sections into one card this way.
 */
export function SectionCard({
  icon: Icon,
  title,
  description,
  nested,
  children,
  className,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  nested: boolean;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  if (nested) {
    return (
      <section aria-labelledby={headingId} className={cn('min-w-0 pt-5 pb-1', className)}>
        <div className="flex items-center gap-2">
          <Icon aria-hidden="true" className="text-primary size-4 shrink-0" />
          <h3 id={headingId} className="text-sm leading-tight font-semibold tracking-tight">
            {title}
          </h3>
        </div>
        <p className="text-muted-foreground mt-1 text-sm">{description}</p>
        <div className="divide-y">{children}</div>
      </section>
    );
  }
  return (
    <Card aria-labelledby={headingId} role="region" className={cn('min-w-0', className)}>
      <IconHeading
        icon={Icon}
        id={headingId}
        title={title}
        description={description}
        className="p-5 pb-1 sm:px-6"
      />
      <div className="divide-y px-5 sm:px-6">{children}</div>
    </Card>
  );
}
