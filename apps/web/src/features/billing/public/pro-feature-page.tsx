import type { ProFeature } from '@assignd/core';
import type { LucideIcon } from 'lucide-react';
import Hourglass from 'lucide-react/icons/hourglass';
import { useLocation } from 'react-router';
import { EmptyState } from '@/components/feedback/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { routeMode } from '@/lib/device-mode';
import { ProGate } from './pro-gate';

interface Props {
  feature: ProFeature;
  title: string;
  description: string;
  icon: LucideIcon;
}

/**
 * A Pro capability whose screens are still to come (AI Assistant): free
 * students see the gate card, Pro students that it is on its way, never the not-found screen.
 */
export function ProFeaturePage({ feature, title, description, icon }: Props) {
  // Phone and tablet: the smaller title and tile.
  const touch = routeMode(useLocation().pathname) !== 'desktop';
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 p-4 sm:p-6 lg:p-8">
      <title>{`${title} - Assignd`}</title>
      <PageHeader title={title} description={description} touch={touch} />
      <ProGate feature={feature}>
        <EmptyState
          icon={icon}
          touch={touch}
          className="px-6 py-12"
          title="Coming soon"
          description={
            <>
              {title} is on its way. It will appear here as soon as it is ready, with nothing more
              to do on your side.
            </>
          }
          action={
            <p className="text-muted-foreground mt-4 inline-flex items-center gap-1.5 text-xs">
              <Hourglass aria-hidden="true" className="size-3.5" />
              In the works
            </p>
          }
        />
      </ProGate>
    </div>
  );
}
