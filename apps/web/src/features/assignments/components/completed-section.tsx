import ChevronRight from 'lucide-react/icons/chevron-right';
import { Collapsible } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * A group's done assignments, folded away under one line so the work still to do leads the
 * group; opening it shows them as ordinary rows (with 'Active' to bring one back).
 */
export function CompletedSection({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Collapsible.Root className="grid gap-3">
      <Collapsible.Trigger className="text-muted-foreground hover:text-foreground focus-visible:ring-ring group flex w-fit items-center gap-1.5 rounded-md px-1 py-1 text-sm font-medium focus-visible:ring-2 focus-visible:outline-none">
        <ChevronRight
          aria-hidden
          className="size-4 transition-transform group-data-[state=open]:rotate-90 motion-reduce:transition-none"
        />
        Completed ({count})
      </Collapsible.Trigger>
      <Collapsible.Content>{children}</Collapsible.Content>
    </Collapsible.Root>
  );
}
